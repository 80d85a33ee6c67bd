/**
 * The fonts of the credential letters: DejaVu, shipped by the dejavu-fonts-ttf package and
 * embedded as subsets. The PDF standard fonts encode only WinAnsi, which lacks letters of
 * names schools do have (ş ğ ı Ł ą ő, Greek, Cyrillic); DejaVu covers them, and its mono face
 * sets the password with a dotted zero and distinct l, 1 and I.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface LetterFonts {
  regular: string;
  bold: string;
  mono: string;
}

let fonts: LetterFonts | null = null;

export function letterFonts(): LetterFonts {
  fonts ??= {
    regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
  };
  return fonts;
}
