import type { LanguageCode } from '#shared/i18n/languages.ts';

type Template = (site: string, code: string, minutes: number) => string;

/** The verification-code SMS in each language with messages; others fall back to English. */
const codeTexts: Partial<Record<LanguageCode, Template>> = {
  EN: (site, code, minutes) => `Your ${site} code is ${code}. It expires in ${minutes} minutes.`,
  PHP: (site, code, minutes) =>
    `Ang iyong ${site} code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto.`,
  CN: (site, code, minutes) => `您的${site}验证码是${code}，${minutes}分钟内有效。`,
  ESP: (site, code, minutes) => `Tu código de ${site} es ${code}. Caduca en ${minutes} minutos.`,
  RUS: (site, code, minutes) => `Ваш код ${site}: ${code}. Он действует ${minutes} минут.`,
};

export function verificationCodeText(
  language: LanguageCode,
  siteName: string,
  code: string,
  minutes: number,
): string {
  const template = codeTexts[language] ?? codeTexts.EN!;
  return template(siteName, code, minutes);
}
