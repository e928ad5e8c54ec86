import { describe, expect, it } from 'vitest';
import { page, readPrice as read } from '../../../test/platform-page';
import { explainExtraction } from './extract-product';

// Product pages of shop platforms of one country or region (Brazil, Japan, Germany, the Czech Republic) as their default templates mark up prices, with
// the structured data (JSON-LD, microdata, RDFa, product meta tags) taken out, so the price comes from
// the page's analytics tags and its price text alone. Each page keeps the distractors that matter:
// old prices, instalments, per-unit and before-tax prices, the header's cart, related products.
// Each test asserts what a careful reader would answer; `it.fails` marks a page the extractor gets
// wrong today, with what it returns and the rule that causes it in the comment above.

describe('VTEX (Brazil)', () => {
  it('reads "por R$ 149,90" on a legacy CMS page, not "de R$ 199,90" nor "ou 10x de R$ 14,99"', () => {
    const html = page(
      'Tênis Corrida Leve Azul - Passo Certo',
      `<header class="header"><div class="portal-totalizers-ref"><div class="amount-items-in-cart"><div class="cartInfoWrapper"><span class="title"><span id="MostraTextoXml1">Resumo do Carrinho</span></span>
        <ul class="cart-info"><li class="amount-products"><strong><em class="amount-products-em">1</em></strong></li><li class="total-cart"><em class="total-cart-em">R$ 59,90</em></li></ul></div></div></div></header>
      <div class="produto"><div class="product-name"><h1><div class="fn productName">Tênis Corrida Leve Azul</div></h1></div>
        <div class="plugin-preco"><div class="productPrice"><p class="descricao-preco">
          <em class="valor-de price-list-price">De: <strong class="skuListPrice">R$ 199,90</strong></em>
          <em class="valor-por price-best-price">Por: <strong class="skuBestPrice">R$ 149,90</strong></em>
          <em class="valor-dividido price-installments"><span><span>ou <label class="skuBestInstallmentNumber">10<span class="x">x</span></label> de</span> <strong><label class="skuBestInstallmentValue">R$ 14,99</label></strong></span></em></p>
          <em class="economia-de">Economia de <strong class="economia">R$ 50,00</strong></em></div></div>
        <div class="buy-button-box"><a class="buy-button buy-button-ref" href="/checkout/cart/add?sku=123">Comprar</a></div></div>
      <div class="prateleira vitrine"><ul><li><div class="shelf-item"><h3 class="shelf-item__title">Meia Esportiva</h3><div class="shelf-item__best-price">R$ 29,90</div></div></li></ul></div>
      <script>vtex.events.addData({"pageCategory":"Produto","productId":"123","productName":"Tênis Corrida Leve Azul","productPriceFrom":"199.90","productPriceTo":"149.90"});</script>`,
    );
    expect(read(html, 'https://www.passocerto.com.br/tenis-corrida-leve-azul/p')).toMatchObject({ price: '149.90', currency: 'BRL', old_price: '199.90' });
  });

  it('reads the selling price of a VTEX IO store, not its list price, instalments or savings', () => {
    const money = (value: string, fraction: string) =>
      `<span class="vtex-product-price-1-x-currencyContainer"><span class="vtex-product-price-1-x-currencyCode">R$</span><span class="vtex-product-price-1-x-currencyLiteral">&nbsp;</span><span class="vtex-product-price-1-x-currencyInteger">${value}</span><span class="vtex-product-price-1-x-currencyDecimal">,</span><span class="vtex-product-price-1-x-currencyFraction">${fraction}</span></span>`;
    const html = page(
      'Tênis Corrida Leve Azul - Passo Certo',
      `<div class="vtex-store-components-3-x-container"><div class="vtex-flex-layout-0-x-flexRow--main-product">
        <h1 class="vtex-store-components-3-x-productNameContainer"><span class="vtex-store-components-3-x-productBrand">Tênis Corrida Leve Azul</span></h1>
        <span class="vtex-product-price-1-x-listPrice"><span class="vtex-product-price-1-x-listPriceValue strike">${money('199', '90')}</span></span>
        <span class="vtex-product-price-1-x-sellingPrice"><span class="vtex-product-price-1-x-sellingPriceValue">${money('149', '90')}</span></span>
        <span class="vtex-product-price-1-x-installments">ou <span class="vtex-product-price-1-x-installmentsNumber">10</span>x de <span class="vtex-product-price-1-x-installmentValue">${money('14', '99')}</span> sem juros</span>
        <span class="vtex-product-price-1-x-savings">Economize <span class="vtex-product-price-1-x-savingsValue">${money('50', '00')}</span></span>
        <button class="vtex-add-to-cart-button-0-x-buttonText">Adicionar ao carrinho</button></div>
      <div class="vtex-slider-layout-0-x-sliderLayoutContainer"><div class="vtex-slider-layout-0-x-slide"><span class="vtex-product-summary-2-x-productBrand">Meia Esportiva</span>
        <span class="vtex-product-price-1-x-sellingPriceValue vtex-product-price-1-x-sellingPriceValue--summary">${money('29', '90')}</span></div></div></div>`,
    );
    expect(read(html, 'https://www.passocerto.com.br/tenis-corrida-leve-azul/p')).toMatchObject({ price: '149.90', currency: 'BRL' });
  });
});

