/** Demo cashback texts, written in each language: offers (one per platform, in order) and campaigns. */
export interface CashbackText {
  cashBack_ca: string;
  cashBack_terms: string;
}

export const OFFERS: Record<number, CashbackText[]> = {
  1: [
    { cashBack_ca: 'Get 1% cashback', cashBack_terms: 'On everything you invest in your first 90 days. Minimum investment €500.' },
    { cashBack_ca: '€25 welcome bonus', cashBack_terms: 'Paid once you have invested €1,000 within 30 days of signing up.' },
    { cashBack_ca: '0.5% extra return', cashBack_terms: 'For 180 days on all new investments. New investors only.' },
  ],
  2: [
    { cashBack_ca: '1 % Cashback sichern', cashBack_terms: 'Auf alle Investitionen in den ersten 90 Tagen. Mindestanlage 500 €.' },
    { cashBack_ca: '25 € Willkommensbonus', cashBack_terms: 'Wird ausgezahlt, sobald Sie innerhalb von 30 Tagen 1.000 € investiert haben.' },
    { cashBack_ca: '0,5 % Extrarendite', cashBack_terms: '180 Tage lang auf alle neuen Investitionen. Nur für Neukunden.' },
  ],
  3: [
    { cashBack_ca: 'Consiga un 1 % de cashback', cashBack_terms: 'Sobre todo lo invertido en sus primeros 90 días. Inversión mínima de 500 €.' },
    { cashBack_ca: 'Bono de bienvenida de 25 €', cashBack_terms: 'Se abona al invertir 1.000 € en los 30 días siguientes al registro.' },
    { cashBack_ca: '0,5 % de rentabilidad extra', cashBack_terms: 'Durante 180 días en todas las inversiones nuevas. Solo nuevos inversores.' },
  ],
  4: [
    { cashBack_ca: 'Obtenez 1 % de cashback', cashBack_terms: 'Sur tous vos investissements des 90 premiers jours. Investissement minimum 500 €.' },
    { cashBack_ca: 'Bonus de bienvenue de 25 €', cashBack_terms: 'Versé dès que vous avez investi 1 000 € dans les 30 jours suivant votre inscription.' },
    { cashBack_ca: '0,5 % de rendement en plus', cashBack_terms: 'Pendant 180 jours sur tous les nouveaux investissements. Nouveaux investisseurs uniquement.' },
  ],
  6: [
    { cashBack_ca: 'Ontvang 1% cashback', cashBack_terms: 'Over alles wat u de eerste 90 dagen belegt. Minimale inleg € 500.' },
    { cashBack_ca: '€ 25 welkomstbonus', cashBack_terms: 'Uitbetaald zodra u binnen 30 dagen na aanmelding € 1.000 hebt belegd.' },
    { cashBack_ca: '0,5% extra rendement', cashBack_terms: '180 dagen lang op alle nieuwe beleggingen. Alleen voor nieuwe beleggers.' },
  ],
};

/** Two campaigns per language; the second is seeded when a platform without an offer or campaign is left for it. */
export const CAMPAIGNS: Record<number, CashbackText[]> = {
  1: [
    { cashBack_ca: 'Double cashback this quarter', cashBack_terms: '2% cashback on new investments until the campaign ends. Capped at €200 per investor.' },
    { cashBack_ca: '€50 for your first auto-invest', cashBack_terms: 'Set up an auto-invest portfolio of at least €1,000 before the campaign ends and receive €50.' },
  ],
  2: [
    { cashBack_ca: 'Doppelter Cashback in diesem Quartal', cashBack_terms: '2 % Cashback auf neue Investitionen bis Aktionsende. Höchstens 200 € pro Anleger.' },
    { cashBack_ca: '50 € für Ihr erstes Auto-Invest', cashBack_terms: 'Richten Sie bis Aktionsende ein Auto-Invest-Portfolio ab 1.000 € ein und erhalten Sie 50 €.' },
  ],
  3: [
    { cashBack_ca: 'Cashback doble este trimestre', cashBack_terms: '2 % de cashback en nuevas inversiones hasta el fin de la campaña. Máximo 200 € por inversor.' },
    { cashBack_ca: '50 € por su primera autoinversión', cashBack_terms: 'Configure una cartera de autoinversión de al menos 1.000 € antes del fin de la campaña y reciba 50 €.' },
  ],
  4: [
    { cashBack_ca: 'Cashback doublé ce trimestre', cashBack_terms: "2 % de cashback sur les nouveaux investissements jusqu'à la fin de l'opération. Plafonné à 200 € par investisseur." },
    { cashBack_ca: '50 € pour votre premier investissement automatique', cashBack_terms: "Créez un portefeuille d'investissement automatique d'au moins 1 000 € avant la fin de l'opération et recevez 50 €." },
  ],
  6: [
    { cashBack_ca: 'Dubbele cashback dit kwartaal', cashBack_terms: '2% cashback op nieuwe beleggingen tot het einde van de actie. Maximaal € 200 per belegger.' },
    { cashBack_ca: '€ 50 voor uw eerste auto-invest', cashBack_terms: 'Stel voor het einde van de actie een auto-investportefeuille van minstens € 1.000 in en ontvang € 50.' },
  ],
};
