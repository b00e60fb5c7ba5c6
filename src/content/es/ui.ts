// Every other string a visitor sees or hears (menus, the quote form and its messages, toasts, the
// confirmation, the 404 and error pages, aria-labels, the share image's words), in English as the code
// has them today and in Spanish, under the same keys: the wiring can switch the code to ui[locale].
// uiEs has uiEn's type, so a key missing on either side does not compile.
import { business } from "../business";
import type { ServiceTypeValue } from "../../lib/service-types";
import { hoursEs } from "./hours";
import { preferredDaysAhead } from "../../lib/arrival-windows";
import { photoLimits } from "../../lib/quote-fields";

const maxPhotoMb = photoLimits.bytes / 1024 / 1024;

const replyHours = business.quoteReplyHours;
const englishAdvice = "You've sent several requests in a short time. Please wait a minute and try again";
const spanishAdvice = "Ha enviado varias solicitudes en poco tiempo. Espere un minuto y vuelva a intentarlo";

export const uiEn = {
  /** <html lang> and og:locale of a page in this language. */
  meta: { htmlLang: "en-US", ogLocale: "en_US" },
  /** "Call (281) 555-0147": the header, mobile menu, hero, band, 404, form and share image. */
  call: (phone: string) => `Call ${phone}`,
  nav: {
    skipToContent: "Skip to content",
    logoLabel: (name: string) => `${name}, home`,
    mainLabel: "Main",
    mobileLabel: "Mobile",
    home: "Home",
    services: "Services",
    serviceAreas: "Service Areas",
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    breadcrumbLabel: "Breadcrumb",
  },
  language: { label: "Language", english: "English", spanish: "Español" },
  serviceCard: { readMoreAbout: (title: string) => ` about ${title}` },
  reviews: { stars: (rating: number) => `Rated ${rating} out of 5 stars` },
  contact: { socialLabel: "Social media" },
  city: { zipListLabel: (name: string) => `${name} zip codes` },
  footer: { copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.` },
  form: {
    label: "Request Free Quote",
    requiredNote: "All fields are required unless marked optional.",
    honeypotLabel: "Leave this field empty",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      phone: "Phone",
      email: "Email",
      serviceType: "Service Type",
      cityZip: "City or ZIP (optional)",
      description: "Project Details",
      photos: "Photos (optional)",
      preferredDate: "Preferred day (optional)",
      preferredWindow: "Arrival window (optional)",
    },
    servicePlaceholder: "Select a service",
    /** The option labels; the values (the keys) are the spec's and never change. */
    serviceOptions: {
      "junk-removal": "Junk Removal",
      "moving-services": "Moving Services",
      "cleanout-services": "Cleanout Services",
      "demo-removal": "Demo & Removal",
    } satisfies Record<ServiceTypeValue, string> as Record<ServiceTypeValue, string>,
    descriptionPlaceholder: "What needs to go, or what are we moving? Stairs, access, timing...",
    submit: "Request Free Quote",
    submitting: "Submitting...",
    /** Field messages (src/lib/quote-schema.ts). */
    messages: {
      required: "Required",
      notText: "Must be text",
      tooLong: (max: number) => `Must be ${max} characters or fewer`,
      phone: "Enter a valid phone number",
      email: "Enter a valid email address",
      serviceType: "Choose one of the listed services",
      date: "Enter a date, or leave it empty",
      dateRange: `Choose a day from today to ${preferredDaysAhead} days ahead`,
      window: "Choose one of the listed arrival windows",
      photoType: "Photos must be JPEG, PNG or WebP images",
      photoDamaged: "This photo couldn't be read (it may be damaged). Try another one",
      photoDimensions: "This photo is too large to process (over 12,000 pixels on a side or 50 megapixels). Send a smaller copy, such as a screenshot of it",
      photoTooLarge: `Each photo must be ${maxPhotoMb} MB or smaller`,
      tooManyPhotos: `Add up to ${photoLimits.count} photos`,
      photoMissing: "A photo didn't finish uploading. Remove it and add it again",
    },
    /** The photo field: "{n}" is a photo's number, "{count}" how many there are. */
    photos: {
      hint: `Up to ${photoLimits.count} photos of what's going or moving: we can often quote without a visit.`,
      add: "Add photos",
      addMore: "Add more photos",
      remove: "Remove photo {n}",
      alt: "Photo {n}",
      preparing: "Preparing…",
      uploading: "Uploading…",
      ready: "Ready",
      failed: "Not sent",
      count: `{count} of ${photoLimits.count} photos`,
      full: `That's ${photoLimits.count} photos, the most one request takes.`,
      waiting: "Sending your photos…",
    },
    /** The arrival window select: "any time" first, then every two-hour window ("7–9 AM"). */
    windows: { any: "Any time", am: "AM", pm: "PM" },
  },
  toasts: {
    /** Read out before each toast (Radix Toast.Provider's label). */
    region: "Notification",
    /** The toasts' landmark; Radix puts the keyboard shortcut in for {hotkey}. */
    viewport: "Notifications ({hotkey})",
    close: "Close",
    success: { title: "Quote Request Submitted!", description: `We'll get back to you with a free quote within ${replyHours} hours.` },
    failure: { title: "Error", description: "Failed to submit quote request. Please try again." },
  },
  /** The lasting confirmation after a JavaScript submit, and the page at ?quote=received after a no-JavaScript post. */
  confirmation: {
    heading: "Quote request received",
    thanks: `Thank you! We'll get back to you with a free quote within ${replyHours} hours.`,
    nextHeading: "What happens next",
    steps: [
      "We read your request and call or e-mail you if we need a detail or a photo.",
      `Within ${replyHours} hours you get your free, no-obligation quote.`,
      "If it suits you, we book a time: same-day or next-day service is often available.",
    ],
    sooner: "Need it sooner, or want to add something?",
    answerHours: `We answer ${business.hours.label}, ${business.hours.days}.`,
    sendAnother: "Send another request",
  },
  /** Under the submit button after a JavaScript submit failed: a reason, then ", or call us at <phone>." */
  failure: {
    heading: "Your request wasn't sent",
    reasons: {
      server: "Something went wrong on our side. Your details are still here: try again in a moment",
      offline: "You appear to be offline. Your details are still here: try again once you're back online",
      unreachable: "We couldn't reach our server. Your details are still here: check your connection and try again",
      "rate-limited": englishAdvice,
    },
    orCallUs: ", or call us at",
    /** src/lib/quote-fields.ts rateLimitedAdvice */
    rateLimitedAdvice: englishAdvice,
  },
  /** Form-level messages for the no-JavaScript post, and `error` in the API's JSON (src/routes/quote/messages.ts). */
  quoteMessages: {
    invalid: "Please correct the highlighted fields.",
    rateLimited: `${englishAdvice}, or call us at ${business.phone}.`,
    unavailable: `We couldn't save your request just now. Please try again in a minute, or call us at ${business.phone}.`,
    tooLarge: "Your request is too long. Please shorten the project details and try again.",
    unreadable: "Your request could not be read. Please try again.",
    unsupported: "Send the quote request as application/json, application/x-www-form-urlencoded or multipart/form-data.",
    /** After a no-JavaScript post with photos was refused: a file input cannot be filled in again. */
    photosAgain: "Please choose your photos again: they can't be kept after an error.",
    notObject: "The request body must be a JSON object.",
    malformedJson: "The request body is not valid JSON.",
  },
  /** The API's JSON `error` for a body it cannot read at all (src/routes/quote-requests.ts); no page shows these. */
  apiErrors: {
    tooLarge: (kb: number) => `Request body is larger than ${kb} KB`,
    notUtf8: "Request body is not valid UTF-8 text",
  },
  /** The spec's two texts, and the <title> (" | <business name>" is added). */
  notFound: {
    title: "Page Not Found",
    heading: "404 Page Not Found",
    hint: "Did you forget to add the page to the router?",
  },
  /** src/errors.tsx: the 500 page and the API's 500 answer. */
  serverError: {
    title: "Something went wrong",
    heading: "Something went wrong",
    text: "Sorry, this page could not be shown. Please try again in a moment, or call us at",
    home: "Back to the home page",
    api: "Internal server error. Please try again or call us.",
  },
  /** Share images (src/og/card.tsx) and their alt text (src/components/Head.tsx), and the headlines pages.ts makes. */
  share: {
    checks: ["Same-day service", "Licensed & insured", "Free quotes"],
    reviews: (count: number) => `· ${count} reviews`,
    openEveryDay: "Open every day",
    hours: business.hours.label as string,
    imageAlt: (name: string, headline: string, phone: string) => `${name}: ${headline}. Call ${phone}.`,
    serviceHeadline: (title: string, hometown: string) => `${title} in ${hometown}`,
    cityHeadline: (place: string) => `Junk Removal & Moving in ${place}`,
  },
};

