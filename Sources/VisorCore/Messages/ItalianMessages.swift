import Foundation

extension MessageCatalogue {
  /// Visor's sentences in Italian. Nouns add `neg` ("nessun cane", "nessuno scoiattolo") and `gen`
  /// ("del cane", "dello scoiattolo", "dell'uccello"). A classifier's label comes bare, after a colon;
  /// colours are said as "di colore …" so a colour name needs no agreement.
  public static let italian = MessageCatalogue(
    language: "it", plural: .oneOther,
    templates: italianTemplates.merging(cliItalian) { own, _ in own }
      .merging(errorTemplates("it")) { own, _ in own })

  static let italianTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} e {second}"),
    "list.many": MessageTemplate("{head} e {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Nessuno ha potuto rispondere; riprova o chiama."),
    "help.withdrawn": MessageTemplate("La persona che ha chiesto ha ritirato la richiesta."),
    "call.ended": MessageTemplate("La chiamata è terminata."),
    "call.missed": MessageTemplate("Nessuno ha risposto alla chiamata; riprova o chiedi a qualcun altro."),
    "speech.noVoice": MessageTemplate(
      "Qui non è installata nessuna voce per {language}, quindi parla la voce inglese."),
    "speech.silent": MessageTemplate("La registrazione è muta; controlla il microfono e registra di nuovo."),
    "speech.languageUnheard": MessageTemplate(
      "{model} capisce solo {languages}, quindi non può trascrivere \"{language}\"; usa il modello multilingue local/whisper-base (GET /api/v1/models elenca i modelli) oppure togli \"language\"."
    ),

    "answer.yes": MessageTemplate("Sì."),
    "answer.no": MessageTemplate("No."),
    "answer.refusal": MessageTemplate(
      "Risponderebbe un modello di visione; chi gestisce questo Visor può aggiungerne uno in Impostazioni → Modelli."
    ),
    "answer.classifierMissing": MessageTemplate(
      "Il classificatore di immagini non è installato, quindi non so dirlo (esegui scripts/setup-classifier.sh)."
    ),

    "answer.subject.looksLike": MessageTemplate("Sembra: {thing}."),
    "answer.subject.probably": MessageTemplate("Probabilmente: {thing}."),
    "answer.subject.unsure": MessageTemplate("Non so bene cosa sia."),
    "answer.subject.sign": MessageTemplate("Un cartello o un'etichetta con scritto {text}."),
    "answer.subject.shopfront": MessageTemplate("Una vetrina di negozio con le parole {text}."),

    "answer.presence.yes": MessageTemplate("Sì, vedo {thing}."),
    "answer.presence.seen": MessageTemplate("Vedo {thing}."),
    "answer.presence.looksLike": MessageTemplate("Sembra: {kind}."),
    "answer.presence.mightBe": MessageTemplate("Potrebbe essere: {kind}."),
    "answer.presence.possibly": MessageTemplate("Forse c'è {thing}, ma non ne sono sicuro."),
    "answer.presence.notSeen": MessageTemplate("Non vedo {thing:neg}; sembra: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("Non vedo {thing:neg}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Nomino solo il soggetto principale di una foto, quindi qualcosa di piccolo o sullo sfondo può sfuggirmi."
    ),
    "answer.presence.cannotTell": MessageTemplate("Non so dire se c'è {thing}."),

    "answer.count.cannot": MessageTemplate(
      "Offline non posso contare {things}; conto solo persone, volti e codici a barre."),
    "answer.count.cannotThose": MessageTemplate(
      "Offline non posso contarli; conto solo persone, volti e codici a barre."),
    "answer.count.faces": .plural("count", [.one: "Vedo un volto.", .other: "Vedo {count} volti."]),
    "answer.count.codes": .plural(
      "count", [.one: "Posso leggere un codice.", .other: "Posso leggere {count} codici."]),

    "answer.people.count": .plural(
      "count", [.one: "Vedo una persona {places}.", .other: "Vedo {count} persone: {places}."]),
    "answer.people.countMore": MessageTemplate("Vedo {count} persone: {places} e altre."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("una {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("una {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("con il viso verso di te"),
    "place.facing.side": MessageTemplate("di profilo"),
    "place.facing.away": MessageTemplate("di spalle"),
    "answer.people.none": MessageTemplate(
      "Non vedo volti né persone. Posso non vedere persone piccole, sedute, di spalle o in parte nascoste."),
    "answer.people.animalFace": MessageTemplate(
      "Ho trovato un volto, ma potrebbe essere quello {animal:gen}, quindi non so dire se c'è una persona."),
    "answer.people.detectorMissing": MessageTemplate(
      "Il rilevatore di volti non è installato, quindi non posso contare le persone (installa opencv-data)."),
    "live.someone": MessageTemplate("Qualcuno {place}."),
    "live.nobody": MessageTemplate("Adesso nessuno."),
    "live.peopleNow": .plural("count", [.one: "Adesso una persona.", .other: "Adesso {count} persone."]),
    "face.named": MessageTemplate("{name} è {side}, {distance}."),
    "face.someone": MessageTemplate("Qualcuno che non conosco è {side}, {distance}."),
    "find.found": MessageTemplate("Vedo «{name}» a ore {clock}, {distance}."),
    "find.lookAlike": MessageTemplate(
      "Vedo qualcosa di simile a «{name}» a ore {clock}, {distance}, ma di un altro colore; forse è un altro oggetto."
    ),
    "find.notSeen": MessageTemplate("Non vedo «{name}»."),
    "live.thing.centred": MessageTemplate("Vedo «{name}» al centro, {distance}."),
    "live.known.clock": MessageTemplate("Vedo {name} a ore {clock}, {distance}."),
    "live.known.centred": MessageTemplate("Vedo {name} al centro, {distance}."),
    "live.known.notSeen": MessageTemplate("Non vedo {name}."),
    "place.left": MessageTemplate("a sinistra"),
    "place.centre": MessageTemplate("al centro"),
    "place.right": MessageTemplate("a destra"),
    "place.near": MessageTemplate("vicino"),
    "place.far": MessageTemplate("più lontano"),

    "answer.location.cannot": MessageTemplate(
      "Offline non so dire dove si trovano le cose nell'immagine; so collocare solo le persone."),

    "colour.mostly": MessageTemplate("soprattutto {first}"),
    "colour.mostlyTwo": MessageTemplate("soprattutto {first} e {second}"),
    "answer.colour.it": MessageTemplate("È di colore {colours}."),
    "answer.colour.subject": MessageTemplate("{thing} sembra di colore {colours}."),
    "answer.colour.picture": MessageTemplate(
      "Non riesco a distinguere un soggetto; l'intera immagine è di colore {colours}."),
    "answer.colour.pictureAside": MessageTemplate("L'intera immagine è di colore {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate(
      "Non riesco a distinguere il colore {thing:gen} dallo sfondo."),
    "answer.colour.cannotSeparateIt": MessageTemplate("Non riesco a distinguere il suo colore dallo sfondo."),
    "answer.colour.notSure": MessageTemplate(
      "Non sono sicuro che ci sia {thing}, quindi non so dirne il colore."),
    "answer.colour.unmeasured": MessageTemplate("Non sono riuscito a misurare i colori di questa foto."),

    "answer.reading.says": MessageTemplate("C'è scritto {text}."),
    "answer.reading.thinkSays": MessageTemplate("Credo che ci sia scritto {text}."),
    "answer.reading.blurred": MessageTemplate(
      "La scritta è troppo sfocata per leggerla; tieni il telefono fermo e lascialo mettere a fuoco prima di scattare."
    ),
    "answer.reading.photoBlurred": MessageTemplate(
      "La foto è troppo sfocata per leggerla; tieni il telefono fermo e lascialo mettere a fuoco prima di scattare."
    ),
    "answer.reading.tooDark": MessageTemplate(
      "È troppo buio per leggere; accendi una luce o spostati in un posto più luminoso, e tieni il telefono fermo."
    ),
    "answer.reading.readerMissing": MessageTemplate(
      "Il lettore di testo non è installato, quindi non posso leggere (installa tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "Non trovo testo leggibile. Tieni il telefono fermo, un po' più vicino, con il testo ben illuminato."),
    "answer.reading.noPage": MessageTemplate(
      "Qui non riesco a leggere una pagina. Tieni il telefono a circa 30 cm sopra la pagina, fermo, con tutta "
        + "la pagina nell'inquadratura e ben illuminata."),
    "answer.reading.unknownScript": MessageTemplate(
      "Vedo una scritta, ma in un alfabeto che non so leggere."),
    "answer.reading.alsoUnknownScript": MessageTemplate(
      "C'è anche una scritta in un alfabeto che non so leggere."),
    "answer.reading.otherScript": MessageTemplate("C'è una scritta in alfabeto {script}: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "C'è una scritta in alfabeto {script}, ma non riesco a capire cosa dice."),
    "answer.reading.script.latin": MessageTemplate("latino"),
    "answer.reading.script.cyrillic": MessageTemplate("cirillico"),
    "answer.reading.script.greek": MessageTemplate("greco"),
    "answer.reading.script.arabic": MessageTemplate("arabo"),
    "answer.reading.script.devanagari": MessageTemplate("devanagari"),
    "answer.reading.script.hebrew": MessageTemplate("ebraico"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Qui non posso leggere l'alfabeto {script}: il suo lettore non è installato (scripts/setup.sh --languages {pack}). Leggo invece l'alfabeto latino."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "Il mio lettore dell'alfabeto {script} è debole, quindi questa lettura può contenere errori."),
    "answer.code.one": MessageTemplate("È {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Vedo un codice a barre ma non riesco a leggerlo; tieni il telefono fermo e più vicino."),
    "answer.code.tooDark": MessageTemplate(
      "È troppo buio per trovare un codice a barre; accendi una luce o spostati in un posto più luminoso."),
    "answer.code.photoBlurred": MessageTemplate(
      "La foto è troppo sfocata per trovare un codice; tieni il telefono fermo e lascialo mettere a fuoco prima di scattare."
    ),
    "answer.code.none": MessageTemplate(
      "Non vedo codici a barre né codici QR. Tieni il codice piatto al centro dell'inquadratura, a una spanna di distanza."
    ),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("C'è anche {code}."),
    "answer.code.noText": MessageTemplate("Non c'è testo da leggere, ma c'è {code}."),

    "answer.light.unmeasured": MessageTemplate("Non sono riuscito a misurare la luce di questa foto."),
    "answer.light.dark": MessageTemplate("È buio: livello di luce {level} su 100."),
    "answer.light.dim": MessageTemplate("C'è poca luce: livello di luce {level} su 100."),
    "answer.light.bright": MessageTemplate("C'è molta luce: livello di luce {level} su 100."),
    "answer.light.from.left": MessageTemplate("La luce viene da sinistra."),
    "answer.light.from.right": MessageTemplate("La luce viene da destra."),
    "answer.light.from.above": MessageTemplate("La luce viene dall'alto."),
    "answer.light.from.below": MessageTemplate("La luce viene dal basso."),
    "answer.light.even": MessageTemplate("La luce è abbastanza uniforme."),

    "answer.needsPhoto": MessageTemplate(
      "Mi serve una foto per rispondere. Scatta o allega una foto e chiedi di nuovo."),
    "describe.mostlyText": MessageTemplate("Questo è soprattutto testo. C'è scritto: {text}."),
    "describe.picture": MessageTemplate("L'immagine è di colore {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}, di colore {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "Il classificatore di immagini non è installato, quindi non so dire cosa sia (esegui scripts/setup-classifier.sh)."
    ),
    "describe.canRead": MessageTemplate("Riesco a leggere {text}."),
    "describe.code": MessageTemplate("C'è {code}."),
    "describe.maybeCat": MessageTemplate("Potrebbe esserci anche un gatto."),
    "describe.nothing": MessageTemplate("Offline non so dire nulla di questa foto."),
    "subject.looksLike": MessageTemplate("Sembra: {thing}"),
    "subject.probably": MessageTemplate("Probabilmente: {thing}"),
    "subject.mightBe": MessageTemplate("Non so bene cosa sia; potrebbe essere: {thing}"),
    "subject.mightBeEither": MessageTemplate("Non so bene cosa sia; potrebbe essere: {first} o {second}"),
    "subject.group": MessageTemplate("Sembra: {group}"),
    "subject.groupMember": MessageTemplate("Sembra: {group} (probabilmente {member})"),

    "colour.centre": MessageTemplate("Al centro è di colore {colour}."),
    "colour.pictureMostly": MessageTemplate("L'immagine è soprattutto di colore {colour}."),

    "car.looksLike": MessageTemplate("Sembra un'auto."),
    "car.looksLikeBody": MessageTemplate("Sembra un'auto (probabilmente: {body})."),
    "car.notCar": MessageTemplate("Non credo che sia un'auto."),
    "car.makeNeedsModel": MessageTemplate("Per marca e modello serve un modello di visione."),
    "car.noCar": MessageTemplate(
      "Non vedo auto in questa foto. Prova con una foto in cui l'auto riempie quasi tutta l'inquadratura, o ritagliala."
    ),
    "car.offline": MessageTemplate(
      "Offline riconosco solo il tipo di carrozzeria e il colore; marca, modello e dati tecnici richiedono un "
        + "modello di visione, che chi gestisce questo Visor può aggiungere in Impostazioni → Modelli."),
    "recognize.notFound": MessageTemplate(
      "Non vedo {subject} in questa foto; prova con una foto più ravvicinata o ritagliala."),
    "cute.classifierMissing": MessageTemplate(
      "Il classificatore di immagini non è installato, quindi non posso giudicarlo (esegui scripts/setup-classifier.sh)."
    ),
    "cute.yes": MessageTemplate("Sì, carino: sono sicuro al {percent}% che sia un animale tenero."),
    "cute.no": MessageTemplate(
      "Secondo la mia misura, no: sono sicuro al {percent}% che non sia un animale tenero (come teneri conosco solo "
        + "cani, gatti, conigli, panda e pochi altri)."),

    "code.kind.qr": MessageTemplate("un codice QR"),
    "code.kind.barcode": MessageTemplate("un codice a barre {symbology}"),
    "code.kind.barcodeAn": MessageTemplate("un codice a barre {symbology}"),
    "code.binary": MessageTemplate(
      "{kind} con {count} byte di dati binari, non testo, quindi non posso leggerlo"),
    "code.empty": MessageTemplate("{kind} vuoto"),
    "code.isbn": MessageTemplate("il codice ISBN di un libro: {code}"),
    "code.ean13": MessageTemplate("un codice prodotto EAN-13: {code}"),
    "code.product": MessageTemplate("un codice prodotto {symbology}: {code}"),
    "code.productAn": MessageTemplate("un codice prodotto {symbology}: {code}"),
    "code.link": MessageTemplate("{kind} con un link a {address}"),
    "code.linkParameters": MessageTemplate(" (con parametri in più)"),
    "code.linkInsecure": MessageTemplate("; non è un link sicuro"),
    "code.wifi.noName": MessageTemplate("senza nome"),
    "code.wifi.secured": MessageTemplate("{kind} per la rete Wi-Fi {name} ({security}, con password)"),
    "code.wifi.open": MessageTemplate("{kind} per la rete Wi-Fi {name} (aperta, senza password)"),
    "code.email": MessageTemplate("{kind} con un indirizzo email: {address}"),
    "code.phone": MessageTemplate("{kind} con un numero di telefono: {number}"),
    "code.contact": MessageTemplate("{kind} con un biglietto da visita"),
    "code.contactFor": MessageTemplate("{kind} con il biglietto da visita di {name}"),
    "code.long": MessageTemplate(
      "{kind} con {count} caratteri di testo, troppo lungo da leggere; inizia con '{start}'"),
    "code.says": MessageTemplate("{kind} con scritto '{text}'"),

    "page.fills": MessageTemplate(
      "La pagina è più grande dell'inquadratura; allontana il telefono finché non si vedono tutti e quattro i bordi."
    ),
    "page.edge.left": MessageTemplate("sinistro"),
    "page.edge.right": MessageTemplate("destro"),
    "page.edge.top": MessageTemplate("superiore"),
    "page.edge.bottom": MessageTemplate("inferiore"),
    "page.towards.left": MessageTemplate("a sinistra"),
    "page.towards.right": MessageTemplate("a destra"),
    "page.towards.top": MessageTemplate("in alto"),
    "page.towards.bottom": MessageTemplate("in basso"),
    "page.cut.one": MessageTemplate(
      "Il bordo {edge} della pagina è tagliato; allontana il telefono e spostalo un po' {towards}."),
    "page.cut.two": MessageTemplate(
      "I bordi {first} e {second} della pagina sono tagliati; allontana il telefono e spostalo un po' {towards}."
    ),
    "page.cut.opposite": MessageTemplate(
      "I bordi {first} e {second} della pagina sono tagliati; allontana il telefono."),
    "page.tilted.clockwise": MessageTemplate(
      "La pagina è storta; ruota un po' il telefono in senso orario per raddrizzare le righe."),
    "page.tilted.anticlockwise": MessageTemplate(
      "La pagina è storta; ruota un po' il telefono in senso antiorario per raddrizzare le righe."),
    "page.small": MessageTemplate("Il testo è piccolo nell'inquadratura; avvicina il telefono alla pagina."),

    "live.target.person": MessageTemplate("Una persona"),
    "live.target.face": MessageTemplate("Un volto"),
    "live.target.text": MessageTemplate("Del testo"),
    "live.target.barcode": MessageTemplate("Un codice"),
    "live.near": MessageTemplate("vicino"),
    "live.far": MessageTemplate("lontano"),
    "live.found.clock": MessageTemplate("{target} a ore {hour}, {distance}."),
    "live.found.centred": MessageTemplate("{target} al centro, {distance}."),
    "live.lost.person": MessageTemplate("Non vedo più nessuna persona."),
    "live.lost.face": MessageTemplate("Non vedo più nessun volto."),
    "live.lost.text": MessageTemplate("Non vedo più testo."),
    "live.lost.barcode": MessageTemplate("Non vedo più nessun codice."),
    "live.code": MessageTemplate("È {code}."),
    "live.emptyQuestion": MessageTemplate(
      "La domanda è vuota; scrivi cosa vuoi sapere di ciò che vede la fotocamera."),
    "live.askBeforeFrame": MessageTemplate(
      "Invia prima un'immagine (un JPEG o PNG come messaggio binario), poi fai la domanda."),
    "live.stillAnswering": MessageTemplate(
      "Sto ancora rispondendo alla tua ultima domanda; chiedi di nuovo quando ho finito."),
    "live.sceneMissing": MessageTemplate(
      "Il motore di scena offline non è installato, quindi la modalità dal vivo non funziona; esegui `make run` per installare i modelli locali."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor ha già tutte le sessioni dal vivo che consente; riprova tra un minuto o chiedi a un amministratore di aumentare --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "La sessione dal vivo è rimasta inattiva per un minuto ed è terminata; riattiva la modalità dal vivo per continuare."
    ),
    "live.replaced": MessageTemplate(
      "La modalità dal vivo è stata attivata altrove con lo stesso account, quindi questa sessione è terminata."
    ),
    "live.shutdown": MessageTemplate("Visor si sta spegnendo; riattiva la modalità dal vivo quando torna."),

    "realtime.offlineLimits": MessageTemplate(
      "Sono il piccolo modello offline: posso sbagliare sui fatti e vedo solo le foto che mandi."),
    "realtime.silent": MessageTemplate("La registrazione è muta; non si è sentito nulla."),
    "realtime.noSpeechModel": MessageTemplate(
      "Non c'è nessuna voce installata per dire la risposta; arriva come testo."),
    "realtime.idle": MessageTemplate(
      "Per 10 minuti non è arrivato nulla; la conversazione è chiusa. Aprine una nuova per continuare."),
    "realtime.shutdown": MessageTemplate("Il server si sta riavviando; riapri la conversazione tra poco."),
    "realtime.slowClient": MessageTemplate(
      "Il client ha smesso di leggere; la conversazione è chiusa. Leggi gli eventi man mano che arrivano."),
    "realtime.tooManySessions": MessageTemplate(
      "Su questo server ci sono troppe sessioni dal vivo e conversazioni aperte; chiudine una o riprova tra un minuto."
    ),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}; per marca e modello serve un modello di visione."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Salvato nel tuo garage."),
    "recognize.someInvalid": MessageTemplate(
      "Alcune risposte non hanno superato la verifica e restano sconosciute: {fields}."),
    "cute.meter": MessageTemplate("Carino al {percent}%. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Adorabile!"),
    "cute.verdict.pretty": MessageTemplate("Piuttosto carino."),
    "cute.verdict.kindOf": MessageTemplate("Abbastanza carino."),
    "cute.verdict.not": MessageTemplate("Non molto carino."),
    "classify.label.cute": MessageTemplate("carino"),
    "classify.label.notcute": MessageTemplate("non carino"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Fatti sulla foto senza connessione: che cosa è probabilmente (ImageNet), il testo e le pagine che riesce a leggere, persone, codici a barre, gatti, colori e luce. Dice ciò che non può sapere; configura un fornitore di visione per avere risposte complete."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Non installato: esegui `make run` (scripts/setup-classifier.sh converte EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate("EfficientNet-Lite0, 1000 classi ImageNet, ingresso 224×224."),
    "model.note.cute": MessageTemplate(
      "Rilevatore di animali carini (cute / notcute) ricavato dalle classi di animali di ImageNet e dai musi di gatto (vedi docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate("I processi locali sono disattivati in questa configurazione."),
    "model.note.workersMissing": MessageTemplate(
      "Non installato: esegui `make run` (scripts/setup-models.sh installa il processo Python e i modelli)."),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), trascrizione senza connessione in 99 lingue: gli si indica la lingua della persona, oppure la rileva."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), trascrizione senza connessione. Solo inglese; usa local/whisper-base per le altre lingue."
    ),
    "model.note.piper": MessageTemplate("Voce neurale Piper «joe»: solo inglese."),
    "model.note.flite": MessageTemplate("flite, voci di riserva integrate (robotiche): solo inglese."),
    "model.note.pico": MessageTemplate(
      "Voci SVOX Pico per francese, spagnolo, tedesco e italiano, le voci senza connessione più chiare per queste lingue; eseguite come programma a parte."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico non è installato (espeak-ng e Festival parlano francese, spagnolo, tedesco e italiano, meno chiaramente); installalo con scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Voci Festival per italiano e russo, più chiare di quelle di espeak-ng; eseguite come programma a parte."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "Le voci italiana e russa di Festival non sono installate (espeak-ng parla queste lingue); installale con scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "Voci espeak-ng per spagnolo, francese, tedesco, portoghese, italiano, polacco, turco, russo e arabo: robotiche ma chiare, eseguite come programma a parte. Usate quando la lingua della persona non è l'inglese."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng non è installato, quindi le lingue diverse dall'inglese sono lette dalla voce inglese; installalo con scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Non installato: esegui `make run` (scripts/setup-models.sh installa llama.cpp e SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct con llama.cpp: piccolo e veloce per chiacchierare; inventa fatti, quindi non chiedergli mai di una foto."
    ),
    "voice.note.joe": MessageTemplate("Voce neurale, inglese americano."),
    "voice.note.flite": MessageTemplate(
      "Voce robotica (flite), inglese americano: la riserva quando manca Piper."),
    "voice.note.pico": MessageTemplate(
      "Voce sintetica (SVOX Pico), {name}: chiara, ma si sente che è una macchina."),
    "voice.note.festival": MessageTemplate(
      "Voce robotica (Festival), {name}: più chiara di espeak-ng, ma si sente che è una macchina."),
    "voice.note.mbrola": MessageTemplate(
      "Voce robotica (difoni MBROLA {mbrola} tramite espeak-ng), {name}: più chiara di quella di espeak-ng, ma si sente che è una macchina."
    ),
    "voice.note.espeak": MessageTemplate(
      "Voce robotica (sintesi a formanti di espeak-ng), {name}: chiara, ma si sente che è una macchina."),
    "voice.name.spanishSpain": MessageTemplate("spagnolo (Spagna)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("spagnolo (America Latina)"),
    "voice.name.french": MessageTemplate("francese"),
    "voice.name.german": MessageTemplate("tedesco"),
    "voice.name.portuguesePortugal": MessageTemplate("portoghese (Portogallo)"),
    "voice.name.portugueseBrazil": MessageTemplate("portoghese (Brasile)"),
    "voice.name.italian": MessageTemplate("italiano"),
    "voice.name.polish": MessageTemplate("polacco"),
    "voice.name.turkish": MessageTemplate("turco"),
    "voice.name.russian": MessageTemplate("russo"),
    "voice.name.arabic": MessageTemplate("arabo"),
    "voice.name.italianLP": MessageTemplate("italiano (lp, difoni)"),
    "voice.name.russianNSH": MessageTemplate("russo (nsh, selezione di unità)"),

    // Nouns: indefinite, definite, neg (after "non vedo"), gen (di + definite).
    "thing.person": italianNoun("persona", "persone", .la),
    "thing.face": italianNoun("volto", "volti", .il),
    "thing.code": italianNoun("codice", "codici", .il),
    "thing.bigCat": italianNoun("grande felino", "grandi felini", .il),
    "thing.dog": italianNoun("cane", "cani", .il),
    "thing.wolf": italianNoun("lupo", "lupi", .il),
    "thing.fox": italianNoun("volpe", "volpi", .la),
    "thing.canine": italianNoun("canide", "canidi", .il),
    "thing.cat": italianNoun("gatto", "gatti", .il),
    "thing.feline": italianNoun("felino", "felini", .il),
    "thing.bear": italianNoun("orso", "orsi", .elisionMasculine),
    "thing.bird": italianNoun("uccello", "uccelli", .elisionMasculine),
    "thing.fish": italianNoun("pesce", "pesci", .il),
    "thing.snake": italianNoun("serpente", "serpenti", .il),
    "thing.lizard": italianNoun("lucertola", "lucertole", .la),
    "thing.turtle": italianNoun("tartaruga", "tartarughe", .la),
    "thing.reptile": italianNoun("rettile", "rettili", .il),
    "thing.frog": italianNoun("rana", "rane", .la),
    "thing.butterfly": italianNoun("farfalla", "farfalle", .la),
    "thing.insect": italianNoun("insetto", "insetti", .elisionMasculine),
    "thing.spider": italianNoun("ragno", "ragni", .il),
    "thing.rabbit": italianNoun("coniglio", "conigli", .il),
    "thing.squirrel": italianNoun("scoiattolo", "scoiattoli", .lo),
    "thing.rodent": italianNoun("roditore", "roditori", .il),
    "thing.horse": italianNoun("cavallo", "cavalli", .il),
    "thing.zebra": italianNoun("zebra", "zebre", .la),
    "thing.pig": italianNoun("maiale", "maiali", .il),
    "thing.cow": italianNoun("mucca", "mucche", .la),
    "thing.sheep": italianNoun("pecora", "pecore", .la),
    "thing.monkey": italianNoun("scimmia", "scimmie", .la),
    "thing.elephant": italianNoun("elefante", "elefanti", .elisionMasculine),
    "thing.panda": italianNoun("panda", "panda", .il),
    "thing.pet": italianNoun("animale domestico", "animali domestici", .elisionMasculine),
    "thing.mammal": italianNoun("mammifero", "mammiferi", .il),
    "thing.animal": italianNoun("animale", "animali", .elisionMasculine),
    "thing.car": italianNoun("auto", "auto", .elisionFeminine),
    "thing.truck": italianNoun("camion", "camion", .il),
    "thing.bus": italianNoun("autobus", "autobus", .elisionMasculine),
    "thing.bicycle": italianNoun("bicicletta", "biciclette", .la),
    "thing.motorbike": italianNoun("moto", "moto", .la),
    "thing.train": italianNoun("treno", "treni", .il),
    "thing.boat": italianNoun("barca", "barche", .la),
    "thing.aircraft": italianNoun("aereo", "aerei", .elisionMasculine),
    "thing.vehicle": italianNoun("veicolo", "veicoli", .il),
    "thing.apple": italianNoun("mela", "mele", .la),
    "thing.fruit": .noun([
      "one": "frutta", "other": "frutta", "indefinite": "della frutta", "definite": "la frutta",
      "neg": "frutta", "gen": "della frutta",
    ]),
    "thing.vegetable": .noun([
      "one": "verdura", "other": "verdure", "indefinite": "della verdura", "definite": "la verdura",
      "neg": "verdura", "gen": "della verdura",
    ]),
    "thing.food": .noun([
      "one": "cibo", "other": "cibo", "indefinite": "del cibo", "definite": "il cibo", "neg": "cibo",
      "gen": "del cibo",
    ]),
    "thing.flower": italianNoun("fiore", "fiori", .il),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "\"{name}\" deve essere un numero intero da {low} a {high}; inviane uno in questo intervallo (predefinito: {default})."
    ),
    "request.unknownField": MessageTemplate(
      "Campo sconosciuto \"{field}\"; i campi accettati sono {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "Questo account può fare {count} richiesta al minuto",
        .other: "Questo account può fare {count} richieste al minuto",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "Questo account può eseguire {count} analisi al giorno",
        .other: "Questo account può eseguire {count} analisi al giorno",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (l'ha deciso un amministratore); chiedi a un amministratore di aumentarlo."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} e ha raggiunto il limite; si azzera tra {wait} secondo, alle {time} UTC.",
        .other: "{may} e ha raggiunto il limite; si azzera tra {wait} secondi, alle {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} s"),
    "duration.minutes": MessageTemplate("{minutes} min"),
    "duration.hoursMinutes": MessageTemplate("{hours} h {minutes} min"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} e ha raggiunto il limite; si azzera a mezzanotte UTC, tra {duration}, oppure chiedi a un amministratore di aumentarlo."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "La richiesta supera il limite di {limit}; invia un file più piccolo (per esempio, riduci prima l'immagine)."
    ),
    "error.photosBusy": .plural(
      "wait",
      [
        .one: "Visor è occupato con le foto di altre persone; invia di nuovo questa tra {wait} secondo.",
        .other: "Visor è occupato con le foto di altre persone; invia di nuovo questa tra {wait} secondi.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "Il nome utente o la password non sono corretti; controllali e riprova."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Troppi accessi non riusciti; aspetta {wait} secondo e riprova.",
        .other: "Troppi accessi non riusciti; aspetta {wait} secondi e riprova.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Troppi codici sbagliati; aspetta {wait} secondo e riprova.",
        .other: "Troppi codici sbagliati; aspetta {wait} secondi e riprova.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Quel codice di accesso è sbagliato, scaduto o già usato; esegui `visor users code NOME` per averne uno nuovo, o chiedi a un amministratore."
    ),
    "error.signIn.required": MessageTemplate(
      "Prima accedi: invia `Authorization: Bearer <token>` (creane uno con `visor users token NOME`) oppure accedi all'app web."
    ),
    "error.signIn.badToken": MessageTemplate(
      "Il token API non è valido (sbagliato, revocato, o il suo utente è stato eliminato); creane uno nuovo con `visor users token NOME` o nelle Impostazioni."
    ),
    "error.signIn.csrf": MessageTemplate(
      "A questa richiesta manca l'intestazione X-CSRF-Token della tua sessione; ricarica l'app web e riprova."
    ),
    "error.password.current": MessageTemplate(
      "La password attuale non è corretta; scrivila di nuovo."),
    "error.password.weak": MessageTemplate(
      "Una password deve avere almeno 8 caratteri; scegline una più lunga."),
    "error.account.gone": MessageTemplate(
      "Questo account non esiste più; accedi di nuovo."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Troppe chiamate in dieci minuti; aspetta {seconds} secondo e riprova.",
        .other: "Troppe chiamate in dieci minuti; aspetta {seconds} secondi e riprova.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Un'altra persona ha già preso questa richiesta; lasciala a lei, o guarda le altre in attesa."),
    "error.code.help_closed": MessageTemplate(
      "Questa richiesta non è più aperta (ha avuto risposta o è scaduta); aspetta che la persona chieda di nuovo."
    ),
    "error.code.helper_unavailable": MessageTemplate(
      "Questa persona ora non è disponibile (ha Visor chiuso o è in chiamata); invia una foto, o riprova più tardi."
    ),
    "error.code.no_speech": MessageTemplate(
      "Non si è sentita nessuna parola; parla chiaramente e registra di nuovo, o scrivi la domanda."),
    "error.image.emptyField": MessageTemplate(
      "Il campo \"image\" è vuoto; allega la foto."),
    "error.image.emptyBody": MessageTemplate(
      "La richiesta è vuota; invia la foto."),
    "error.audio.emptyField": MessageTemplate(
      "Il campo \"audio\" è vuoto; allega la registrazione."),
    "error.audio.empty": MessageTemplate(
      "L'audio è vuoto. Registra qualche secondo di parlato e riprova."),
    "error.noSpeech.question": MessageTemplate(
      "Nella domanda non si è sentita nessuna parola; tieni premuto lo scatto e parla chiaramente, o scrivi la domanda."
    ),
    "error.language.unsupported": MessageTemplate(
      "\"{field}\" deve essere una lingua supportata da Visor: {languages}. \"{tag}\" non lo è; inviane una di queste (va bene anche con la regione: \"es-MX\")."
    ),
    "error.voice.unknown": MessageTemplate(
      "Nessun modello vocale qui ha la voce \"{voice}\"; scegline una tra: {voices} (GET /api/v1/models elenca le voci di ogni modello)."
    ),
    "error.voice.none": MessageTemplate(
      "Nessun modello vocale qui ha la voce \"{voice}\"; non c'è nessun modello vocale, quindi lascia vuota la voce (GET /api/v1/models elenca le voci di ogni modello)."
    ),
    "error.chat.notFound": MessageTemplate(
      "Nessuna chat con quell'id; elenca le tue chat con GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "Nessuna analisi con quell'id; elenca le tue con GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "Nessuna analisi con quell'id (forse è già stata eliminata)."),
    "error.settings.accentColor": MessageTemplate(
      "Il colore d'accento (\"accentColor\") deve essere un colore esadecimale come \"#0a84ff\"."),
    "error.settings.displayName": MessageTemplate(
      "Il nome visualizzato (\"displayName\") può avere al massimo 64 caratteri."),
    "error.account.lastAdmin": MessageTemplate(
      "Sei l'unico amministratore; rendi amministratore un altro utente prima di eliminare questo account."),
    "error.car.notFound": MessageTemplate(
      "Nel tuo garage non c'è nessuna auto con quell'id; elencale con GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "Nessun elemento con quell'id; elencali con GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "Hai già insegnato \"{name}\"; scegli un altro nome, o aggiungilo con un nome nuovo."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "Il file non è un'immagine che Visor sa leggere. Invia un'immagine JPEG, PNG, WebP, HEIC/HEIF o GIF."),
    "error.image.truncated": MessageTemplate(
      "L'immagine è troncata o danneggiata. Carica di nuovo il file completo, oppure salvalo di nuovo e riprova."
    ),
    "error.image.tooLarge": MessageTemplate(
      "L'immagine misura {width}×{height} pixel, più del limite di {limit} pixel. Rimpiccioliscila e riprova."
    ),
    "error.audio.unreadable": MessageTemplate(
      "Il file inviato non contiene audio che Visor sa leggere. Invia audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg o FLAC."
    ),
    "error.audio.noTrack": MessageTemplate(
      "Il file inviato non ha una traccia audio. Invia audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg o FLAC."),
    "error.audio.damaged": MessageTemplate(
      "L'audio è danneggiato e non si è potuto decodificare. Registralo di nuovo, oppure invia audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg o FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "L'audio supera il limite di {seconds} s. Registra una domanda più breve e riprova."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "Non trovo nessun volto nella foto; invia una foto in cui il volto di {name} sia nitido, frontale e ben illuminato."
    ),
    "error.face.none.nth": MessageTemplate(
      "Non trovo nessun volto nella foto {index} di {count}; invia una foto in cui il volto di {name} sia nitido, frontale e ben illuminato."
    ),
    "error.face.several.single": MessageTemplate(
      "Nella foto ci sono più volti ({faces}); invia foto in cui ci sia solo {name}, oppure ritaglia via gli altri."
    ),
    "error.face.several.nth": MessageTemplate(
      "Nella foto {index} di {count} ci sono più volti ({faces}); invia foto in cui ci sia solo {name}, oppure ritaglia via gli altri."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "Non è stato possibile leggere la foto: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "Non è stato possibile leggere la foto {index} di {count}: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Hai già insegnato il massimo di volti che Visor conserva ({count}); eliminane uno prima."),
    "error.known.tooMany.things": MessageTemplate(
      "Hai già insegnato il massimo di oggetti che Visor conserva ({count}); eliminane uno prima."),
    "error.known.name.person": MessageTemplate(
      "Invia un \"name\" per la persona, come \"Ana\"."),
    "error.known.name.thing": MessageTemplate(
      "Invia un \"name\" per l'oggetto, come \"chiavi\"."),
    "error.thing.notTaught": MessageTemplate(
      "Non hai insegnato nessun oggetto chiamato \"{name}\"; insegnalo in Impostazioni → Oggetti o con POST /api/v1/things."
    ),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} non è tuo aiutante (o non ha ancora accettato); chiama uno dei tuoi aiutanti, oppure invita {username} in Impostazioni → Aiutanti."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} non è tuo aiutante (o non ha ancora accettato); chiedi a uno dei tuoi aiutanti, oppure invita {username} in Impostazioni → Aiutanti."
    ),
    "error.helper.nobody": MessageTemplate(
      "Nessuno si chiama \"{name}\" su questo Visor; controlla come si scrive, oppure chiedi a un amministratore di aggiungerlo."
    ),
    "error.helper.self": MessageTemplate(
      "Non puoi essere aiutante di te stesso; invita un'altra persona di questo Visor."),
    "error.help.question.tooLong": MessageTemplate(
      "La domanda è troppo lunga; resta sotto i {limit} caratteri."),
    "error.help.answer.tooLong": MessageTemplate(
      "La risposta è troppo lunga; resta sotto i {limit} caratteri."),
    "error.help.gone": MessageTemplate(
      "Nessuna richiesta di aiuto con quell'id (forse è stata eliminata)."),
  ]

  /// Which article an Italian noun takes: il (un), lo (uno, before s + consonant), la (una), l' for a
  /// masculine (un) or feminine (un') noun beginning with a vowel.
  enum ItalianArticle { case il, lo, la, elisionMasculine, elisionFeminine }

  static func italianNoun(_ one: String, _ other: String, _ article: ItalianArticle) -> MessageTemplate {
    let (indefinite, definite, negative, genitive): (String, String, String, String) =
      switch article {
      case .il: ("un ", "il ", "nessun ", "del ")
      case .lo: ("uno ", "lo ", "nessuno ", "dello ")
      case .la: ("una ", "la ", "nessuna ", "della ")
      case .elisionMasculine: ("un ", "l'", "nessun ", "dell'")
      case .elisionFeminine: ("un'", "l'", "nessuna ", "dell'")
      }
    return .noun([
      "one": one, "other": other, "indefinite": indefinite + one, "definite": definite + one,
      "neg": negative + one, "gen": genitive + one,
    ])
  }
}
