/**
 * Words that name the amount after them as the price, as a label of its own: "Price:", "Our price",
 * "Preço:", "Цена:", "Hinta", "特價". A label of another price ("Regular price", "List price") is not one.
 */
export const PRICE_LABEL =
  /^(?:(?:our|your|sale|special|now|today'?s)\s+)?(?:price|preço|preco|precio|prix|preis|prezzo|prijs|pris|cena|cijena|hinta|hind|kaina|ár|fiyat|harga|giá|цена|ціна|τιμή|價格|价格|售價|售价|特價|特价|優惠價|优惠价|直購價)\s*[:：]?$/iu;
