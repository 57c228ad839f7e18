import type { CmsKey } from '../../../shared/brand/brand-schema.ts';

/** What the demo texts say about a brand. */
export interface BrandFacts {
  name: string;
  currency: string;
  supportEmail: string;
  /** Smallest withdrawal, as the player reads it (e.g. "PHP 500"). */
  minWithdrawal: string;
}

/** Languages the demo texts are written in: English, Filipino, Spanish, Simplified Chinese. */
export type CopyLanguage = 'en' | 'fil' | 'es' | 'zh';

export const seoPages = ['home', 'slots', 'casino', 'about', 'promotions'] as const;
export type SeoPage = (typeof seoPages)[number];

export interface SeoCopy {
  heading: string;
  body: string;
  title: string;
  description: string;
  keywords: string;
}

interface LanguageCopy {
  cms: Record<CmsKey, (b: BrandFacts) => string>;
  seo: Record<SeoPage, (b: BrandFacts) => SeoCopy>;
}

const en: LanguageCopy = {
  cms: {
    about_us: (b) =>
      `<h2>About ${b.name}</h2>
<p>${b.name} is an online gaming site built for players who want a fair game, quick payouts and a friendly face when something goes wrong. We bring together slots, live dealer tables, sports betting, fishing games and lotteries from licensed studios in one account and one wallet.</p>
<p>Every balance is kept in ${b.currency}, every bet and payout is recorded, and every game comes from a provider whose results are independently tested. Our support team answers around the clock at <a href="mailto:${b.supportEmail}">${b.supportEmail}</a> and through live chat.</p>
<p>Gaming is entertainment. We give you tools to set limits, take a break or close your account at any time.</p>`,
    privacy_policy: (b) =>
      `<h2>Privacy policy</h2>
<p>${b.name} collects only what it needs to run your account: your account ID, name, e-mail address, mobile number, and the records of your deposits, withdrawals and bets. We use this information to verify your identity, pay you, prevent fraud and meet our legal duties.</p>
<p>We never sell personal data. We share it only with payment processors and game providers as needed to complete a transaction, and with authorities when the law requires it. Data is stored encrypted and access is logged.</p>
<p>You may ask for a copy of your data, or for its correction or deletion, by writing to <a href="mailto:${b.supportEmail}">${b.supportEmail}</a>. Records we must keep by law are kept for the period the law sets and then deleted.</p>`,
    banking: (b) =>
      `<h2>Deposits and withdrawals</h2>
<p>Deposits are credited as soon as the payment provider confirms them, usually within a few minutes. All amounts are in ${b.currency}; we do not charge deposit fees.</p>
<p>The smallest withdrawal is ${b.minWithdrawal}. Withdrawals go to a bank account in your own name that you add under <strong>Bank details</strong>. Most requests are paid the same day; the first withdrawal may take longer while we verify your account.</p>
<ul><li>Keep your bank details up to date before requesting a payout.</li><li>Bonus funds must meet their turnover requirement before they can be withdrawn.</li><li>Contact support if a payment has not arrived within 24 hours.</li></ul>`,
    faqs: (b) =>
      `<h2>Frequently asked questions</h2>
<h3>How do I open an account?</h3>
<p>Choose <strong>Register</strong>, enter an account ID, a password and your mobile number, then type the six-digit code we send you by SMS.</p>
<h3>I forgot my password. What now?</h3>
<p>Use <strong>Forgot password</strong> on the login screen. We send a code to the mobile number on your account so that you can set a new password.</p>
<h3>How long do withdrawals take?</h3>
<p>Most withdrawals are paid the same day. See the banking page for details.</p>
<h3>Who do I contact for help?</h3>
<p>Our team at ${b.name} is available 24/7 through live chat and at <a href="mailto:${b.supportEmail}">${b.supportEmail}</a>.</p>`,
    responsible_gaming: (b) =>
      `<h2>Responsible gaming</h2>
<p>${b.name} wants gaming to stay fun. Only play with money you can afford to lose, never chase losses, and take regular breaks.</p>
<p>You can set deposit limits, take a cooling-off period or exclude yourself for six months or more. Ask our support team and the limit applies immediately; it cannot be lifted before its end date.</p>
<p>If gaming is causing you or someone close to you harm, free and confidential help is available from organisations such as GamCare and Gambling Therapy. Players under 18 are not allowed to open an account.</p>`,
    term_condition: (b) =>
      `<h2>Terms and conditions</h2>
<p>By opening an account with ${b.name} you confirm that you are at least 18 years old, that online gaming is legal where you live and that you hold only one account.</p>
<p>Bets are final once accepted. If a game malfunctions, all affected bets are void and stakes are returned. Bonuses carry the turnover requirements stated in each promotion.</p>
<p>We may suspend an account that is used for fraud, money laundering or bonus abuse, and we may ask for proof of identity before paying a withdrawal. These terms may change; we will tell you before a change takes effect.</p>`,
  },
  seo: {
    home: (b) => ({
      heading: `Welcome to ${b.name}`,
      body: `<p>Play hundreds of slots, live dealer tables and sports markets at ${b.name}, with fast ${b.currency} payouts and 24/7 support.</p>`,
      title: `${b.name} | Online Casino, Slots and Sports Betting`,
      description: `${b.name}: slots, live casino, sports betting and fishing games with fast ${b.currency} withdrawals and round-the-clock support.`,
      keywords: 'online casino, slots, live casino, sports betting, fishing games',
    }),
    slots: (b) => ({
      heading: 'Online slots',
      body: `<p>From classic fruit machines to jackpot video slots, spin the newest titles from leading studios at ${b.name}.</p>`,
      title: `Online Slots | ${b.name}`,
      description: `Spin the best online slots at ${b.name}: jackpots, free spins and new games every week.`,
      keywords: 'slots, video slots, jackpot slots, free spins',
    }),
    casino: (b) => ({
      heading: 'Live casino',
      body: `<p>Baccarat, blackjack, roulette and game shows streamed live with real dealers, open day and night at ${b.name}.</p>`,
      title: `Live Casino | ${b.name}`,
      description: `Play live baccarat, blackjack and roulette with real dealers at ${b.name}.`,
      keywords: 'live casino, baccarat, blackjack, roulette, live dealer',
    }),
    about: (b) => ({
      heading: `About ${b.name}`,
      body: `<p>Who we are, how we keep your account safe and how to reach our support team.</p>`,
      title: `About Us | ${b.name}`,
      description: `Learn about ${b.name}, our licensed game providers and our commitment to fair play.`,
      keywords: `about ${b.name}, fair play, licensed casino`,
    }),
    promotions: (b) => ({
      heading: 'Promotions',
      body: `<p>Welcome bonuses, weekly cashback and tournaments for members of ${b.name}.</p>`,
      title: `Promotions and Bonuses | ${b.name}`,
      description: `Claim welcome bonuses, cashback and tournament prizes at ${b.name}.`,
      keywords: 'casino bonus, cashback, promotions, tournaments',
    }),
  },
};

