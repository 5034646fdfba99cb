import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_TOKENS } from './themes';
import { brandSystem, PRODUCT_BRAND, type BrandTheme } from './system';

interface BrandingContextValue {
  brand: BrandTheme;
  setBrand: (brand: BrandTheme) => void;
}

const BrandingContext = createContext<BrandingContextValue | null>(null);

/**
 * Chakra with the active organization's theme and colour. Starts with the product branding (apex,
 * splash) and is switched by the tenant startup once the tube is loaded.
 */
export function BrandingProvider({
  children,
  initial = PRODUCT_BRAND,
}: {
  children: ReactNode;
  initial?: BrandTheme;
}) {
  const [brand, setBrand] = useState<BrandTheme>(initial);
  const system = useMemo(() => brandSystem(brand), [brand]);
  const mode = THEME_TOKENS[brand.theme].mode;

  // Chakra's `_dark` condition keys off a class on <html>; native controls follow `color-scheme`.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.classList.toggle('light', mode === 'light');
    root.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo(() => ({ brand, setBrand }), [brand]);
  return (
    <BrandingContext.Provider value={value}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </BrandingContext.Provider>
  );
}

export function useBranding(): BrandingContextValue {
  const value = useContext(BrandingContext);
  if (!value) throw new Error('useBranding must be used inside <BrandingProvider>');
  return value;
}