describe('Nuvemshop and Mercado Shops (Brazil)', () => {
  it('reads a Nuvemshop price, not its compare-at price, instalments or Pix discount', () => {
    const html = page(
      'Camiseta Básica Preta - Loja Brisa',
      `<header class="js-head-main head-main"><div class="js-cart-widget"><span class="js-cart-widget-amount">1</span><span class="js-cart-total">R$ 49,90</span></div></header>
      <section class="js-product-container"><div class="row"><div class="col-md-5"><h1 class="js-product-name h2">Camiseta Básica Preta</h1>
        <div class="price-container" data-store="product-price-1234">
          <span class="d-inline-block"><h4 id="compare_price_display" class="js-compare-price-display price-compare">R$ 119,90</h4></span>
          <span class="d-inline-block"><h4 class="js-price-display" id="price_display" data-product-price="8990">R$ 89,90</h4></span></div>
        <div class="js-product-payment-discount"><span class="js-payment-discount-price-product">R$ 80,91</span> com Pix</div>
        <div class="js-max-installments-container"><span class="js-max-installments">3x de <span class="js-installment-price">R$ 29,97</span> sem juros</span></div>
        <input type="submit" class="js-addtocart js-prod-submit-form btn btn-primary" value="Comprar"></div></div></section>
      <section class="section-products-related"><div class="js-item-product"><div class="item-name">Camiseta Branca</div><span class="js-price-display item-price">R$ 79,90</span></div></section>`,
    );
    expect(read(html, 'https://www.lojabrisa.com.br/produtos/camiseta-basica-preta/')).toMatchObject({ price: '89.90', currency: 'BRL', old_price: '119.90' });
  });

  // "10x R$ 8,99 sem juros": the instalment count is no other amount, so its words qualify it.
  it("reads a Mercado Shops price in Mercado Livre's andes markup, not the instalment", () => {
    const andes = (label: string, whole: string, cents: string, extra = '') =>
      `<span class="andes-money-amount ui-pdp-price__part andes-money-amount--cents-superscript${extra}" role="img" aria-label="${label}"><span class="andes-money-amount__currency-symbol" aria-hidden="true">R$</span><span class="andes-money-amount__fraction" aria-hidden="true">${whole}</span><span class="andes-money-amount__cents" aria-hidden="true">${cents}</span></span>`;
    const html = page(
      'Fone Bluetooth Sem Fio | Loja Som Certo',
      `<div class="ui-pdp-container"><div class="ui-pdp-header"><h1 class="ui-pdp-title">Fone Bluetooth Sem Fio</h1></div>
        <div class="ui-pdp-price"><s class="andes-money-amount ui-pdp-price__part ui-pdp-price__original-value andes-money-amount--previous" role="img" aria-label="Antes: 119 reais com 90 centavos"><span class="andes-money-amount__currency-symbol">R$</span><span class="andes-money-amount__fraction">119</span><span class="andes-money-amount__cents">90</span></s>
          <div class="ui-pdp-price__second-line">${andes('89 reais com 90 centavos', '89', '90')}<span class="andes-money-amount__discount">25% OFF</span></div>
          <div class="ui-pdp-price__subtitles"><p class="ui-pdp-color--GREEN ui-pdp-size--MEDIUM">em <span class="ui-pdp-price__part__container">10x ${andes('8 reais com 99 centavos', '8', '99', ' ui-pdp-price__part--medium')} sem juros</span></p></div></div>
        <button class="andes-button andes-button--loud"><span class="andes-button__content">Comprar agora</span></button></div>`,
    );
    expect(read(html, 'https://somcerto.mercadoshops.com.br/MLB-3001-fone-bluetooth-sem-fio-_JM')).toMatchObject({ price: '89.90', currency: 'BRL' });
  });
});

