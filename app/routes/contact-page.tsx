import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { SocialAccount } from '#shared/brand/brand-site-schema.ts';
import '#app/features/cms/info-pages.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { Route } from './+types/contact-page';

/** Only the page's SEO meta: the accounts and live chat are part of the site state every page has. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await siteConfigOf(request, context);
  return { seo: config ? pageSeo(config, request) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'contactUs');

/** The `ui` message key naming each account type. */
const typeKeys: Record<SocialAccount['type'], string> = {
  facebook: 'socialFacebook',
  telegram: 'socialTelegram',
  whatsapp: 'socialWhatsapp',
  line: 'socialLine',
  viber: 'socialViber',
  instagram: 'socialInstagram',
  x: 'socialX',
  youtube: 'socialYoutube',
  email: 'socialEmail',
  phone: 'socialPhone',
};

const icons = {
  // Messengers: a speech bubble.
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.2V17h16V7.2l-8 5.3Zm1.6-.2L12 11.2 18.4 7Z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1Z',
  // Social networks and video: a globe.
  web: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.6A15.7 15.7 0 0 0 8.1 8ZM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 5.6a15.7 15.7 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6Zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4Z',
} as const;

function iconOf(type: SocialAccount['type']): keyof typeof icons {
  if (type === 'email') return 'mail';
  if (type === 'phone') return 'phone';
  if (type === 'telegram' || type === 'whatsapp' || type === 'line' || type === 'viber') return 'chat';
  return 'web';
}

/** Spec §2 /contact-us: the brand's social accounts and whether live chat is available. */
export default function ContactPage() {
  const { t } = useTranslation('ui');
  const accounts = useSite((s) => s.accountList);
  // Spec §4: live chat loads only if its status is true and it has a chat_id.
  const chatOnline = useSite((s) => s.live_chat.status && s.live_chat.chat_id !== '');

  return (
    <div className="page page--contact info-page">
      <h1 className="page__title info-page__title">{t('contactUs')}</h1>
      <p className="info-page__lead">{t('contactLead')}</p>

      <section className="contact-section" aria-labelledby="contact-channels">
        <h2 className="contact-section__title" id="contact-channels">
          {t('contactChannels')}
        </h2>
        {accounts.length > 0 ? (
          <ul className="contact-list">
            {accounts.map((account) => {
              const external = /^https?:/i.test(account.url);
              return (
                <li key={`${account.type}:${account.url}`}>
                  <a
                    className="contact-list__link"
                    data-type={account.type}
                    href={account.url}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <svg
                      className="contact-list__icon"
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path fill="currentColor" fillRule="evenodd" d={icons[iconOf(account.type)]} />
                    </svg>
                    <span className="contact-list__text">
                      <span className="contact-list__type">{t(typeKeys[account.type])}</span>
                      <span className="contact-list__name">{account.name}</span>
                    </span>
                    {external ? <span className="sr-only">{t('opensInNewTab')}</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="info-page__empty">{t('contactNone')}</p>
        )}
      </section>

      <section className="contact-section" aria-labelledby="contact-live-chat">
        <h2 className="contact-section__title" id="contact-live-chat">
          {t('liveChat')}
        </h2>
        <p className={`chat-status chat-status--${chatOnline ? 'online' : 'offline'}`}>
          <span className="chat-status__dot" aria-hidden="true" />
          {t(chatOnline ? 'liveChatOnline' : 'liveChatOffline')}
        </p>
      </section>
    </div>
  );
}
