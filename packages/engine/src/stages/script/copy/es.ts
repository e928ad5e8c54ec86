import type { CopyBank } from './bank';

/** Spanish ad copy. */
export const es: CopyBank = {
  hook: {
    narration: [
      // A product name has no article of its own ("Lámpara LED Aurora"): it follows a colon.
      'Te presentamos: {name}.',
      'Mira esto: {name}.',
      '¿Buscas algo especial? Aquí está: {name}.',
      'Aquí lo tienes: {name}.',
      'Llegó lo que buscabas: {name}.',
    ],
    personalNarration: ['{first_name}, esto es para ti: {name}.', '¡Hola, {first_name}! Mira esto: {name}.'],
    personalSubtitle: '{first_name}, esto es para ti',
  },
  // Each must read well before a sentence and before a bare noun phrase ("carga rápida: …").
  connectors: ['Además, ', 'Y hay más: ', 'Por si fuera poco, ', 'Otro punto a favor: ', 'Lo mejor: '],
  genericBenefits: [
    { title: 'Calidad que se nota', narration: 'Está hecho con cuidado, hasta el último detalle.' },
    { title: 'Pensado para tu día a día', narration: 'Se adapta a tu rutina, día tras día.' },
    { title: 'Una gran elección', narration: 'Es una elección de la que no te vas a arrepentir.' },
    { title: 'Listo para ti', narration: 'Pídelo hoy y disfrútalo muy pronto.' },
  ],
  offer: {
    withOldPrice: ['Ahora por solo {price}. ¡Un {pct}% menos!', 'Ahorra un {pct}%: ahora solo {price}.'],
    withoutOldPrice: ['Todo esto por solo {price}.', 'Y cuesta solo {price}.'],
    was: 'Antes {old}',
  },
  cta: {
    titleOnMarketplace: ['Cómpralo ya {on}', 'Consíguelo {on}', 'Compra ahora {on}'],
    titleOnSite: ['Compra ahora en {site}', 'Pide el tuyo en {site}'],
    titlePlain: ['Pide el tuyo hoy', 'Consíguelo hoy'],
    narrationOnMarketplace: ['Toca el enlace y consigue el tuyo {on} hoy mismo.', 'No esperes más: cómpralo ahora {on}.'],
    narrationOnSite: ['Toca el enlace y pide el tuyo hoy.', 'Visita la tienda y consigue el tuyo ahora.'],
    narrationPlain: ['Pide el tuyo hoy.', 'Consíguelo antes de que se agote.'],
  },
};
