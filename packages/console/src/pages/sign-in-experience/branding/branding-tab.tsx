import { ColorFields } from './color-fields';
import { CustomCssField } from './custom-css-field';
import { LogoFields } from './logo-fields';

/** `/sign-in-experience/branding`. */
export default function BrandingTab() {
  return (
    <>
      <ColorFields />
      <LogoFields />
      <CustomCssField />
    </>
  );
}