describe('Japanese shops', () => {
  // The product's name is an <h2> (the page has no <h1>): its block is found by that heading, which
  // begins the page's title; the page at large reads "ec-grid2__cell" boxes as a grid of other products.
  it('reads the tax-included selling price on EC-CUBE 4, not the regular price or related products', () => {
    const html = page(
      'チェリーアイスサンド / EC-CUBE SHOP',
      `<div class="ec-layoutRole__header"><div class="ec-headerRole__cart"><div class="ec-cartNaviWrap"><div class="ec-cartNavi"><span class="ec-cartNavi__badge">1</span><div class="ec-cartNavi__label"><div class="ec-cartNavi__price">￥1,320</div></div></div></div></div></div>
      <div class="ec-productRole"><div class="ec-grid2"><div class="ec-grid2__cell"><div class="ec-sliderItemRole"><img src="/html/upload/save_image/sand-1.png"></div></div>
        <div class="ec-grid2__cell"><div class="ec-productRole__profile"><div class="ec-productRole__title"><h2 class="ec-headingTitle">チェリーアイスサンド</h2></div>
          <div class="ec-productRole__priceRegular"><span class="ec-productRole__priceRegularPrice">通常価格：<span class="price01-default">￥3,080</span></span><span class="ec-productRole__priceRegularTax">税込</span></div>
          <div class="ec-productRole__price"><div class="ec-price"><span class="ec-price__price price02-default">￥2,800</span><span class="ec-price__tax">税込</span></div></div>
          <div class="ec-productRole__btn"><button type="submit" class="ec-blockBtn--action add-cart">カートに入れる</button></div></div></div></div></div>
      <div class="ec-shelfRole"><ul class="ec-shelfGrid"><li class="ec-shelfGrid__item"><p>フルーツサンド</p><p class="price02-default">￥1,320</p></li></ul></div>`,
    );
    expect(read(html, 'https://shop.sandyasan.jp/products/detail/2')).toMatchObject({ price: '2800', currency: 'JPY' });
  });

  // Since 2021 Japanese shops must show the total, and many print it as "2,000円（税込 2,200円）": the
  // price box reads as the total in its bracket, which has no price word of its own ("tax-in").
  it('reads the tax-included price printed in brackets after the price before tax (2,000円（税込 2,200円）)', () => {
    const html = page(
      '今治タオル フェイスタオル 3枚セット | タオル工房',
      `<header class="header"><a href="/cart" class="header-cart">カート <span class="cart-count">1</span></a></header>
      <main><div class="item-detail"><h1 class="item-name">今治タオル フェイスタオル 3枚セット</h1>
        <div class="item-price"><span class="price">2,000円</span><span class="tax-in">（税込 2,200円）</span></div>
        <p class="item-point">獲得ポイント：20pt</p><p class="item-shipping">送料：全国一律 550円（税込）</p>
        <button type="submit" class="btn-cart">カートに入れる</button></div>
      <div class="recommend-items"><h2>おすすめ商品</h2><div class="item"><p class="name">バスタオル</p><p class="price">3,300円（税込）</p></div></div></main>`,
    );
    expect(read(html, 'https://www.towel-kobo.jp/products/face-towel-3')).toMatchObject({ price: '2200', currency: 'JPY' });
  });
});

