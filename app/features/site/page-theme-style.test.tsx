// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeCodes, themeColors } from '#shared/theme/themes.ts';
import { themeStyle } from '#shared/theme/tokens.ts';
import { themeStyleOfElement } from './page-theme-style.ts';

describe('themeStyleOfElement: the browser reads back the theme the server wrote (no token tables on the client)', () => {
  it.each(themeCodes.flatMap((theme) => themeColors(theme).map((color) => [theme, color] as const)))(
    '%s %s: the same properties and values as themeStyle',
    (theme, color) => {
      const tokens = themeStyle(theme, color);
      const host = document.createElement('div');
      // The style attribute exactly as the server renders it.
      host.innerHTML = renderToString(createElement('p', { style: tokens }));
      const element = host.firstElementChild as HTMLElement;
      expect(themeStyleOfElement(element)).toEqual(tokens);
    },
  );
});
