// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { widestText } from '../../../../renderer/ui/text-width';

describe('widestText', () => {
  it('is the width of the widest text in its style, larger and bolder text wider', () => {
    const sub = { rem: 0.75 };
    const english = widestText([{ text: "by the server's users", style: sub }]);
    const german = widestText([{ text: 'nach den Benutzern des Servers', style: sub }]);
    expect(german).toBeGreaterThan(english);
    expect(widestText([{ text: 'Vorhersage', style: { rem: 0.875, weight: 600 } }])).toBeGreaterThan(
      widestText([{ text: 'Vorhersage', style: sub }]),
    );
    expect(
      widestText([
        { text: 'Neu', style: sub },
        { text: 'nach den Benutzern des Servers', style: sub },
      ]),
    ).toBe(german);
    expect(widestText([])).toBe(0);
  });
});