const fil: LanguageCopy = {
  cms: {
    about_us: (b) =>
      `<h2>Tungkol sa ${b.name}</h2>
<p>Ang ${b.name} ay isang online gaming site para sa mga manlalarong naghahanap ng patas na laro, mabilis na bayad at maaasahang tulong kapag may problema. Pinagsasama namin ang slots, live dealer tables, sports betting, fishing games at lotto mula sa mga lisensyadong studio sa iisang account at iisang wallet.</p>
<p>Nasa ${b.currency} ang bawat balanse, nakatala ang bawat taya at bayad, at ang bawat laro ay mula sa provider na sinusuri ng independiyenteng tagasuri. Sumasagot ang aming support team araw at gabi sa <a href="mailto:${b.supportEmail}">${b.supportEmail}</a> at sa live chat.</p>
<p>Libangan ang paglalaro. Maaari kang magtakda ng limitasyon, magpahinga o isara ang iyong account anumang oras.</p>`,
    privacy_policy: (b) =>
      `<h2>Patakaran sa privacy</h2>
<p>Kinokolekta lamang ng ${b.name} ang kailangan para patakbuhin ang iyong account: ang iyong account ID, pangalan, e-mail, numero ng mobile, at ang tala ng iyong mga deposito, withdrawal at taya. Ginagamit namin ito para patunayan ang iyong pagkakakilanlan, bayaran ka, pigilan ang pandaraya at sundin ang batas.</p>
<p>Hindi namin ipinagbibili ang personal na datos. Ibinabahagi lamang namin ito sa mga payment processor at game provider kung kailangan para matapos ang isang transaksyon, at sa mga awtoridad kung iniuutos ng batas.</p>
<p>Maaari kang humingi ng kopya, pagwawasto o pagbura ng iyong datos sa pamamagitan ng pagsulat sa <a href="mailto:${b.supportEmail}">${b.supportEmail}</a>.</p>`,
    banking: (b) =>
      `<h2>Deposito at withdrawal</h2>
<p>Naikre-credit ang deposito sa sandaling kumpirmahin ito ng payment provider, kadalasan sa loob ng ilang minuto. Lahat ng halaga ay nasa ${b.currency}, at walang bayad sa pagdeposito.</p>
<p>Ang pinakamababang withdrawal ay ${b.minWithdrawal}. Ipinapadala ang withdrawal sa bank account na nakapangalan sa iyo na idinagdag mo sa <strong>Bank details</strong>. Karamihan ay nababayaran sa parehong araw; maaaring mas matagal ang una habang bine-verify namin ang iyong account.</p>
<ul><li>Siguraduhing tama ang iyong bank details bago mag-withdraw.</li><li>Kailangang matugunan ng bonus ang turnover bago ito ma-withdraw.</li><li>Makipag-ugnayan sa support kung hindi dumating ang bayad sa loob ng 24 oras.</li></ul>`,
    faqs: (b) =>
      `<h2>Mga madalas itanong</h2>
<h3>Paano magbukas ng account?</h3>
<p>Piliin ang <strong>Register</strong>, ilagay ang account ID, password at numero ng mobile, at i-type ang anim na digit na code na ipapadala namin sa SMS.</p>
<h3>Nakalimutan ko ang aking password. Ano ang gagawin ko?</h3>
<p>Gamitin ang <strong>Forgot password</strong> sa login screen. Magpapadala kami ng code sa numero ng iyong account para makapagtakda ka ng bagong password.</p>
<h3>Gaano katagal ang withdrawal?</h3>
<p>Karamihan ay nababayaran sa parehong araw. Tingnan ang banking page para sa detalye.</p>
<h3>Kanino ako lalapit para sa tulong?</h3>
<p>Bukas ang team ng ${b.name} 24/7 sa live chat at sa <a href="mailto:${b.supportEmail}">${b.supportEmail}</a>.</p>`,
    responsible_gaming: (b) =>
      `<h2>Responsableng paglalaro</h2>
<p>Nais ng ${b.name} na manatiling masaya ang paglalaro. Maglaro lamang gamit ang perang kaya mong mawala, huwag habulin ang talo, at magpahinga nang madalas.</p>
<p>Maaari kang magtakda ng limitasyon sa deposito, magpahinga nang panandalian, o i-exclude ang sarili nang anim na buwan o higit pa. Sabihan lamang ang aming support team at agad itong ipatutupad.</p>
<p>Kung nakasasama na ang paglalaro sa iyo o sa iyong mahal sa buhay, may libre at kumpidensyal na tulong mula sa GamCare at Gambling Therapy. Bawal magbukas ng account ang wala pang 18 taong gulang.</p>`,
    term_condition: (b) =>
      `<h2>Mga tuntunin at kundisyon</h2>
<p>Sa pagbubukas ng account sa ${b.name}, kinukumpirma mong ikaw ay 18 taong gulang pataas, na legal ang online gaming kung saan ka nakatira, at na iisa lamang ang iyong account.</p>
<p>Pinal ang taya kapag natanggap na. Kung magkaaberya ang isang laro, walang bisa ang mga apektadong taya at ibabalik ang taya. May turnover requirement ang bawat bonus ayon sa promo.</p>
<p>Maaari naming suspindihin ang account na ginagamit sa pandaraya, money laundering o pang-aabuso ng bonus, at maaari kaming humingi ng patunay ng pagkakakilanlan bago magbayad ng withdrawal.</p>`,
  },
  seo: {
    home: (b) => ({
      heading: `Maligayang pagdating sa ${b.name}`,
      body: `<p>Maglaro ng daan-daang slots, live dealer tables at sports betting sa ${b.name}, na may mabilis na bayad sa ${b.currency} at 24/7 na suporta.</p>`,
      title: `${b.name} | Online Casino, Slots at Sports Betting`,
      description: `${b.name}: slots, live casino, sports betting at fishing games na may mabilis na withdrawal sa ${b.currency}.`,
      keywords: 'online casino, slots, live casino, sabong, sports betting',
    }),
    slots: (b) => ({
      heading: 'Online slots',
      body: `<p>Mula sa klasikong fruit machine hanggang sa jackpot video slots, paikutin ang pinakabagong laro sa ${b.name}.</p>`,
      title: `Online Slots | ${b.name}`,
      description: `Paikutin ang pinakamahusay na online slots sa ${b.name}: jackpot, free spins at bagong laro linggo-linggo.`,
      keywords: 'slots, jackpot, free spins',
    }),
    casino: (b) => ({
      heading: 'Live casino',
      body: `<p>Baccarat, blackjack, roulette at game shows na live kasama ang totoong dealer, bukas araw at gabi sa ${b.name}.</p>`,
      title: `Live Casino | ${b.name}`,
      description: `Maglaro ng live baccarat, blackjack at roulette kasama ang totoong dealer sa ${b.name}.`,
      keywords: 'live casino, baccarat, blackjack, roulette',
    }),
    about: (b) => ({
      heading: `Tungkol sa ${b.name}`,
      body: `<p>Kung sino kami, paano namin pinangangalagaan ang iyong account at paano makipag-ugnayan sa aming support team.</p>`,
      title: `Tungkol sa Amin | ${b.name}`,
      description: `Alamin ang tungkol sa ${b.name}, ang aming mga lisensyadong provider at ang aming pangako sa patas na laro.`,
      keywords: `tungkol sa ${b.name}, patas na laro`,
    }),
    promotions: (b) => ({
      heading: 'Mga promo',
      body: `<p>Welcome bonus, lingguhang cashback at mga torneo para sa mga miyembro ng ${b.name}.</p>`,
      title: `Mga Promo at Bonus | ${b.name}`,
      description: `Kunin ang welcome bonus, cashback at premyo sa torneo sa ${b.name}.`,
      keywords: 'bonus, cashback, promo, torneo',
    }),
  },
};

