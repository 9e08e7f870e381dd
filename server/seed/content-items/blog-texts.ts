/** Demo blog posts, written in each language. */
export interface PostText {
  pageTitle: string;
  subtitle: string;
  excerpt: string;
  serpTitle: string;
  serpDescription: string;
  content: string;
}

const post = (pageTitle: string, subtitle: string, excerpt: string, serpDescription: string, content: string): PostText => ({
  pageTitle,
  subtitle,
  excerpt,
  serpTitle: pageTitle,
  serpDescription,
  content,
});

export const POSTS: Record<number, PostText[]> = {
  1: [
    post('Buyback guarantees explained', 'What they cover and what they do not', 'A buyback guarantee protects you from a late borrower, not from a failing lender.', 'What a buyback guarantee on a P2P platform really covers.',
      '<p>When a borrower is 60 days late, the loan originator buys the loan back at its nominal value plus interest. That protects you from single defaults.</p><h2>The catch</h2><p>If the originator itself runs out of money, the guarantee is worth nothing. Always look at who gives the promise.</p>'),
    post('Five questions before you invest', 'A checklist for new platforms', 'Licence, track record, audited accounts, funds in recovery and a way out: check these first.', 'Five checks to make before investing on a new P2P platform.',
      '<ol><li>Is the platform licensed?</li><li>How long has it been operating?</li><li>Are its accounts audited?</li><li>How much money is in recovery?</li><li>Is there a secondary market to exit?</li></ol>'),
    post('What rising interest rates mean for P2P investors', 'Higher yields, tighter borrowers', 'Higher central bank rates lift platform yields but also the pressure on borrowers.', 'How rising interest rates affect returns and risks in P2P lending.',
      '<p>Platforms raised their rates after the central banks did. Returns look better, but borrowers pay more too, and late payments usually follow with a delay of a few months.</p>'),
  ],
  2: [
    post('Rückkaufgarantien erklärt', 'Was sie abdecken und was nicht', 'Eine Rückkaufgarantie schützt vor säumigen Kreditnehmern, nicht vor einem insolventen Anbahner.', 'Was eine Rückkaufgarantie auf einer P2P-Plattform wirklich abdeckt.',
      '<p>Ist ein Kreditnehmer 60 Tage im Verzug, kauft der Kreditanbahner den Kredit zum Nennwert samt Zinsen zurück. Das schützt vor einzelnen Ausfällen.</p><h2>Der Haken</h2><p>Geht dem Anbahner selbst das Geld aus, ist die Garantie wertlos. Prüfen Sie immer, wer das Versprechen gibt.</p>'),
    post('Fünf Fragen vor dem Investieren', 'Eine Checkliste für neue Plattformen', 'Lizenz, Historie, geprüfte Abschlüsse, Inkassoquote und ein Ausstieg: das zuerst prüfen.', 'Fünf Prüfungen vor einer Investition auf einer neuen P2P-Plattform.',
      '<ol><li>Hat die Plattform eine Lizenz?</li><li>Wie lange ist sie am Markt?</li><li>Sind die Abschlüsse geprüft?</li><li>Wie viel Geld ist im Inkasso?</li><li>Gibt es einen Zweitmarkt für den Ausstieg?</li></ol>'),
    post('Was steigende Zinsen für P2P-Anleger bedeuten', 'Höhere Renditen, knappere Kreditnehmer', 'Höhere Leitzinsen heben die Renditen, erhöhen aber auch den Druck auf Kreditnehmer.', 'Wie steigende Zinsen Rendite und Risiko bei P2P-Krediten verändern.',
      '<p>Die Plattformen haben ihre Zinsen nach den Notenbanken angehoben. Die Renditen sehen besser aus, doch auch Kreditnehmer zahlen mehr, und Zahlungsverzüge folgen meist mit einigen Monaten Abstand.</p>'),
  ],
  3: [
    post('La garantía de recompra, explicada', 'Qué cubre y qué no', 'La garantía de recompra le protege de un prestatario moroso, no de un originador en quiebra.', 'Qué cubre realmente una garantía de recompra en una plataforma P2P.',
      '<p>Cuando un prestatario acumula 60 días de retraso, el originador recompra el préstamo por su valor nominal más intereses. Eso le protege de impagos aislados.</p><h2>La letra pequeña</h2><p>Si el propio originador se queda sin dinero, la garantía no vale nada. Compruebe siempre quién hace la promesa.</p>'),
    post('Cinco preguntas antes de invertir', 'Una lista para plataformas nuevas', 'Licencia, trayectoria, cuentas auditadas, importes en recobro y una salida: revíselo primero.', 'Cinco comprobaciones antes de invertir en una nueva plataforma P2P.',
      '<ol><li>¿Tiene licencia la plataforma?</li><li>¿Cuántos años lleva operando?</li><li>¿Están auditadas sus cuentas?</li><li>¿Cuánto dinero está en recobro?</li><li>¿Hay un mercado secundario para salir?</li></ol>'),
    post('Qué significan las subidas de tipos para el inversor P2P', 'Más rentabilidad, prestatarios más ajustados', 'Los tipos más altos elevan la rentabilidad, pero también la presión sobre los prestatarios.', 'Cómo afectan las subidas de tipos a la rentabilidad y al riesgo de los préstamos P2P.',
      '<p>Las plataformas subieron sus intereses tras los bancos centrales. La rentabilidad mejora, pero los prestatarios también pagan más y los retrasos suelen llegar unos meses después.</p>'),
  ],
  4: [
    post('La garantie de rachat expliquée', 'Ce qu’elle couvre et ce qu’elle ne couvre pas', "La garantie de rachat vous protège d'un emprunteur en retard, pas d'un initiateur défaillant.", "Ce que couvre vraiment une garantie de rachat sur une plateforme de prêt.",
      "<p>Lorsqu'un emprunteur a 60 jours de retard, l'initiateur rachète le prêt à sa valeur nominale, intérêts compris. Cela vous protège des défauts isolés.</p><h2>Le piège</h2><p>Si l'initiateur lui-même manque de trésorerie, la garantie ne vaut rien. Vérifiez toujours qui fait la promesse.</p>"),
    post('Cinq questions avant d’investir', 'Une liste de contrôle pour les nouvelles plateformes', 'Agrément, historique, comptes audités, encours en recouvrement et porte de sortie : à vérifier d’abord.', "Cinq vérifications avant d'investir sur une nouvelle plateforme de prêt.",
      "<ol><li>La plateforme est-elle agréée ?</li><li>Depuis combien de temps existe-t-elle ?</li><li>Ses comptes sont-ils audités ?</li><li>Quel montant est en recouvrement ?</li><li>Existe-t-il un marché secondaire pour sortir ?</li></ol>"),
    post('Hausse des taux : ce que cela change pour l’investisseur', 'Des rendements plus élevés, des emprunteurs sous pression', 'La hausse des taux directeurs relève les rendements, mais aussi la pression sur les emprunteurs.', "Comment la hausse des taux modifie le rendement et le risque du prêt participatif.",
      "<p>Les plateformes ont relevé leurs taux après les banques centrales. Les rendements s'améliorent, mais les emprunteurs paient aussi davantage et les retards suivent généralement quelques mois plus tard.</p>"),
  ],
  6: [
    post('Terugkoopgaranties uitgelegd', 'Wat ze wel en niet dekken', 'Een terugkoopgarantie beschermt tegen een trage lener, niet tegen een failliete kredietverstrekker.', 'Wat een terugkoopgarantie op een P2P-platform echt dekt.',
      '<p>Is een lener 60 dagen te laat, dan koopt de kredietverstrekker de lening terug tegen de nominale waarde plus rente. Dat beschermt tegen losse wanbetalingen.</p><h2>Het addertje</h2><p>Raakt de verstrekker zelf door zijn geld heen, dan is de garantie niets waard. Kijk dus altijd wie de belofte doet.</p>'),
    post('Vijf vragen voordat u belegt', 'Een checklist voor nieuwe platforms', 'Vergunning, trackrecord, gecontroleerde cijfers, incasso en een uitweg: controleer dit eerst.', 'Vijf controles voordat u op een nieuw P2P-platform belegt.',
      '<ol><li>Heeft het platform een vergunning?</li><li>Hoe lang bestaat het al?</li><li>Is de jaarrekening gecontroleerd?</li><li>Hoeveel geld zit in de incasso?</li><li>Is er een secundaire markt om uit te stappen?</li></ol>'),
    post('Wat stijgende rente betekent voor P2P-beleggers', 'Hoger rendement, krappere leners', 'Een hogere beleidsrente verhoogt het rendement, maar ook de druk op leners.', 'Hoe stijgende rente het rendement en risico van P2P-lenen verandert.',
      '<p>De platforms verhoogden hun rente na de centrale banken. Het rendement ziet er beter uit, maar leners betalen ook meer en achterstanden volgen meestal enkele maanden later.</p>'),
  ],
};