describe('German shop (Shopware 6)', () => {
  // "with-list-price" says the box also shows a list price (not that it is one); "(25,98 € / 1
  // Kilogramm)" is a price per unit of measure.
  it('reads the price inkl. MwSt., not the UVP nor the Grundpreis per kg', () => {
    const html = page(
      'Bio Espresso Bohnen 500 g | Röstwerk',
      `<header class="header-main"><div class="header-cart"><a class="btn header-cart-btn" href="/checkout/cart"><span class="header-cart-total">8,49&nbsp;€*</span></a></div></header>
      <main class="content-main"><div class="product-detail"><div class="row product-detail-main"><div class="col-lg-7 product-detail-media"><div class="gallery-slider-item"><img src="https://cdn.roestwerk.de/media/espresso.jpg"></div></div>
        <div class="col-lg-5 product-detail-buy"><h1 class="product-detail-name">Bio Espresso Bohnen 500 g</h1>
          <div class="product-detail-price-container"><p class="product-detail-price with-list-price">12,99&nbsp;€*</p>
            <span class="product-detail-list-price-wrapper">UVP <span class="list-price-price">15,99&nbsp;€*</span> <span class="list-price-percentage">(19% gespart)</span></span>
            <div class="product-detail-price-unit"><span class="price-unit-label">Inhalt:</span> <span class="price-unit-content">0.5 Kilogramm</span> <span class="price-unit-reference-content">(25,98&nbsp;€* / 1 Kilogramm)</span></div></div>
          <p class="product-detail-tax-container"><a class="product-detail-tax-link" href="/widgets/cms/shipping">Preise inkl. MwSt. zzgl. Versandkosten</a></p>
          <form action="/checkout/line-item/add" class="buy-widget"><button class="btn btn-primary btn-buy">In den Warenkorb</button></form></div></div>
        <div class="product-detail-cross-selling"><div class="product-slider"><div class="card product-box"><a class="product-name">Crema Bohnen 1 kg</a><span class="product-price">21,90&nbsp;€*</span></div></div></div></div></main>`,
    );
    expect(read(html, 'https://www.roestwerk.de/bio-espresso-bohnen-500-g/SW10012')).toMatchObject({ price: '12.99', currency: 'EUR' });
  });
});

describe('Shoptet (Czech Republic)', () => {
  // Shoptet's stylesheet crosses out "price-standard", the price before a sale, beside "price-final";
  // "price-additional" is the price before VAT ("bez DPH"). Other themes name their current price
  // "price-standard", so the name alone makes no old price: the final price beside it does.
  it('reads the final price, not the standard price, the price before VAT, the cart or related products', () => {
    const html = page(
      'Kávovar De\'Longhi Dedica EC685 | Kávový ráj',
      `<header id="header"><div class="navigation-buttons"><a href="/kosik/" class="btn btn-icon toggle-window cart-count" rel="nofollow"><span class="cart-price">0 Kč</span></a></div></header>
      <main id="content" class="content wide"><div class="p-detail" itemscope><div class="p-detail-inner"><div class="p-detail-inner-header"><h1>Kávovar De'Longhi Dedica EC685</h1></div>
        <div class="row"><div class="col-md-6 p-image-wrapper"><a href="/user/shop/big/1234.jpg" class="p-main-image"><img src="/user/shop/detail/1234.jpg" alt="Kávovar"></a></div>
          <div class="col-md-6 p-info-wrapper"><div class="p-final-price-wrapper"><span class="price-standard"><span>5 290 Kč</span></span><span class="price-save">&ndash;10 %</span>
            <strong class="price-final"><span class="price-final-holder">4 761 Kč</span></strong><span class="price-additional">3 935 Kč&nbsp;bez DPH</span><span class="price-measure"></span></div>
            <form action="/action/Cart/addCartItem/" method="post"><button type="submit" class="btn btn-lg btn-conversion add-to-cart-button">Do košíku</button></form></div></div></div></div>
        <div class="products-related-header">Související produkty</div><div class="products products-block products-related"><div class="product"><div class="p"><a href="/mlynek-na-kavu/" class="name">Mlýnek na kávu</a><div class="p-bottom"><div class="prices"><div class="price price-final"><strong>899 Kč</strong></div></div></div></div></div></div>
      </main>`,
    );
    expect(read(html, 'https://www.kavovy-raj.cz/kavovar-delonghi-dedica-ec685/')).toMatchObject({ price: '4761', currency: 'CZK', old_price: '5290' });
  });
});

