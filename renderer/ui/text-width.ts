/**
 * How wide texts are drawn in the app's font, for a column whose width must be known before
 * it is drawn (a virtualized grid sets every cell's width itself) yet fit words of any
 * language ("Vorhersage nach den Benutzern des Servers" is half as wide again as its English).
 * Measured on a canvas in the body's font; where there is no canvas (tests without a layout
 * engine) an estimate of 0.62 em a character stands in.
 */
export interface TextStyle {
  /** The font size in rem (Mantine's xs is 0.75, sm 0.875). */
  rem: number;
  weight?: number;
}

let context: CanvasRenderingContext2D | null | undefined;

function canvas(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  return context;
}

function rootPixels(): number {
  if (typeof document === 'undefined') return 16;
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** The width in pixels of the widest of `texts`, each in its style. */
export function widestText(texts: readonly { text: string; style: TextStyle }[]): number {
  const root = rootPixels();
  const drawing = canvas();
  const family = typeof document === 'undefined' ? '' : getComputedStyle(document.body).fontFamily;
  let widest = 0;
  for (const { text, style } of texts) {
    const size = style.rem * root;
    let width: number;
    if (drawing && family) {
      drawing.font = `${style.weight ?? 400} ${size}px ${family}`;
      width = drawing.measureText(text).width;
    } else width = [...text].length * size * 0.62;
    widest = Math.max(widest, width);
  }
  return Math.ceil(widest);
}
