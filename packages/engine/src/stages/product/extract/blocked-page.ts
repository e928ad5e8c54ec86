import { load } from 'cheerio';

// Titles of bot walls and challenge pages (Cloudflare, Amazon, Akamai, PerimeterX, Imperva, Sucuri…).
const BLOCK_TITLE =
  /just a moment|attention required|robot check|access denied|are you a (robot|human)|security check|pardon our interruption|verify(ing)? you are (a )?human|please verify|one more step|checking your browser|request unsuccessful|access to this page has been denied|verificação de segurança|acceso denegado|captcha/i;
// Markup only the challenge itself carries (not the bot-management scripts normal pages load too).
const CHALLENGE_MARKUP =
  /cf_chl_opt|cf-browser-verification|id="challenge-form"|\/errors\/validateCaptcha|captcha-delivery\.com\/captcha|geo\.captcha-delivery\.com|id="px-captcha"|_Incapsula_Resource|Incapsula incident ID|sucuri-firewall|cf-error-details|distil_r_captcha/i;
// What such pages say to the person in front of them.
const CHALLENGE_TEXT =
  /type the characters you see|enter the characters you see|checking (if the site connection is secure|your browser)|enable javascript and cookies to continue|verify you are (a )?human|press (&|and) hold|unusual traffic|you don't have permission to access|reference #\d|not a robot|sorry, we just need to make sure you're not a robot/i;

/**
 * Whether a response is a bot wall, challenge or access-denied page rather than the shop's page. It
 * reads what a person would see: a product page that merely loads a captcha script is not blocked,
 * because challenge pages are short and say so in their title or text.
 */
export function detectBlockedPage(options: { html: string; status?: number }): boolean {
  const $ = load(options.html);
  const title = $('title').first().text().trim();
  $('script, style, noscript, template').remove();
  const text = $('body').text().replace(/\s+/g, ' ').trim();
  const short = text.length < 3000;
  if (CHALLENGE_MARKUP.test(options.html) && short) return true;
  if (BLOCK_TITLE.test(title) && short) return true;
  if (CHALLENGE_TEXT.test(text) && short) return true;
  // A refusal status with next to nothing on the page is a wall whatever it says.
  return (options.status === 403 || options.status === 429) && text.length < 500 && /captcha|robot|denied|blocked|forbidden|verify/i.test(`${title} ${text}`);
}