describe('Shopware 5 (Responsive theme)', () => {
  // Shopware 5 marks the whole price box "price--discount" when the product is on sale: a state of
  // the box, not a discount amount. The old price is "price--line-through" beside "(33,37% gespart)".
  const detail = (prices: string) =>
    page(
      'Trinkflasche Edelstahl 750 ml | Outdoor-Laden',
      `<header class="header-main"><div class="navigation--entry entry--cart"><a href="/checkout/cart" class="btn is--icon-left cart--link"><span class="cart--amount">0,00&nbsp;€&nbsp;*</span></a></div></header>
      <div class="content-main--inner"><div class="content--wrapper"><div class="content product--details">
        <header class="product--header"><div class="product--info"><h1 class="product--title">Trinkflasche Edelstahl 750 ml</h1></div></header>
        <div class="product--detail-upper block-group"><div class="product--image-container image-slider"><img src="https://cdn.outdoor-laden.example.de/media/image/flasche.jpg" alt="Trinkflasche"></div>
          <div class="product--buybox block"><div class="buybox--inner">${prices}
            <p class="product--tax" data-content="" data-modalbox="true" data-targetselector="a">Preise inkl. gesetzlicher MwSt. <a title="Versandkosten" href="/versand" style="text-decoration:underline">zzgl. Versandkosten</a></p>
            <form name="sAddToBasket" method="post" action="/checkout/addArticle" class="buybox--form"><button class="buybox--button block btn is--primary is--icon-right is--center is--large">In den Warenkorb</button></form></div></div></div>
        <div class="product--crossselling"><div class="product-slider--container"><div class="product--box box--slider"><a href="/isolierbecher" class="product--title">Isolierbecher</a><div class="product--price"><span class="price--default is--nowrap">14,95&nbsp;€&nbsp;*</span></div></div></div></div>
      </div></div></div>`,
    );

  it('reads the price of a product on sale, not the crossed-out price nor the saving', () => {
    const html = detail(`<div class="product--price price--default price--discount"><span class="price--content content--default">19,99&nbsp;&euro;&nbsp;*</span><span class="price--discount-icon"><i class="icon--percent2"></i></span>
      <span class="content--discount"><span class="price--line-through">29,99&nbsp;&euro;&nbsp;*</span><span class="price--discount-percentage">(33,37% gespart)</span></span></div>`);
    expect(read(html, 'https://www.outdoor-laden.example.de/trinkflasche-edelstahl-750-ml')).toMatchObject({ price: '19.99', currency: 'EUR', old_price: '29.99' });
  });

  it('reads the price of a product not on sale', () => {
    const html = detail('<div class="product--price price--default"><span class="price--content content--default">24,99&nbsp;&euro;&nbsp;*</span></div>');
    expect(read(html, 'https://www.outdoor-laden.example.de/trinkflasche-edelstahl-750-ml')).toMatchObject({ price: '24.99', currency: 'EUR' });
  });
});

