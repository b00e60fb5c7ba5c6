// Every other string a visitor sees or hears, in Spanish: the same keys as ../en/ui.ts.
import { business } from "../../../config/business";
import { preferredDaysAhead } from "../../../lib/arrival-windows";
import { photoLimits } from "../../../lib/quote-fields";
import type { Ui } from "../en/ui";
import { hours } from "./hours";

const maxPhotoMb = photoLimits.bytes / 1024 / 1024;
const replyHours = business.quoteReplyHours;
const advice = "Ha enviado varias solicitudes en poco tiempo. Espere un minuto y vuelva a intentarlo";

export const ui: Ui = {
  meta: { htmlLang: "es-US", ogLocale: "es_US", languageName: "Español" },
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
  language: { label: "Idioma" },
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
      photoDimensions:
        "Esta foto es demasiado grande para procesarla (más de 12,000 píxeles de lado o 50 megapíxeles). Envíe una copia más pequeña, como una captura de pantalla",
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
  when: { anyDay: "cualquier día", anyTime: "cualquier hora" },
  payments: { cash: "Efectivo", "credit-card": "Tarjeta de crédito", check: "Cheque" },
  toasts: {
    region: "Notificación",
    viewport: "Notificaciones ({hotkey})",
    close: "Cerrar",
    success: {
      title: "¡Solicitud de cotización enviada!",
      description: `Le responderemos con una cotización gratis en menos de ${replyHours} horas.`,
    },
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
    answerHours: `Contestamos ${hours.label}, ${hours.days}.`,
    sendAnother: "Enviar otra solicitud",
  },
  failure: {
    heading: "Su solicitud no se envió",
    reasons: {
      server: "Algo falló de nuestro lado. Sus datos siguen aquí: vuelva a intentarlo en un momento",
      offline: "Parece que no tiene conexión a internet. Sus datos siguen aquí: vuelva a intentarlo cuando se conecte",
      unreachable: "No pudimos comunicarnos con nuestro servidor. Sus datos siguen aquí: revise su conexión y vuelva a intentarlo",
      "rate-limited": advice,
    },
    orCallUs: ", o llámenos al",
  },
  quoteMessages: {
    invalid: "Corrija los campos marcados, por favor.",
    rateLimited: `${advice}, o llámenos al ${business.phone}.`,
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
    heading: "Algo salió mal",
    text: "Lo sentimos, no pudimos mostrar esta página. Vuelva a intentarlo en un momento o llámenos al",
    api: "Error interno del servidor. Vuelva a intentarlo o llámenos.",
  },
  share: {
    checks: ["Servicio el mismo día", "Con licencia y seguro", "Cotización gratis"],
    reviews: (count) => `· ${count} reseñas`,
    // "Abierto todos los días" runs into the picture's red edge; the hours under it say the rest.
    openEveryDay: "Todos los días",
    hours: hours.range,
    imageAlt: (name, headline, phone) => `${name}: ${headline}. Llame al ${phone}.`,
    serviceHeadline: (title, hometown) => `${title} en ${hometown}`,
    cityHeadline: (place) => `Retiro de Basura y Mudanzas en ${place}`,
  },
};
