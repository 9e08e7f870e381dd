import type { SeedContext } from '../context';
import type { Phrases } from '../reviews/phrases';
import { seedReviews } from '../reviews/seed-reviews';

const es: Phrases = {
  locale: 'es-ES',
  loanTypes: { 1: 'préstamos a corto plazo', 2: 'préstamos al consumo', 3: 'préstamos inmobiliarios', 4: 'préstamos a empresas', 5: 'préstamos para inmuebles en alquiler', 6: 'préstamos con garantía cripto' },
  availability: { 1: 'residentes en la UE', 2: 'inversores de todo el mundo excepto EE. UU.', 3: 'inversores de todo el mundo, incluido EE. UU.' },
  securedBy: { 1: 'una garantía de recompra', 2: 'una hipoteca de primer rango', 3: 'una prenda sobre activos de la empresa', 4: 'criptoactivos en custodia' },
  features: { buybackGuarantee: 'Garantía de recompra', autoInvest: 'Autoinversión', secondaryMarket: 'Mercado secundario', liveChat: 'Chat en directo', promotion: 'Regulada por el supervisor nacional', cryptoAssets: 'Garantía en criptoactivos', personalGuarantee: 'Aval personal de los propietarios' },
  taglines: {
    velmoralend: 'Préstamos al consumo de cuatro mercados europeos con garantía de recompra',
    quarrystone: 'Préstamos promotores con hipoteca en las capitales bálticas',
    finlomarket: 'Un gran mercado con préstamos de dos docenas de originadores',
    brightshare: 'Préstamos a pymes lituanas garantizados con prendas y avales',
    cobaltline: 'Préstamos a corto plazo de Bulgaria y Rumanía con recompra rápida',
    terrafolio: 'Préstamos para viviendas en alquiler en Lisboa y Oporto',
    kryptovault: 'Préstamos sobrecolateralizados a poseedores de cripto, pagados en euros',
    agrivest: 'Préstamos de circulante para explotaciones agrícolas del Báltico y Polonia',
    moravio: 'Préstamos al consumo sin garantía en Chequia y Eslovaquia',
    harbourline: 'Hipotecas para viviendas en alquiler en los Países Bajos y Bélgica',
  },
  bonus: (f) => `${f.cashback} de cashback sobre todo lo que inviertas en tus primeros ${f.p.cashback!.days} días`,
  newPlatform: 'Nueva en nuestra web: seguimos de cerca esta plataforma durante sus primeros años.',
  collateral: (f) => (f.securedBy ? `Los préstamos están cubiertos por ${f.securedBy}.` : 'Los préstamos no tienen garantía.'),
  protectionScheme: (f) =>
    f.p.flags.buybackGuarantee ? 'El originador recompra los préstamos con más de 60 días de retraso, con los intereses devengados.'
      : f.p.flags.noProtection ? 'No hay recompra ni fondo de provisión: los préstamos impagados se recuperan mediante gestión de cobro.'
        : 'La plataforma gestiona los préstamos en mora y ejecuta la garantía en nombre de los inversores.',
  financialReport: (year) => `Cuentas anuales auditadas ${year}`,
  serpTitle: (f) => `${f.name} opiniones: rentabilidad del ${f.interest}, riesgos y comisiones`,
  serpDescription: (f) => `Nuestro análisis independiente de ${f.name}: ${f.loanType} desde ${f.year}, ${f.totalLoanValue} financiados y ${f.investors} inversores. Nota: ${f.rating} de 5.`,
  highlights: (f) => [
    `Interés medio del ${f.interest}`,
    `Invierte desde ${f.minInvestment}`,
    f.securedBy ? `Cubierto por ${f.securedBy}` : 'Préstamos sin garantía con mayor rentabilidad',
    `${f.investors} inversores desde ${f.year}`,
  ],
  content: (f) => `
    <h2>¿Qué es ${f.name}?</h2>
    <p>${f.name} es una plataforma de préstamos P2P que opera desde ${f.year}. Ofrece ${f.loanType} a ${f.availability} y puedes empezar con solo <strong>${f.minInvestment}</strong>.</p>
    <h2>Rentabilidad y riesgos</h2>
    <p>Los inversores obtuvieron de media un <strong>${f.interest}</strong> anual, con tipos de ${f.interestRange}. Hasta ahora se han financiado ${f.totalLoanValue}; el ${f.recoveryShare} de ese importe está en proceso de recobro.</p>
    <h2>Cómo se protege tu dinero</h2>
    <p>${f.securedBy ? `Cada préstamo está cubierto por ${f.securedBy}.` : 'Los préstamos no tienen garantía: diversifica mucho y invierte importes pequeños.'} Lee las <a href="https://www.${f.p.key}.example/investors">condiciones para inversores</a> antes de empezar.</p>
    <h2>Nuestra valoración</h2>
    <p>Puntuamos ${f.name} con <strong>${f.rating} de 5</strong>. Como en toda inversión P2P, invierte solo dinero que no vayas a necesitar durante todo el plazo del préstamo.</p>`,
};

export default async function seed(ctx: SeedContext) {
  await seedReviews(ctx, 3, es);
}
