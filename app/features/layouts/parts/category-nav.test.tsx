import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#app/features/i18n/i18n.ts';
import type { Translator } from '#app/features/i18n/translator.ts';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import type { GameMenuItem } from '#shared/brand/brand-site-schema.ts';
import { useCategoryLabel } from './category-nav.tsx';

const item = (content_id: string, name: string): GameMenuItem => ({
  content_id,
  name,
  url: '/slots',
  icon: '',
});
const slots = item('SLOTS', 'menuSlots');
const fishing = item('FISHING', 'menuFishing');
const provider = item('PG', 'PG Soft');

/** The labels a server render of `instance` shows for `items`. */
function labelsOf(instance: Translator, items: GameMenuItem[]): string[] {
  let labels: string[] = [];
  function Probe() {
    const label = useCategoryLabel();
    // Asked twice, as a page asks in two places: the second answer must be the first.
    labels = items.map(label);
    expect(items.map(label)).toEqual(labels);
    return null;
  }
  renderToString(
    <I18nProvider i18n={instance}>
      <Probe />
    </I18nProvider>,
  );
  return labels;
}

describe('useCategoryLabel', () => {
  it("reads the gm text of the content id, else the item's ui key, else its literal name", () => {
    const instance = createI18n('EN', {
      EN: { gm: { slots: 'Slot games' }, ui: { menuFishing: 'Fishing', menuSlots: 'Slots' } },
    });
    expect(labelsOf(instance, [slots, fishing, provider])).toEqual(['Slot games', 'Fishing', 'PG Soft']);
    // Asked again on the next page (the shared server translator), the same labels.
    expect(labelsOf(instance, [slots, fishing, provider])).toEqual(['Slot games', 'Fishing', 'PG Soft']);
  });

  it('answers from the texts of the moment: a group that loads later changes the labels', () => {
    const instance = createI18n('CN', { EN: { gm: {}, ui: { menuFishing: 'Fishing' } }, CN: { ui: {} } });
    expect(labelsOf(instance, [fishing])).toEqual(['Fishing']);
    instance.addGroup('CN', 'gm', { fishing: '捕鱼' });
    expect(labelsOf(instance, [fishing])).toEqual(['捕鱼']);
  });

  it('tells two languages apart: each translator its own labels', () => {
    const english = createI18n('EN', { EN: { gm: { slots: 'Slots' }, ui: {} } });
    const chinese = createI18n('CN', {
      EN: { gm: { slots: 'Slots' }, ui: {} },
      CN: { gm: { slots: '老虎机' }, ui: {} },
    });
    expect(labelsOf(english, [slots])).toEqual(['Slots']);
    expect(labelsOf(chinese, [slots])).toEqual(['老虎机']);
    expect(labelsOf(english, [slots])).toEqual(['Slots']);
  });
});