export type Ui = typeof uiEn;

export const uiEs: Ui = {
  meta: { htmlLang: "es-US", ogLocale: "es_US" },
  call: (phone) => `Llame al ${phone}`,
  nav: {
    skipToContent: "Saltar al contenido",
    logoLabel: (name) => `${name}, página de inicio`,
    mainLabel: "Principal",
    mobileLabel: "Menú móvil",
    home: "Inicio",
    services: "Servicios",
    serviceAreas: "Áreas de servicio",
    contact: "Contacto",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    breadcrumbLabel: "Ruta de navegación",
  },
  // Each language's name in its own language, whichever page shows the switch.
  language: { label: "Idioma", english: "English", spanish: "Español" },
  serviceCard: { readMoreAbout: (title) => ` sobre ${title}` },
  reviews: { stars: (rating) => `Calificación de ${rating} de 5 estrellas` },
  contact: { socialLabel: "Redes sociales" },
  city: { zipListLabel: (name) => `Códigos postales de ${name}` },
  footer: { copyright: (year, name) => `© ${year} ${name}. Todos los derechos reservados.` },
  form: {
    label: "Solicite su cotización gratis",
    requiredNote: "Todos los campos son obligatorios, salvo los marcados como opcionales.",
    honeypotLabel: "Deje este campo vacío",
    fields: {
      firstName: "Nombre",
      lastName: "Apellido",
      phone: "Teléfono",
      email: "Correo electrónico",
      serviceType: "Tipo de servicio",
      cityZip: "Ciudad o código postal (opcional)",
      description: "Detalles del trabajo",
      photos: "Fotos (opcional)",
      preferredDate: "Día preferido (opcional)",
      preferredWindow: "Horario de llegada (opcional)",
    },
    servicePlaceholder: "Seleccione un servicio",
    serviceOptions: {
      "junk-removal": "Retiro de Basura",
      "moving-services": "Servicios de Mudanza",
      "cleanout-services": "Servicios de Vaciado",
      "demo-removal": "Demolición y Retiro",
    },
    descriptionPlaceholder: "¿Qué hay que sacar o qué vamos a mudar? Escaleras, acceso, fechas...",
    submit: "Solicite su cotización gratis",
    submitting: "Enviando...",
    messages: {
      required: "Obligatorio",
      notText: "Debe ser texto",
      tooLong: (max) => `Debe tener ${max} caracteres o menos`,
      phone: "Escriba un número de teléfono válido",
      email: "Escriba un correo electrónico válido",
      serviceType: "Elija uno de los servicios de la lista",
      date: "Escriba una fecha o déjelo vacío",
      dateRange: `Elija un día entre hoy y dentro de ${preferredDaysAhead} días`,
      window: "Elija uno de los horarios de llegada de la lista",
      photoType: "Las fotos deben ser imágenes JPEG, PNG o WebP",
      photoDamaged: "No pudimos leer esta foto (puede estar dañada). Pruebe con otra",
      photoDimensions: "Esta foto es demasiado grande para procesarla (más de 12,000 píxeles de lado o 50 megapíxeles). Envíe una copia más pequeña, como una captura de pantalla",
      photoTooLarge: `Cada foto debe pesar ${maxPhotoMb} MB o menos`,
      tooManyPhotos: `Agregue hasta ${photoLimits.count} fotos`,
      photoMissing: "Una foto no terminó de subirse. Quítela y agréguela de nuevo",
    },
    photos: {
      hint: `Hasta ${photoLimits.count} fotos de lo que hay que sacar o mudar: muchas veces podemos cotizar sin visitarle.`,
      add: "Agregar fotos",
      addMore: "Agregar más fotos",
      remove: "Quitar la foto {n}",
      alt: "Foto {n}",
      preparing: "Preparando…",
      uploading: "Subiendo…",
      ready: "Lista",
      failed: "No se envió",
      count: `{count} de ${photoLimits.count} fotos`,
      full: `Son ${photoLimits.count} fotos, el máximo por solicitud.`,
      waiting: "Enviando sus fotos…",
    },
    windows: { any: "Cualquier hora", am: "a. m.", pm: "p. m." },
  },
  toasts: {
    region: "Notificación",
    viewport: "Notificaciones ({hotkey})",
    close: "Cerrar",
    success: { title: "¡Solicitud de cotización enviada!", description: `Le responderemos con una cotización gratis en menos de ${replyHours} horas.` },
    failure: { title: "Error", description: "No se pudo enviar su solicitud de cotización. Por favor, inténtelo de nuevo." },
  },
  confirmation: {
    heading: "Recibimos su solicitud de cotización",
    thanks: `¡Gracias! Le responderemos con una cotización gratis en menos de ${replyHours} horas.`,
    nextHeading: "Lo que sigue",
    steps: [
      "Leemos su solicitud y le llamamos o le escribimos si necesitamos algún detalle o una foto.",
      `En menos de ${replyHours} horas recibe su cotización gratis y sin compromiso.`,
      "Si le conviene, agendamos una hora: muchas veces hay servicio el mismo día o al día siguiente.",
    ],
    sooner: "¿Lo necesita antes o quiere agregar algo?",
    answerHours: `Contestamos ${hoursEs.label}, ${hoursEs.days}.`,
    sendAnother: "Enviar otra solicitud",
  },
  failure: {
    heading: "Su solicitud no se envió",
    reasons: {
      server: "Algo falló de nuestro lado. Sus datos siguen aquí: vuelva a intentarlo en un momento",
      offline: "Parece que no tiene conexión a internet. Sus datos siguen aquí: vuelva a intentarlo cuando se conecte",
      unreachable: "No pudimos comunicarnos con nuestro servidor. Sus datos siguen aquí: revise su conexión y vuelva a intentarlo",
      "rate-limited": spanishAdvice,
    },
    orCallUs: ", o llámenos al",
    rateLimitedAdvice: spanishAdvice,
  },
  quoteMessages: {
    invalid: "Corrija los campos marcados, por favor.",
    rateLimited: `${spanishAdvice}, o llámenos al ${business.phone}.`,
    unavailable: `No pudimos guardar su solicitud en este momento. Vuelva a intentarlo en un minuto o llámenos al ${business.phone}.`,
    tooLarge: "Su solicitud es demasiado larga. Acorte los detalles del trabajo y vuelva a intentarlo.",
    unreadable: "No pudimos leer su solicitud. Vuelva a intentarlo, por favor.",
    unsupported: "Envíe la solicitud de cotización como application/json, application/x-www-form-urlencoded o multipart/form-data.",
    photosAgain: "Vuelva a elegir sus fotos, por favor: no se pueden conservar después de un error.",
    notObject: "El cuerpo de la solicitud debe ser un objeto JSON.",
    malformedJson: "El cuerpo de la solicitud no es JSON válido.",
  },
  apiErrors: {
    tooLarge: (kb) => `El cuerpo de la solicitud supera los ${kb} KB`,
    notUtf8: "El cuerpo de la solicitud no es texto UTF-8 válido",
  },
  notFound: {
    title: "Página no encontrada",
    heading: "404 Página no encontrada",
    hint: "¿Olvidó agregar la página al enrutador?",
  },
  serverError: {
    title: "Algo salió mal",
    heading: "Algo salió mal",
    text: "Lo sentimos, no pudimos mostrar esta página. Vuelva a intentarlo en un momento o llámenos al",
    home: "Volver a la página de inicio",
    api: "Error interno del servidor. Vuelva a intentarlo o llámenos.",
  },
  share: {
    checks: ["Servicio el mismo día", "Con licencia y seguro", "Cotización gratis"],
    reviews: (count) => `· ${count} reseñas`,
    // "Abierto todos los días" runs into the picture's red edge; the hours under it say the rest.
    openEveryDay: "Todos los días",
    hours: hoursEs.range,
    imageAlt: (name, headline, phone) => `${name}: ${headline}. Llame al ${phone}.`,
    serviceHeadline: (title, hometown) => `${title} en ${hometown}`,
    cityHeadline: (place) => `Retiro de Basura y Mudanzas en ${place}`,
  },
};
