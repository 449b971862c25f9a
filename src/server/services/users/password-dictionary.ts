// Words zxcvbn-ts does not know are predictable here: the company's and the site's own names, the
// places its jobs are in, the words people put in a first password, and the digits and symbols they
// decorate them with ("Admin@123", "Rft@2024"). Earlier words rank as more likely guesses.
const SITE_WORDS = [
  "rft",
  "rfttechnologies",
  "rfttraining",
  "technologies",
  "careers",
  "admin",
  "administrator",
  "test",
  "welcome",
  "password",
  "login",
  "user",
  "hr",
  "india",
  "bharat",
  "hindustan",
  "bangalore",
  "bengaluru",
  "mumbai",
  "delhi",
  "chennai",
  "hyderabad",
  "pune",
  "kolkata",
  "manipal",
  "ahmedabad",
  "jaipur",
  "noida",
  "gurgaon",
  "kochi",
];

const FIRST_YEAR = 1950;
const LAST_YEAR = 2040;
const NUMBERS = ["1", "12", "123", "1234", "12345", "123456", "786", "007"];
const SYMBOLS = ["@", "#", "!", "$", "&", "*", "_", "-", "."];

function decorations(): string[] {
  const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => String(FIRST_YEAR + i));
  return SYMBOLS.flatMap((symbol) => [...NUMBERS, ...years].flatMap((digits) => [symbol + digits, digits + symbol]));
}

/** Extra zxcvbn-ts dictionaries, by name, beside the common ones. */
export const PASSWORD_DICTIONARY: Record<string, string[]> = { site: SITE_WORDS, decorations: decorations() };