const es: LanguageCopy = {
  cms: {
    about_us: (b) =>
      `<h2>Sobre ${b.name}</h2>
<p>${b.name} es un sitio de juego en línea pensado para quienes buscan juego limpio, pagos rápidos y una atención cercana cuando algo falla. Reunimos tragamonedas, mesas en vivo, apuestas deportivas, juegos de pesca y loterías de estudios con licencia en una sola cuenta y un solo monedero.</p>
<p>Todos los saldos se llevan en ${b.currency}, cada apuesta y cada pago quedan registrados y cada juego procede de un proveedor cuyos resultados se auditan de forma independiente. Nuestro equipo responde a cualquier hora en <a href="mailto:${b.supportEmail}">${b.supportEmail}</a> y por chat en vivo.</p>
<p>El juego es entretenimiento. Puedes fijar límites, tomarte una pausa o cerrar tu cuenta cuando quieras.</p>`,
    privacy_policy: (b) =>
      `<h2>Política de privacidad</h2>
<p>${b.name} solo recoge lo necesario para gestionar tu cuenta: tu ID de cuenta, nombre, correo electrónico, número de móvil y el registro de tus depósitos, retiradas y apuestas. Usamos estos datos para verificar tu identidad, pagarte, prevenir el fraude y cumplir la ley.</p>
<p>Nunca vendemos datos personales. Solo los compartimos con procesadores de pago y proveedores de juegos cuando hace falta para completar una operación, y con las autoridades cuando la ley lo exige.</p>
<p>Puedes pedir una copia, la rectificación o la supresión de tus datos escribiendo a <a href="mailto:${b.supportEmail}">${b.supportEmail}</a>.</p>`,
    banking: (b) =>
      `<h2>Depósitos y retiradas</h2>
<p>Los depósitos se abonan en cuanto el proveedor de pagos los confirma, normalmente en pocos minutos. Todos los importes son en ${b.currency} y no cobramos comisión por depositar.</p>
<p>La retirada mínima es de ${b.minWithdrawal}. Las retiradas se envían a una cuenta bancaria a tu nombre que añades en <strong>Datos bancarios</strong>. La mayoría se pagan en el día; la primera puede tardar más mientras verificamos tu cuenta.</p>
<ul><li>Mantén tus datos bancarios al día antes de solicitar un pago.</li><li>Los fondos de bono deben cumplir su requisito de apuesta antes de retirarse.</li><li>Contacta con soporte si un pago no ha llegado en 24 horas.</li></ul>`,
    faqs: (b) =>
      `<h2>Preguntas frecuentes</h2>
<h3>¿Cómo abro una cuenta?</h3>
<p>Pulsa <strong>Registrarse</strong>, introduce un ID de cuenta, una contraseña y tu número de móvil, y escribe el código de seis cifras que te enviamos por SMS.</p>
<h3>He olvidado mi contraseña, ¿qué hago?</h3>
<p>Usa <strong>He olvidado mi contraseña</strong> en la pantalla de acceso. Te enviaremos un código al móvil de tu cuenta para que elijas una contraseña nueva.</p>
<h3>¿Cuánto tardan las retiradas?</h3>
<p>La mayoría se pagan en el mismo día. Consulta la página de pagos para más detalles.</p>
<h3>¿Con quién contacto si necesito ayuda?</h3>
<p>El equipo de ${b.name} atiende 24/7 por chat en vivo y en <a href="mailto:${b.supportEmail}">${b.supportEmail}</a>.</p>`,
    responsible_gaming: (b) =>
      `<h2>Juego responsable</h2>
<p>En ${b.name} queremos que el juego siga siendo divertido. Juega solo con dinero que puedas permitirte perder, no intentes recuperar pérdidas y haz pausas a menudo.</p>
<p>Puedes fijar límites de depósito, tomarte un periodo de descanso o autoexcluirte durante seis meses o más. Pídelo a nuestro equipo de soporte y se aplica de inmediato.</p>
<p>Si el juego os está haciendo daño a ti o a alguien cercano, hay ayuda gratuita y confidencial en organizaciones como GamCare y Gambling Therapy. Los menores de 18 años no pueden abrir una cuenta.</p>`,
    term_condition: (b) =>
      `<h2>Términos y condiciones</h2>
<p>Al abrir una cuenta en ${b.name} confirmas que tienes al menos 18 años, que el juego en línea es legal donde vives y que solo tienes una cuenta.</p>
<p>Las apuestas aceptadas son firmes. Si un juego falla, las apuestas afectadas se anulan y se devuelve lo apostado. Los bonos tienen los requisitos de apuesta indicados en cada promoción.</p>
<p>Podemos suspender una cuenta usada para fraude, blanqueo de capitales o abuso de bonos, y pedir una prueba de identidad antes de pagar una retirada.</p>`,
  },
  seo: {
    home: (b) => ({
      heading: `Bienvenido a ${b.name}`,
      body: `<p>Juega a cientos de tragamonedas, mesas en vivo y mercados deportivos en ${b.name}, con pagos rápidos en ${b.currency} y soporte 24/7.</p>`,
      title: `${b.name} | Casino en línea, tragamonedas y apuestas deportivas`,
      description: `${b.name}: tragamonedas, casino en vivo, apuestas deportivas y juegos de pesca con retiradas rápidas en ${b.currency}.`,
      keywords: 'casino en línea, tragamonedas, casino en vivo, apuestas deportivas',
    }),
    slots: (b) => ({
      heading: 'Tragamonedas en línea',
      body: `<p>Desde las clásicas de frutas hasta las de bote progresivo, gira los últimos títulos de los mejores estudios en ${b.name}.</p>`,
      title: `Tragamonedas | ${b.name}`,
      description: `Las mejores tragamonedas en línea en ${b.name}: botes, giros gratis y juegos nuevos cada semana.`,
      keywords: 'tragamonedas, slots, giros gratis, bote',
    }),
    casino: (b) => ({
      heading: 'Casino en vivo',
      body: `<p>Baccarat, blackjack, ruleta y concursos en directo con crupieres reales, abiertos día y noche en ${b.name}.</p>`,
      title: `Casino en vivo | ${b.name}`,
      description: `Juega al baccarat, blackjack y ruleta en vivo con crupieres reales en ${b.name}.`,
      keywords: 'casino en vivo, baccarat, blackjack, ruleta',
    }),
    about: (b) => ({
      heading: `Sobre ${b.name}`,
      body: `<p>Quiénes somos, cómo protegemos tu cuenta y cómo contactar con nuestro equipo de soporte.</p>`,
      title: `Quiénes somos | ${b.name}`,
      description: `Conoce ${b.name}, nuestros proveedores con licencia y nuestro compromiso con el juego limpio.`,
      keywords: `sobre ${b.name}, juego limpio, casino con licencia`,
    }),
    promotions: (b) => ({
      heading: 'Promociones',
      body: `<p>Bonos de bienvenida, reembolsos semanales y torneos para los miembros de ${b.name}.</p>`,
      title: `Promociones y bonos | ${b.name}`,
      description: `Consigue bonos de bienvenida, reembolsos y premios de torneos en ${b.name}.`,
      keywords: 'bono de casino, reembolso, promociones, torneos',
    }),
  },
};

