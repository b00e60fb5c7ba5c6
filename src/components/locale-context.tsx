import { createContext, useContext } from "react";
import { defaultLocale, type Locale } from "../content/locale";

// The language of the page being rendered. The document shell provides it from the page list
// entry, so every server component can pick its words without the locale passed through props.
export const LocaleContext = createContext<Locale>(defaultLocale);
export const useLocale = () => useContext(LocaleContext);