describe('Japanese shop software (Color Me Shop, futureshop, EC-CUBE 4)', () => {
  // "本体価格" is the price of the thing itself, before consumption tax, printed beside the price with tax.
  it('reads the price with tax, not the price before tax in brackets (Color Me Shop)', () => {
    const html = page(
      '本革キーケース | 革工房かわごや',
      `<div class="p-product-info"><h1 class="p-product-info__ttl">本革キーケース 4連</h1>
        <div class="p-product-price"><span class="p-product-price__sell">3,300円(税込)</span> <span class="p-product-price__base">（本体価格 3,000円）</span></div>
        <p class="p-product-postage">送料 370円 / 11,000円以上で送料無料</p></div>`,
    );
    expect(read(html, 'https://kawagoya.shop-pro.jp/?pid=151234567')).toMatchObject({ price: '3300', currency: 'JPY' });
  });

  it('reads the sale price, not the "listed" price, nor the price before tax (futureshop)', () => {
    const price = (state: string, label: string, amount: string) =>
      `<div class="fs-c-productPrice fs-c-productPrice--${state}"><span class="fs-c-productPrice__main"><span class="fs-c-productPrice__main__label">${label}</span><span class="fs-c-productPrice__main__price fs-c-price"><span class="fs-c-price__currencyMark">&yen;</span><span class="fs-c-price__value">${amount}</span></span></span></div>`;
    const html = page(
      'フレンチリネン シャツ | LIN&amp;CO',
      `<div class="fs-l-productLayout__item"><h1 class="fs-c-productNameHeading fs-c-heading">フレンチリネン バンドカラーシャツ</h1>
        <div class="fs-c-productPrices">${price('listed', '定価', '9,900')}${price('selling fs-c-productPrice--sale', 'セール価格', '7,590')}${price('taxExcluded', '（本体価格', '6,900')}</div></div>`,
    );
    expect(read(html, 'https://www.linandco.jp/c/shirts/LS2103')).toMatchObject({ price: '7590', currency: 'JPY' });
  });

  it("reads the price in the product's block when the page's <h1> is the shop's name linked home (EC-CUBE 4)", () => {
    const html = page(
      '有田焼 しのぎ マグカップ 瑠璃 / 有田焼の器 かまのうち',
      `<div class="ec-headerRole"><div class="ec-headerTitle__title"><h1><a href="https://www.kamanouchi-arita.jp/">有田焼の器 かまのうち</a></h1></div></div>
      <div class="ec-productRole"><div class="ec-grid2"><div class="ec-grid2__cell"><img src="/html/upload/save_image/mug.jpg"></div>
        <div class="ec-grid2__cell"><div class="ec-productRole__profile"><div class="ec-productRole__title"><h2 class="ec-headingTitle">有田焼 しのぎ マグカップ 瑠璃</h2></div>
          <div class="ec-productRole__price"><div class="ec-price"><span class="ec-price__price price02-default">￥3,300</span><span class="ec-price__tax">税込</span></div></div></div></div></div></div>`,
      '<meta property="og:title" content="有田焼 しのぎ マグカップ 瑠璃">',
    );
    const { product } = explainExtraction({ html, url: 'https://www.kamanouchi-arita.jp/products/detail/58' });
    expect(product).toMatchObject({ price: '3300', currency: 'JPY', name: '有田焼 しのぎ マグカップ 瑠璃' });
  });
});

