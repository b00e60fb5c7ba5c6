import { business, phoneHref } from "../../../config/business";
import type { PrivacyCopy, RichText } from "../../types";

// The privacy page in Spanish (/es/privacidad): the same sections, ids and facts as ../en/privacy.ts,
// which describes what the code does. Change both together when the code changes. Section ids stay
// the English ones (anchors, not words a visitor reads); tel: and mailto: links are the same.

/** wrangler.toml's QUOTE_RATE_LIMITER: `simple = { limit = 5, period = 60 }` (test/es-copy.test.ts checks it). */
const quoteRequestsPerMinute = 5;

const ask: RichText = [
  { text: "Llame al " },
  { text: business.phone, href: phoneHref },
  { text: " o escriba a " },
  { text: business.email, href: `mailto:${business.email}` },
];

export const privacy: PrivacyCopy = {
  seo: {
    title: `Política de privacidad | ${business.name}`,
    description:
      "Qué datos recoge el formulario de cotización, quién los lee, cuánto tiempo se guardan y cómo pedir que se borren. Sin cookies de rastreo ni analíticas.",
    keywords: ["política de privacidad", "solicitud de cotización", "datos personales", "Spring Junk Removal"],
  },
  heading: "Política de privacidad",
  intro: `${business.name} le pide sus datos solo cuando usted solicita una cotización gratis, y los usa solo para responderle. Esta página explica qué guardamos, quién lo ve y cómo pedir que lo borremos.`,
  footerLink: "Política de privacidad",
  sections: [
    {
      id: "what-we-collect",
      heading: "Qué recoge el formulario de cotización, y para qué",
      body: [
        [{ text: "Cuando nos envía el formulario para pedir su cotización gratis, guardamos lo que escribió y la hora en que lo envió:" }],
        {
          list: [
            "Su nombre y apellido",
            "Su número de teléfono y su correo electrónico",
            "El servicio que necesita",
            "Su ciudad o código postal, si nos lo da",
            "La descripción de su trabajo",
            "El día y el horario de llegada que prefiere, si los elige",
            "Las fotos que agregue, si las hay: se guardan en privado con su solicitud, sin la ubicación, la cámara ni la hora que los teléfonos guardan dentro de las fotos",
            "Desde qué página de este sitio lo envió, para saber cuáles de nuestras páginas ayudan a la gente a encontrarnos",
            "Cómo empezó su visita: la primera página de este sitio que abrió, el sitio que le trajo aquí (solo su nombre, como google.com, nunca la dirección de la página) y la etiqueta de campaña de un enlace de nuestros volantes o anuncios",
            "El idioma de esa página, para responderle en español o en inglés",
          ],
        },
        [
          {
            text: `Los necesitamos para responderle: para llamarle o escribirle con una cotización del trabajo que describe, normalmente en menos de ${business.quoteReplyHours} horas. No los usamos para publicidad ni para boletines, y no los vendemos ni se los pasamos a nadie.`,
          },
        ],
      ],
    },
    {
      id: "who-sees-it",
      heading: "Quién ve su solicitud",
      body: [
        [
          {
            text: "El dueño y el equipo del negocio leen las solicitudes en una bandeja de entrada protegida con contraseña dentro de este sitio web, y pueden descargarlas como archivo de hoja de cálculo para trabajar con ellas.",
          },
        ],
        [
          {
            text: "Si el negocio activó los avisos por correo electrónico, también se envía una copia de cada solicitud al correo electrónico del propio negocio.",
          },
        ],
        [
          {
            text: "El sitio web y su base de datos funcionan en Cloudflare, que los almacena por nosotros. Nadie más recibe su solicitud.",
          },
        ],
      ],
    },
    {
      id: "how-long",
      heading: "Cuánto tiempo la guardamos",
      body: [
        [
          {
            text: "Su solicitud se queda en la bandeja de entrada, y en la copia por correo electrónico si la hay, mientras trabajamos en ella. Cuando la terminamos (el trabajo hecho o la cotización rechazada), el sitio web la borra solo, con sus fotos, {retentionMonths} meses después. La borramos antes siempre que usted nos lo pida (vea más abajo).",
          },
        ],
        [
          {
            text: "Al borrar una solicitud se borran sus fotos. Una foto que agregue al formulario pero nunca envíe se borra sola un día después.",
          },
        ],
      ],
    },
    {
      id: "cookies",
      heading: "Sin cookies ni rastreo",
      body: [
        [
          {
            text: "Las páginas públicas de este sitio no instalan cookies ni cargan analíticas, publicidad ni otros scripts, fuentes o rastreadores de terceros. Nada registra qué páginas visita.",
          },
        ],
        [
          {
            text: "Su navegador recuerda la primera página que abrió aquí, y el sitio que le trajo, solo hasta que cierra la pestaña (en su almacenamiento de sesión, no en una cookie), y los envía solo con una solicitud de cotización. Un toque en uno de nuestros números de teléfono suma uno a una cuenta de esa página y ese día, una vez por visita: con el toque, su navegador envía un código al azar que guarda para esta pestaña, y el sitio guarda solo una versión revuelta de ese código, hasta la mañana siguiente, para no contar un segundo toque. No se guarda nada sobre usted con él.",
          },
        ],
        [
          {
            text: "Las únicas cookies de este sitio son las del inicio de sesión del dueño: solo se instalan cuando el dueño entra a la bandeja de entrada en /admin.",
          },
        ],
      ],
    },
    {
      id: "spam-protection",
      heading: "Protección contra el spam",
      body: [
        [
          {
            text: `Para frenar el spam automático, cada formulario enviado se cuenta según la dirección de internet de la que llegó (en una conexión moderna IPv6, según su red): como máximo ${quoteRequestsPerMinute} solicitudes por minuto. Cloudflare guarda esa cuenta solo durante ese minuto, y su dirección no se guarda con su solicitud.`,
          },
        ],
        [
          {
            text: "Los intentos fallidos de entrar a la bandeja de entrada del dueño se registran con la dirección de la que llegaron, para impedir que alguien adivine la contraseña; los registros de más de un día se borran en el siguiente inicio de sesión.",
          },
        ],
      ],
    },
    {
      id: "delete",
      heading: "Ver, corregir o borrar sus datos",
      body: [
        [
          ...ask,
          {
            text: " y díganos el nombre y el teléfono o el correo electrónico que usó. Le diremos qué datos tenemos de usted, los corregiremos o borraremos su solicitud.",
          },
        ],
      ],
    },
  ],
};
