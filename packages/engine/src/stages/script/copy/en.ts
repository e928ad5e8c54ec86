import type { CopyBank } from './bank';

/** English ad copy. */
export const en: CopyBank = {
  hook: {
    narration: [
      'Meet the {name}.',
      'Say hello to the {name}.',
      'Looking for something special? Meet the {name}.',
      'Here it is: the {name}.',
      "This is the {name}, and you're going to love it.",
    ],
    personalNarration: ['{first_name}, this one is for you. Meet the {name}.', 'Hi {first_name}! Take a look at the {name}.'],
    personalSubtitle: '{first_name}, this is for you',
  },
  // Each must read well before a sentence and before a bare noun phrase ("fast charging: …").
  connectors: ['Plus, ', 'On top of that, ', "And there's more: ", 'Another highlight: ', 'Best of all, '],
  genericBenefits: [
    { title: 'Quality you can feel', narration: "It's made with care, down to the last detail." },
    { title: 'Made for everyday life', narration: 'It fits right into your routine, day after day.' },
    { title: 'A great choice for you', narration: "It's the kind of choice you'll be glad you made." },
    { title: 'Ready when you are', narration: 'Order it today and enjoy it in no time.' },
  ],
  offer: {
    withOldPrice: ["Now only {price}. That's {pct}% off!", 'Save {pct}%: now just {price}.'],
    withoutOldPrice: ['All this for just {price}.', "And it's only {price}."],
    was: 'Was {old}',
  },
  cta: {
    titleOnMarketplace: ['Buy now {on}', 'Get yours {on}', 'Shop now {on}'],
    titleOnSite: ['Shop now at {site}', 'Order at {site}'],
    titlePlain: ['Order yours today', 'Get yours today'],
    narrationOnMarketplace: ['Tap the link and get yours {on} today.', "Don't wait: buy it now {on}."],
    narrationOnSite: ['Tap the link and order yours today.', 'Visit the shop and get yours now.'],
    narrationPlain: ['Order yours today.', 'Get yours while it lasts.'],
  },
};