describe('Chinese, Korean and Taiwanese shop software (ECShop, Cafe24, CYBERBIZ)', () => {
  it('reads "本店售价 ￥298元", not the market price nor the prices of member ranks (ECShop)', () => {
    const html = page(
      '2016年勐海宫廷熟普 357克七子饼_云茗轩',
      `<form action="javascript:addToCart(186)" method="post" name="ECS_FORMBUY" id="ECS_FORMBUY"><ul><li class="clearfix"><dd class="ddL">
        <strong>市场价格：</strong><font class="market">￥358元</font><br />
        <strong>本店售价：</strong><font class="shop" id="ECS_SHOPPRICE">￥298元</font><br />
        <strong>注册用户：</strong><font class="shop" id="ECS_RANKPRICE_1">￥283元</font><br />
        <strong>vip：</strong><font class="shop" id="ECS_RANKPRICE_2">￥268元</font><br /></dd></li></ul></form>`,
    );
    expect(read(html, 'http://www.yunmingxuan.cn/goods.php?id=186')).toMatchObject({ price: '298', currency: 'CNY' });
  });

  it('reads the discounted price, not the price the page crosses out by an inline style, nor the delivery fee (Cafe24)', () => {
    const row = (label: string, value: string) => `<tr class=" xans-record-"><th scope="row"><span style="font-size:12px;color:#555555;">${label}</span></th><td>${value}</td></tr>`;
    const html = page(
      '시카 리페어 크림 50ml - 그린민트랩',
      `<div class="infoArea"><h2>시카 리페어 크림 50ml</h2><div class="xans-element- xans-product xans-product-detaildesign"><table border="1" summary=""><tbody>
        ${row('소비자가', '<span><strike>38,000원</strike></span>')}
        ${row('판매가', '<span style="font-size:12px;color:#555555;font-weight:bold;"><strong id="span_product_price_text" style="text-decoration:line-through;">29,900원</strong><input id="product_price" name="product_price" value="" type="hidden"></span>')}
        ${row('할인판매가', '<span style="color:#ff0000;"><span id="span_product_price_sale">26,910원 <span style="font-size:12px;color:#ff0000;">(2,990원 할인)</span></span></span>')}
        ${row('배송비', '<span class="delv_price_B"><strong>3,000원</strong> (50,000원 이상 구매 시 무료)</span>')}
      </tbody></table></div></div>`,
    );
    expect(read(html, 'https://greenmintlab.co.kr/product/detail.html?product_no=38')).toMatchObject({ price: '26910', currency: 'KRW' });
  });

  it('reads the price, not the prices of add-ons bought with it (CYBERBIZ)', () => {
    const html = page(
      '凍頂烏龍茶 150g | 山嵐茶坊',
      `<div class="col-md-6 product-info"><h1 class="product-title">凍頂烏龍茶 150g</h1>
        <div class="product-price"><span class="price">NT$680</span> <del class="price-origin">NT$780</del></div>
        <div class="addon-block"><h4>加價購</h4><ul class="addon-list">
          <li class="addon-item"><label><input type="checkbox" name="addon[]" value="9901"> 側把急須壺 250ml</label> <span class="addon-price">加購價 NT$199</span> <del class="addon-origin">NT$450</del></li>
          <li class="addon-item"><label><input type="checkbox" name="addon[]" value="9902"> 錫箔夾鏈茶葉袋 10入</label> <span class="addon-price">加購價 NT$39</span></li></ul></div></div>`,
    );
    expect(read(html, 'https://www.shanlan-tea.com.tw/products/dongding-oolong')).toMatchObject({ price: '680', currency: 'TWD' });
  });
});

describe('South and Southeast Asian shops', () => {
  it('reads the price, not "harga coret", the price crossed out, nor the saving (Indonesia)', () => {
    const html = page(
      'Kemeja Batik Tulis Lasem | Batik Sekar Lasem',
      `<div class="col-md-6 info-produk"><h1 class="nama-produk">Kemeja Batik Tulis Lasem Motif Sekar Jagad</h1>
        <div class="harga-box"><span class="harga-coret">Rp 1.650.000</span> <span class="harga-jual">Rp 1.299.000</span> <span class="hemat">Hemat Rp 351.000</span></div></div>`,
    );
    expect(read(html, 'https://www.batiksekarlasem.com/produk/kemeja-batik-sekar-jagad')).toMatchObject({ price: '1299000', currency: 'IDR' });
  });

  it('reads a price in Bengali digits (Bangladesh)', () => {
    const html = page(
      'টাঙ্গাইল শাড়ি | তাঁতঘর',
      `<div class="product-detail"><h1>টাঙ্গাইল তাঁতের শাড়ি</h1><div class="product-price"><del class="old-price">৳ ১,৫৫০</del> <span class="new-price">৳ ১,২৫০</span></div></div>`,
    );
    expect(read(html, 'https://www.tantghor.com.bd/product/tangail-saree')).toMatchObject({ price: '1250', currency: 'BDT' });
  });
});