const zh: LanguageCopy = {
  cms: {
    about_us: (b) =>
      `<h2>关于${b.name}</h2>
<p>${b.name}是一个为追求公平游戏、快速出款和贴心服务的玩家打造的在线娱乐平台。我们将持牌工作室的老虎机、真人荷官、体育投注、捕鱼游戏和彩票汇集在同一个账户和同一个钱包中。</p>
<p>所有余额均以${b.currency}计算，每一笔投注和派彩都有记录，每一款游戏都来自结果经过独立检测的供应商。我们的客服团队全天候通过 <a href="mailto:${b.supportEmail}">${b.supportEmail}</a> 和在线客服为您服务。</p>
<p>游戏是一种娱乐。您可以随时设置限额、暂停游戏或关闭账户。</p>`,
    privacy_policy: (b) =>
      `<h2>隐私政策</h2>
<p>${b.name}只收集运营您的账户所必需的信息：账户ID、姓名、电子邮箱、手机号码，以及您的存款、提款和投注记录。我们使用这些信息来验证身份、向您付款、防范欺诈并履行法律义务。</p>
<p>我们绝不出售个人数据。仅在完成交易所需时与支付机构和游戏供应商共享，或在法律要求时提供给相关部门。</p>
<p>如需获取、更正或删除您的数据，请发送邮件至 <a href="mailto:${b.supportEmail}">${b.supportEmail}</a>。</p>`,
    banking: (b) =>
      `<h2>存款与提款</h2>
<p>支付机构确认后，存款即时到账，通常只需几分钟。所有金额均以${b.currency}计算，存款不收取手续费。</p>
<p>最低提款金额为${b.minWithdrawal}。提款将汇入您在<strong>银行资料</strong>中添加的本人名下银行账户。大多数提款当天到账；首次提款可能因账户核实而稍有延迟。</p>
<ul><li>申请提款前请确认银行资料正确无误。</li><li>红利资金须完成流水要求后方可提取。</li><li>如24小时内未收到款项，请联系客服。</li></ul>`,
    faqs: (b) =>
      `<h2>常见问题</h2>
<h3>如何注册账户？</h3>
<p>点击<strong>注册</strong>，输入账户ID、密码和手机号码，然后填写我们通过短信发送的六位验证码。</p>
<h3>忘记密码怎么办？</h3>
<p>在登录页面点击<strong>忘记密码</strong>，我们会向您账户绑定的手机发送验证码，以便您设置新密码。</p>
<h3>提款需要多长时间？</h3>
<p>大多数提款当天到账，详情请参阅存提款页面。</p>
<h3>需要帮助时联系谁？</h3>
<p>${b.name}客服团队全天候在线，可通过在线客服或 <a href="mailto:${b.supportEmail}">${b.supportEmail}</a> 联系我们。</p>`,
    responsible_gaming: (b) =>
      `<h2>负责任博彩</h2>
<p>${b.name}希望游戏始终是一种乐趣。请只用您能承受损失的资金游戏，不要追逐损失，并定期休息。</p>
<p>您可以设置存款限额、申请冷静期，或自我排除六个月或更长时间。联系客服后立即生效，且在到期前不可撤销。</p>
<p>如果游戏已对您或您身边的人造成伤害，可向 GamCare、Gambling Therapy 等机构寻求免费、保密的帮助。未满18岁者不得注册账户。</p>`,
    term_condition: (b) =>
      `<h2>条款与条件</h2>
<p>在${b.name}注册账户即表示您确认已年满18岁、您所在地区允许在线娱乐，并且只持有一个账户。</p>
<p>投注一经接受即为最终结果。如游戏出现故障，受影响的投注作废并退还本金。各项红利均须满足活动规定的流水要求。</p>
<p>对于用于欺诈、洗钱或滥用红利的账户，我们有权暂停，并可在支付提款前要求提供身份证明。</p>`,
  },
  seo: {
    home: (b) => ({
      heading: `欢迎来到${b.name}`,
      body: `<p>在${b.name}畅玩数百款老虎机、真人荷官和体育赛事，${b.currency}快速出款，全天候客服。</p>`,
      title: `${b.name} | 在线娱乐场、老虎机与体育投注`,
      description: `${b.name}：老虎机、真人娱乐场、体育投注与捕鱼游戏，${b.currency}快速提款，24小时客服。`,
      keywords: '在线娱乐场, 老虎机, 真人娱乐场, 体育投注, 捕鱼',
    }),
    slots: (b) => ({
      heading: '在线老虎机',
      body: `<p>从经典水果机到累积奖池视频老虎机，在${b.name}畅玩顶级工作室的最新作品。</p>`,
      title: `老虎机 | ${b.name}`,
      description: `在${b.name}畅玩精选在线老虎机：奖池、免费旋转，每周上新。`,
      keywords: '老虎机, 电子游戏, 免费旋转, 奖池',
    }),
    casino: (b) => ({
      heading: '真人娱乐场',
      body: `<p>百家乐、二十一点、轮盘和游戏秀，真人荷官实时直播，${b.name}全天开放。</p>`,
      title: `真人娱乐场 | ${b.name}`,
      description: `在${b.name}与真人荷官畅玩百家乐、二十一点和轮盘。`,
      keywords: '真人娱乐场, 百家乐, 二十一点, 轮盘',
    }),
    about: (b) => ({
      heading: `关于${b.name}`,
      body: `<p>了解我们是谁、我们如何保护您的账户以及如何联系客服团队。</p>`,
      title: `关于我们 | ${b.name}`,
      description: `了解${b.name}、我们的持牌游戏供应商以及我们对公平游戏的承诺。`,
      keywords: `关于${b.name}, 公平游戏, 持牌娱乐场`,
    }),
    promotions: (b) => ({
      heading: '优惠活动',
      body: `<p>${b.name}会员专享首存红利、每周返水和锦标赛。</p>`,
      title: `优惠活动 | ${b.name}`,
      description: `在${b.name}领取首存红利、返水和锦标赛奖金。`,
      keywords: '娱乐场红利, 返水, 优惠活动, 锦标赛',
    }),
  },
};

const copies: Record<CopyLanguage, LanguageCopy> = { en, fil, es, zh };

export function cmsBody(language: CopyLanguage, key: CmsKey, facts: BrandFacts): string {
  return copies[language].cms[key](facts);
}

export function seoCopy(language: CopyLanguage, page: SeoPage, facts: BrandFacts): SeoCopy {
  return copies[language].seo[page](facts);
}
