import type { CopyBank } from './bank';

/** Brazilian Portuguese ad copy. */
export const ptBR: CopyBank = {
  hook: {
    narration: [
      // A product name has no article of its own ("Luminária LED Aurora"): it follows a colon.
      'Apresentamos: {name}.',
      'Olha só: {name}.',
      'Procurando algo especial? Aqui está: {name}.',
      'Novidade para você: {name}.',
      'Chegou o que você procurava: {name}.',
    ],
    personalNarration: ['{first_name}, isso é para você: {name}.', 'Oi, {first_name}! Olha só: {name}.'],
    personalSubtitle: '{first_name}, isso é para você',
  },
  // Each must read well before a sentence and before a bare noun phrase ("carregamento rápido: …").
  connectors: ['Além disso, ', 'E mais: ', 'Tem mais: ', 'Outro destaque: ', 'O melhor: '],
  genericBenefits: [
    { title: 'Qualidade que se sente', narration: 'É feito com cuidado, até o último detalhe.' },
    { title: 'Feito para o seu dia a dia', narration: 'Combina com a sua rotina, todos os dias.' },
    { title: 'Uma ótima escolha', narration: 'É uma escolha da qual você não vai se arrepender.' },
    { title: 'Pronto para você', narration: 'Peça hoje e aproveite em pouco tempo.' },
  ],
  offer: {
    withOldPrice: ['Agora por apenas {price}. São {pct}% de desconto!', 'Economize {pct}%: agora por só {price}.'],
    withoutOldPrice: ['Tudo isso por apenas {price}.', 'E custa só {price}.'],
    was: 'De {old}',
  },
  cta: {
    titleOnMarketplace: ['Compre agora {on}', 'Garanta o seu {on}', 'Peça já {on}'],
    titleOnSite: ['Compre agora em {site}', 'Peça o seu em {site}'],
    titlePlain: ['Garanta o seu hoje', 'Peça o seu hoje'],
    narrationOnMarketplace: ['Toque no link e garanta o seu {on} hoje mesmo.', 'Não perca: compre agora {on}.'],
    narrationOnSite: ['Toque no link e peça o seu hoje.', 'Visite a loja e garanta o seu agora.'],
    narrationPlain: ['Garanta o seu hoje.', 'Peça o seu antes que acabe.'],
  },
};
