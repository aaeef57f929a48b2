import Foundation

extension MessageCatalogue {
  /// Visor's sentences in German. Nouns add the cases the templates need: `acc` ("einen Hund"),
  /// `neg` ("keinen Hund") and `dat` ("dem Hund"). A classifier's label comes
  /// bare, so the sentences that take one name it after a colon ("Sieht aus wie: Sportwagen").
  public static let german = MessageCatalogue(
    language: "de", plural: .oneOther,
    templates: germanTemplates.merging(cliGerman) { own, _ in own }
      .merging(errorTemplates("de")) { own, _ in own })

  static let germanTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} und {second}"),
    "list.many": MessageTemplate("{head} und {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Niemand konnte antworten; versuch es noch einmal oder ruf an."),
    "help.withdrawn": MessageTemplate("Die Person, die gefragt hat, hat die Anfrage zurückgezogen."),
    "call.ended": MessageTemplate("Der Anruf ist beendet."),
    "call.missed": MessageTemplate(
      "Niemand hat den Anruf angenommen; versuch es noch einmal oder frag jemand anderen."),
    "speech.noVoice": MessageTemplate(
      "Für {language} ist hier keine Stimme installiert, deshalb spricht die englische Stimme."),
    "speech.silent": MessageTemplate("Die Aufnahme ist stumm; prüfe das Mikrofon und nimm noch einmal auf."),
    "speech.languageUnheard": MessageTemplate(
      "{model} versteht nur {languages} und kann „{language}“ deshalb nicht aufschreiben; nimm das mehrsprachige Modell local/whisper-base (GET /api/v1/models listet die Modelle) oder lass „language“ weg."
    ),

    "answer.yes": MessageTemplate("Ja."),
    "answer.no": MessageTemplate("Nein."),
    "answer.refusal": MessageTemplate(
      "Das könnte ein Bildmodell beantworten; wer dieses Visor betreibt, kann eines unter Einstellungen → Modelle hinzufügen."
    ),
    "answer.classifierMissing": MessageTemplate(
      "Der Bildklassifikator ist nicht installiert, daher kann ich das nicht sagen (führe scripts/setup-classifier.sh aus)."
    ),

    "answer.subject.looksLike": MessageTemplate("Sieht aus wie: {thing}."),
    "answer.subject.probably": MessageTemplate("Wahrscheinlich: {thing}."),
    "answer.subject.unsure": MessageTemplate("Ich weiß nicht genau, was das ist."),
    "answer.subject.sign": MessageTemplate("Ein Schild oder Etikett mit der Aufschrift {text}."),
    "answer.subject.shopfront": MessageTemplate("Ein Ladengeschäft mit den Worten {text}."),

    "answer.presence.yes": MessageTemplate("Ja, ich sehe {thing:acc}."),
    "answer.presence.seen": MessageTemplate("Ich sehe {thing:acc}."),
    "answer.presence.looksLike": MessageTemplate("Sieht aus wie: {kind}."),
    "answer.presence.mightBe": MessageTemplate("Vielleicht: {kind}."),
    "answer.presence.possibly": MessageTemplate("Vielleicht {thing}, aber ich bin mir nicht sicher."),
    "answer.presence.notSeen": MessageTemplate("Ich sehe {thing:neg}; das sieht aus wie: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("Ich sehe {thing:neg}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Ich nenne nur das Hauptmotiv eines Fotos; etwas Kleines oder im Hintergrund kann mir entgehen."),
    "answer.presence.cannotTell": MessageTemplate("Ich kann nicht sagen, ob hier {thing} ist."),

    "answer.count.cannot": MessageTemplate(
      "Offline kann ich {things} nicht zählen; ich zähle nur Personen, Gesichter und Barcodes."),
    "answer.count.cannotThose": MessageTemplate(
      "Das kann ich offline nicht zählen; ich zähle nur Personen, Gesichter und Barcodes."),
    "answer.count.faces": .plural(
      "count", [.one: "Ich sehe ein Gesicht.", .other: "Ich sehe {count} Gesichter."]),
    "answer.count.codes": .plural(
      "count", [.one: "Ich kann einen Code lesen.", .other: "Ich kann {count} Codes lesen."]),

    "answer.people.count": .plural(
      "count", [.one: "Ich sehe eine Person {places}.", .other: "Ich sehe {count} Personen: {places}."]),
    "answer.people.countMore": MessageTemplate("Ich sehe {count} Personen: {places} und weitere."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("eine {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("eine {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("dir zugewandt"),
    "place.facing.side": MessageTemplate("seitlich gedreht"),
    "place.facing.away": MessageTemplate("abgewandt"),
    "answer.people.none": MessageTemplate(
      "Ich sehe keine Gesichter und keine Personen. Kleine, sitzende, abgewandte oder halb verdeckte Personen können mir entgehen."
    ),
    "answer.people.animalFace": MessageTemplate(
      "Ich habe ein Gesicht gefunden, aber es könnte {animal:dat} gehören; ich kann also nicht sagen, ob hier eine Person ist."
    ),
    "answer.people.detectorMissing": MessageTemplate(
      "Die Gesichtserkennung ist nicht installiert, daher kann ich keine Personen zählen (installiere opencv-data)."
    ),
    "live.someone": MessageTemplate("Jemand {place}."),
    "live.nobody": MessageTemplate("Jetzt niemand."),
    "live.peopleNow": .plural("count", [.one: "Jetzt eine Person.", .other: "Jetzt {count} Personen."]),
    "face.named": MessageTemplate("{name} ist {side}, {distance}."),
    "face.someone": MessageTemplate("Jemand, den ich nicht kenne, ist {side}, {distance}."),
    "find.found": MessageTemplate("Ich sehe „{name}“ auf {clock} Uhr, {distance}."),
    "find.lookAlike": MessageTemplate(
      "Ich sehe etwas wie „{name}“ auf {clock} Uhr, {distance}, aber in einer anderen Farbe; vielleicht ist es ein anderer Gegenstand."
    ),
    "find.notSeen": MessageTemplate("Ich sehe „{name}“ nicht."),
    "live.thing.centred": MessageTemplate("Ich sehe „{name}“ in der Mitte, {distance}."),
    "live.known.clock": MessageTemplate("Ich sehe {name} auf {clock} Uhr, {distance}."),
    "live.known.centred": MessageTemplate("Ich sehe {name} in der Mitte, {distance}."),
    "live.known.notSeen": MessageTemplate("Ich sehe {name} nicht."),
    "place.left": MessageTemplate("links"),
    "place.centre": MessageTemplate("in der Mitte"),
    "place.right": MessageTemplate("rechts"),
    "place.near": MessageTemplate("nah"),
    "place.far": MessageTemplate("weiter weg"),

    "answer.location.cannot": MessageTemplate(
      "Offline kann ich nicht sagen, wo Dinge im Bild sind; ich kann nur Personen verorten."),

    "colour.mostly": MessageTemplate("überwiegend {first}"),
    "colour.mostlyTwo": MessageTemplate("überwiegend {first} und {second}"),
    "answer.colour.it": MessageTemplate("Es ist {colours}."),
    "answer.colour.subject": MessageTemplate("{thing} sieht {colours} aus."),
    "answer.colour.picture": MessageTemplate(
      "Ich kann kein einzelnes Motiv ausmachen; das ganze Bild ist {colours}."),
    "answer.colour.pictureAside": MessageTemplate("Das ganze Bild ist {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate(
      "Ich kann die Farbe von {thing:dat} nicht vom Hintergrund unterscheiden."),
    "answer.colour.cannotSeparateIt": MessageTemplate(
      "Ich kann seine Farbe nicht vom Hintergrund unterscheiden."),
    "answer.colour.notSure": MessageTemplate(
      "Ich bin nicht sicher, ob hier {thing} ist, daher kann ich die Farbe nicht sagen."),
    "answer.colour.unmeasured": MessageTemplate("Ich konnte die Farben in diesem Foto nicht messen."),

    "answer.reading.says": MessageTemplate("Da steht {text}."),
    "answer.reading.thinkSays": MessageTemplate("Ich glaube, da steht {text}."),
    "answer.reading.blurred": MessageTemplate(
      "Die Schrift ist zu unscharf zum Lesen; halte das Handy ruhig und lass es scharfstellen, bevor du auslöst."
    ),
    "answer.reading.photoBlurred": MessageTemplate(
      "Das Foto ist zu unscharf zum Lesen; halte das Handy ruhig und lass es scharfstellen, bevor du auslöst."
    ),
    "answer.reading.tooDark": MessageTemplate(
      "Es ist zu dunkel zum Lesen; mach Licht oder geh an einen helleren Ort, und halte das Handy ruhig."),
    "answer.reading.readerMissing": MessageTemplate(
      "Die Texterkennung ist nicht installiert, daher kann ich keinen Text lesen (installiere tesseract-ocr-eng)."
    ),
    "answer.reading.none": MessageTemplate(
      "Ich finde keinen lesbaren Text. Halte das Handy ruhig, etwas näher, und sorg für gutes Licht auf dem Text."
    ),
    "answer.reading.noPage": MessageTemplate(
      "Ich kann hier keine Seite lesen. Halte das Handy etwa 30 cm über die Seite, ruhig, und achte darauf, "
        + "dass die ganze Seite im Bild und gut beleuchtet ist."),
    "answer.reading.unknownScript": MessageTemplate(
      "Ich sehe Schrift, aber in einer Schrift, die ich nicht lesen kann."),
    "answer.reading.alsoUnknownScript": MessageTemplate("Da ist auch Schrift, die ich nicht lesen kann."),
    "answer.reading.otherScript": MessageTemplate("Hier steht etwas in {script}: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "Hier steht etwas in {script}, aber ich kann es nicht entziffern."),
    "answer.reading.script.latin": MessageTemplate("lateinischer Schrift"),
    "answer.reading.script.cyrillic": MessageTemplate("kyrillischer Schrift"),
    "answer.reading.script.greek": MessageTemplate("griechischer Schrift"),
    "answer.reading.script.arabic": MessageTemplate("arabischer Schrift"),
    "answer.reading.script.devanagari": MessageTemplate("Devanagari-Schrift"),
    "answer.reading.script.hebrew": MessageTemplate("hebräischer Schrift"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Ich kann hier nichts in {script} lesen: Das Lesemodul dafür ist nicht installiert (scripts/setup.sh --languages {pack}). Ich lese stattdessen lateinische Schrift."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "Mein Lesemodul für Texte in {script} ist schwach, diese Lesung kann also Fehler enthalten."),
    "answer.code.one": MessageTemplate("Das ist {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Ich sehe einen Barcode, kann ihn aber nicht lesen; halte das Handy ruhig und näher heran."),
    "answer.code.tooDark": MessageTemplate(
      "Es ist zu dunkel, um einen Barcode zu finden; mach Licht oder geh an einen helleren Ort."),
    "answer.code.photoBlurred": MessageTemplate(
      "Das Foto ist zu unscharf, um einen Code zu finden; halte das Handy ruhig und lass es scharfstellen, bevor du auslöst."
    ),
    "answer.code.none": MessageTemplate(
      "Ich sehe keinen Barcode und keinen QR-Code. Halte den Code flach in die Bildmitte, etwa eine Handbreit entfernt."
    ),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("Da ist außerdem {code}."),
    "answer.code.noText": MessageTemplate("Es gibt keine Schrift zu lesen, aber da ist {code}."),

    "answer.light.unmeasured": MessageTemplate("Ich konnte das Licht in diesem Foto nicht messen."),
    "answer.light.dark": MessageTemplate("Es ist dunkel: Helligkeit {level} von 100."),
    "answer.light.dim": MessageTemplate("Es ist dämmrig: Helligkeit {level} von 100."),
    "answer.light.bright": MessageTemplate("Es ist hell: Helligkeit {level} von 100."),
    "answer.light.from.left": MessageTemplate("Das Licht kommt von links."),
    "answer.light.from.right": MessageTemplate("Das Licht kommt von rechts."),
    "answer.light.from.above": MessageTemplate("Das Licht kommt von oben."),
    "answer.light.from.below": MessageTemplate("Das Licht kommt von unten."),
    "answer.light.even": MessageTemplate("Das Licht ist recht gleichmäßig."),

    "answer.needsPhoto": MessageTemplate(
      "Dafür brauche ich ein Foto. Mach oder häng ein Bild an und frag noch einmal."),
    "describe.mostlyText": MessageTemplate("Das ist überwiegend Text. Da steht: {text}."),
    "describe.picture": MessageTemplate("Das Bild ist {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}, {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "Der Bildklassifikator ist nicht installiert, daher kann ich nicht sagen, was das ist (führe scripts/setup-classifier.sh aus)."
    ),
    "describe.canRead": MessageTemplate("Ich kann {text} lesen."),
    "describe.code": MessageTemplate("Da ist {code}."),
    "describe.maybeCat": MessageTemplate("Vielleicht ist da auch eine Katze."),
    "describe.nothing": MessageTemplate("Offline kann ich zu diesem Foto nichts sagen."),
    "subject.looksLike": MessageTemplate("Sieht aus wie: {thing}"),
    "subject.probably": MessageTemplate("Wahrscheinlich: {thing}"),
    "subject.mightBe": MessageTemplate("Ich weiß nicht genau, was das ist; vielleicht: {thing}"),
    "subject.mightBeEither": MessageTemplate(
      "Ich weiß nicht genau, was das ist; vielleicht: {first} oder {second}"),
    "subject.group": MessageTemplate("Sieht aus wie: {group}"),
    "subject.groupMember": MessageTemplate("Sieht aus wie: {group} (wahrscheinlich {member})"),

    "colour.centre": MessageTemplate("In der Mitte ist es {colour}."),
    "colour.pictureMostly": MessageTemplate("Das Bild ist überwiegend {colour}."),

    "car.looksLike": MessageTemplate("Das sieht aus wie ein Auto."),
    "car.looksLikeBody": MessageTemplate("Das sieht aus wie ein Auto (wahrscheinlich: {body})."),
    "car.notCar": MessageTemplate("Ich glaube nicht, dass das ein Auto ist."),
    "car.makeNeedsModel": MessageTemplate("Für Marke und Modell braucht es ein Bildmodell."),
    "car.noCar": MessageTemplate(
      "Ich sehe kein Auto auf diesem Foto. Nimm ein Foto, auf dem das Auto fast das ganze Bild füllt, oder schneide es zu."
    ),
    "car.offline": MessageTemplate(
      "Offline erkenne ich nur die Karosserieform und die Farbe; Marke, Modell und technische Daten brauchen ein "
        + "Bildmodell, das man unter Einstellungen → Modelle hinzufügen kann."),
    "recognize.notFound": MessageTemplate(
      "Ich sehe {subject} auf diesem Foto nicht; nimm ein näheres Foto oder schneide es zu."),
    "cute.classifierMissing": MessageTemplate(
      "Der Bildklassifikator ist nicht installiert, daher kann ich das nicht beurteilen (führe scripts/setup-classifier.sh aus)."
    ),
    "cute.yes": MessageTemplate("Ja, süß: Ich bin zu {percent} % sicher, dass das ein knuddeliges Tier ist."),
    "cute.no": MessageTemplate(
      "Nach meiner Messung nicht: Ich bin zu {percent} % sicher, dass das kein knuddeliges Tier ist (als süß kenne ich "
        + "nur Hunde, Katzen, Kaninchen, Pandas und ein paar andere)."),

    "code.kind.qr": MessageTemplate("ein QR-Code"),
    "code.kind.barcode": MessageTemplate("ein {symbology}-Barcode"),
    "code.kind.barcodeAn": MessageTemplate("ein {symbology}-Barcode"),
    "code.binary": MessageTemplate(
      "{kind} mit {count} Byte Binärdaten, kein Text, daher kann ich ihn nicht vorlesen"),
    "code.empty": MessageTemplate("{kind} ohne Inhalt"),
    "code.isbn": MessageTemplate("die ISBN eines Buchs: {code}"),
    "code.ean13": MessageTemplate("ein EAN-13-Produktcode: {code}"),
    "code.product": MessageTemplate("ein {symbology}-Produktcode: {code}"),
    "code.productAn": MessageTemplate("ein {symbology}-Produktcode: {code}"),
    "code.link": MessageTemplate("{kind} mit einem Link zu {address}"),
    "code.linkParameters": MessageTemplate(" (mit zusätzlichen Parametern)"),
    "code.linkInsecure": MessageTemplate("; der Link ist nicht sicher"),
    "code.wifi.noName": MessageTemplate("ohne Namen"),
    "code.wifi.secured": MessageTemplate("{kind} für das WLAN {name} ({security}, mit Passwort)"),
    "code.wifi.open": MessageTemplate("{kind} für das WLAN {name} (offen, ohne Passwort)"),
    "code.email": MessageTemplate("{kind} mit einer E-Mail-Adresse: {address}"),
    "code.phone": MessageTemplate("{kind} mit einer Telefonnummer: {number}"),
    "code.contact": MessageTemplate("{kind} mit einer Visitenkarte"),
    "code.contactFor": MessageTemplate("{kind} mit der Visitenkarte von {name}"),
    "code.long": MessageTemplate(
      "{kind} mit {count} Zeichen Text, zu lang zum Vorlesen; er beginnt mit '{start}'"),
    "code.says": MessageTemplate("{kind} mit dem Text '{text}'"),

    "page.fills": MessageTemplate(
      "Die Seite ist größer als das Bild; halte das Handy weiter weg, bis alle vier Ränder zu sehen sind."),
    "page.edge.left": MessageTemplate("linke"),
    "page.edge.right": MessageTemplate("rechte"),
    "page.edge.top": MessageTemplate("obere"),
    "page.edge.bottom": MessageTemplate("untere"),
    "page.towards.left": MessageTemplate("nach links"),
    "page.towards.right": MessageTemplate("nach rechts"),
    "page.towards.top": MessageTemplate("nach oben"),
    "page.towards.bottom": MessageTemplate("nach unten"),
    "page.cut.one": MessageTemplate(
      "Der {edge} Rand der Seite ist abgeschnitten; halte das Handy weiter weg und etwas {towards}."),
    "page.cut.two": MessageTemplate(
      "Der {first} und der {second} Rand der Seite sind abgeschnitten; halte das Handy weiter weg und etwas {towards}."
    ),
    "page.cut.opposite": MessageTemplate(
      "Der {first} und der {second} Rand der Seite sind abgeschnitten; halte das Handy weiter weg."),
    "page.tilted.clockwise": MessageTemplate(
      "Die Seite ist schief; dreh das Handy etwas im Uhrzeigersinn, damit die Zeilen gerade sind."),
    "page.tilted.anticlockwise": MessageTemplate(
      "Die Seite ist schief; dreh das Handy etwas gegen den Uhrzeigersinn, damit die Zeilen gerade sind."),
    "page.small": MessageTemplate("Der Text ist klein im Bild; geh mit dem Handy näher an die Seite."),

    "live.target.person": MessageTemplate("Eine Person"),
    "live.target.face": MessageTemplate("Ein Gesicht"),
    "live.target.text": MessageTemplate("Text"),
    "live.target.barcode": MessageTemplate("Ein Code"),
    "live.near": MessageTemplate("nah"),
    "live.far": MessageTemplate("weit"),
    "live.found.clock": MessageTemplate("{target} auf {hour} Uhr, {distance}."),
    "live.found.centred": MessageTemplate("{target} in der Mitte, {distance}."),
    "live.lost.person": MessageTemplate("Ich sehe gerade keine Person."),
    "live.lost.face": MessageTemplate("Ich sehe gerade kein Gesicht."),
    "live.lost.text": MessageTemplate("Ich sehe gerade keinen Text."),
    "live.lost.barcode": MessageTemplate("Ich sehe gerade keinen Code."),
    "live.code": MessageTemplate("Das ist {code}."),
    "live.emptyQuestion": MessageTemplate(
      "Die Frage ist leer; schreib, was du über das Kamerabild wissen möchtest."),
    "live.askBeforeFrame": MessageTemplate(
      "Schick zuerst ein Bild (ein JPEG oder PNG als Binärnachricht) und frag dann danach."),
    "live.stillAnswering": MessageTemplate(
      "Ich beantworte noch deine letzte Frage; frag noch einmal, wenn sie beantwortet ist."),
    "live.sceneMissing": MessageTemplate(
      "Die Offline-Bilderkennung ist nicht installiert, daher funktioniert Live nicht; führe `make run` aus, um die lokalen Modelle zu installieren."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor hat schon so viele Live-Sitzungen, wie erlaubt sind; versuch es in einer Minute noch einmal oder bitte einen Admin, --max-live-sessions zu erhöhen."
    ),
    "live.idle": MessageTemplate(
      "Die Live-Sitzung war eine Minute lang untätig und wurde beendet; schalte Live wieder ein, um weiterzumachen."
    ),
    "live.replaced": MessageTemplate(
      "Live wurde woanders mit derselben Anmeldung eingeschaltet, daher wurde diese Sitzung beendet."),
    "live.shutdown": MessageTemplate(
      "Visor wird heruntergefahren; schalte Live wieder ein, sobald es zurück ist."),

    "realtime.offlineLimits": MessageTemplate(
      "Ich bin das kleine Offline-Modell: Ich kann mich bei Fakten irren und sehe nur ein Foto, das du schickst."
    ),
    "realtime.silent": MessageTemplate("Die Aufnahme ist stumm; es war nichts zu hören."),
    "realtime.noSpeechModel": MessageTemplate(
      "Es ist keine Stimme installiert, um die Antwort zu sprechen; sie kommt als Text."),
    "realtime.idle": MessageTemplate(
      "10 Minuten lang kam nichts; das Gespräch wurde beendet. Öffne ein neues, um weiterzumachen."),
    "realtime.shutdown": MessageTemplate("Der Server startet neu; öffne das Gespräch gleich noch einmal."),
    "realtime.slowClient": MessageTemplate(
      "Der Client hat aufgehört zu lesen; das Gespräch wurde beendet. Lies die Ereignisse, sobald sie kommen."
    ),
    "realtime.tooManySessions": MessageTemplate(
      "Auf diesem Server sind zu viele Live-Sitzungen und Gespräche offen; schließ eines oder versuch es in einer Minute noch einmal."
    ),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}; für Marke und Modell braucht es ein Bildmodell."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("In deiner Garage gespeichert."),
    "recognize.someInvalid": MessageTemplate(
      "Einige Antworten haben die Prüfung nicht bestanden und bleiben unbekannt: {fields}."),
    "cute.meter": MessageTemplate("Zu {percent} % süß. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Zum Knuddeln!"),
    "cute.verdict.pretty": MessageTemplate("Ziemlich süß."),
    "cute.verdict.kindOf": MessageTemplate("Ein bisschen süß."),
    "cute.verdict.not": MessageTemplate("Nicht sehr süß."),
    "classify.label.cute": MessageTemplate("süß"),
    "classify.label.notcute": MessageTemplate("nicht süß"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Fakten zum Foto, offline: was es wahrscheinlich ist (ImageNet), Text und Seiten, die es lesen kann, Personen, Barcodes, Katzen, Farben und Licht. Es sagt, was es nicht erkennen kann; richte einen Bildanbieter ein, um vollständige Antworten zu bekommen."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Nicht installiert: führe `make run` aus (scripts/setup-classifier.sh wandelt EfficientNet-Lite0 um)."),
    "model.note.imagenet": MessageTemplate("EfficientNet-Lite0, 1000 ImageNet-Klassen, Eingabe 224×224."),
    "model.note.cute": MessageTemplate(
      "Erkennt süße Tiere (cute / notcute) anhand der Tierklassen von ImageNet und an Katzengesichtern (siehe docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate(
      "Lokale Hilfsprozesse sind in dieser Konfiguration ausgeschaltet."),
    "model.note.workersMissing": MessageTemplate(
      "Nicht installiert: führe `make run` aus (scripts/setup-models.sh installiert den Python-Hilfsprozess und die Modelle)."
    ),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), Spracherkennung offline in 99 Sprachen: bekommt die Sprache der Person gesagt oder erkennt sie selbst."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), Spracherkennung offline. Nur Englisch; für andere Sprachen nimm local/whisper-base."
    ),
    "model.note.piper": MessageTemplate("Neuronale Piper-Stimme „joe“: nur Englisch."),
    "model.note.flite": MessageTemplate("flite, eingebaute Ersatzstimmen (roboterhaft): nur Englisch."),
    "model.note.pico": MessageTemplate(
      "SVOX-Pico-Stimmen für Französisch, Spanisch, Deutsch und Italienisch, die deutlichsten Offline-Stimmen für diese Sprachen; laufen als eigenes Programm."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico ist nicht installiert (espeak-ng und Festival sprechen Französisch, Spanisch, Deutsch und Italienisch, weniger deutlich); installiere es mit scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Festival-Stimmen für Italienisch und Russisch, deutlicher als die von espeak-ng; laufen als eigenes Programm."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "Die italienische und die russische Stimme von Festival sind nicht installiert (espeak-ng spricht diese Sprachen); installiere sie mit scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "espeak-ng-Stimmen für Spanisch, Französisch, Deutsch, Portugiesisch, Italienisch, Polnisch, Türkisch, Russisch und Arabisch: roboterhaft, aber deutlich; laufen als eigenes Programm. Werden verwendet, wenn die Sprache der Person nicht Englisch ist."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng ist nicht installiert, daher spricht die englische Stimme alle anderen Sprachen; installiere es mit scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Nicht installiert: führe `make run` aus (scripts/setup-models.sh installiert llama.cpp und SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct mit llama.cpp: klein und schnell für Smalltalk; es erfindet Fakten, frag es also nie nach einem Foto."
    ),
    "voice.note.joe": MessageTemplate("Neuronale Stimme, amerikanisches Englisch."),
    "voice.note.flite": MessageTemplate(
      "Roboterstimme (flite), amerikanisches Englisch: der Ersatz, wenn Piper fehlt."),
    "voice.note.pico": MessageTemplate(
      "Synthetische Stimme (SVOX Pico), {name}: deutlich, aber hörbar eine Maschine."),
    "voice.note.festival": MessageTemplate(
      "Roboterstimme (Festival), {name}: deutlicher als espeak-ng, aber hörbar eine Maschine."),
    "voice.note.mbrola": MessageTemplate(
      "Roboterstimme (MBROLA-Diphone {mbrola} über espeak-ng), {name}: deutlicher als die eigene Stimme von espeak-ng, aber hörbar eine Maschine."
    ),
    "voice.note.espeak": MessageTemplate(
      "Roboterstimme (Formantsynthese von espeak-ng), {name}: deutlich, aber hörbar eine Maschine."),
    "voice.name.spanishSpain": MessageTemplate("Spanisch (Spanien)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("Spanisch (Lateinamerika)"),
    "voice.name.french": MessageTemplate("Französisch"),
    "voice.name.german": MessageTemplate("Deutsch"),
    "voice.name.portuguesePortugal": MessageTemplate("Portugiesisch (Portugal)"),
    "voice.name.portugueseBrazil": MessageTemplate("Portugiesisch (Brasilien)"),
    "voice.name.italian": MessageTemplate("Italienisch"),
    "voice.name.polish": MessageTemplate("Polnisch"),
    "voice.name.turkish": MessageTemplate("Türkisch"),
    "voice.name.russian": MessageTemplate("Russisch"),
    "voice.name.arabic": MessageTemplate("Arabisch"),
    "voice.name.italianLP": MessageTemplate("Italienisch (lp, Diphone)"),
    "voice.name.russianNSH": MessageTemplate("Russisch (nsh, Unit Selection)"),

    // Nouns: nominative (indefinite, definite), acc, neg (accusative with kein-) and dat (definite).
    "thing.person": germanNoun("Person", "Personen", "f"),
    "thing.face": germanNoun("Gesicht", "Gesichter", "n"),
    "thing.code": germanNoun("Code", "Codes", "m"),
    "thing.bigCat": .noun([
      "one": "Großkatze", "other": "Großkatzen", "indefinite": "eine Großkatze", "definite": "die Großkatze",
      "acc": "eine Großkatze", "neg": "keine Großkatze", "dat": "der Großkatze",
    ]),
    "thing.dog": germanNoun("Hund", "Hunde", "m"),
    "thing.wolf": germanNoun("Wolf", "Wölfe", "m"),
    "thing.fox": germanNoun("Fuchs", "Füchse", "m"),
    "thing.canine": .noun([
      "one": "hundeartiges Tier", "other": "hundeartige Tiere", "indefinite": "ein hundeartiges Tier",
      "definite": "das hundeartige Tier", "acc": "ein hundeartiges Tier", "neg": "kein hundeartiges Tier",
      "dat": "dem hundeartigen Tier",
    ]),
    "thing.cat": germanNoun("Katze", "Katzen", "f"),
    "thing.feline": .noun([
      "one": "katzenartiges Tier", "other": "katzenartige Tiere", "indefinite": "ein katzenartiges Tier",
      "definite": "das katzenartige Tier", "acc": "ein katzenartiges Tier", "neg": "kein katzenartiges Tier",
      "dat": "dem katzenartigen Tier",
    ]),
    "thing.bear": germanNoun("Bär", "Bären", "m", acc: "Bären", dat: "Bären"),
    "thing.bird": germanNoun("Vogel", "Vögel", "m"),
    "thing.fish": germanNoun("Fisch", "Fische", "m"),
    "thing.snake": germanNoun("Schlange", "Schlangen", "f"),
    "thing.lizard": germanNoun("Eidechse", "Eidechsen", "f"),
    "thing.turtle": germanNoun("Schildkröte", "Schildkröten", "f"),
    "thing.reptile": germanNoun("Reptil", "Reptilien", "n"),
    "thing.frog": germanNoun("Frosch", "Frösche", "m"),
    "thing.butterfly": germanNoun("Schmetterling", "Schmetterlinge", "m"),
    "thing.insect": germanNoun("Insekt", "Insekten", "n"),
    "thing.spider": germanNoun("Spinne", "Spinnen", "f"),
    "thing.rabbit": germanNoun("Kaninchen", "Kaninchen", "n"),
    "thing.squirrel": germanNoun("Eichhörnchen", "Eichhörnchen", "n"),
    "thing.rodent": germanNoun("Nagetier", "Nagetiere", "n"),
    "thing.horse": germanNoun("Pferd", "Pferde", "n"),
    "thing.zebra": germanNoun("Zebra", "Zebras", "n"),
    "thing.pig": germanNoun("Schwein", "Schweine", "n"),
    "thing.cow": germanNoun("Kuh", "Kühe", "f"),
    "thing.sheep": germanNoun("Schaf", "Schafe", "n"),
    "thing.monkey": germanNoun("Affe", "Affen", "m", acc: "Affen", dat: "Affen"),
    "thing.elephant": germanNoun("Elefant", "Elefanten", "m", acc: "Elefanten", dat: "Elefanten"),
    "thing.panda": germanNoun("Panda", "Pandas", "m"),
    "thing.pet": germanNoun("Haustier", "Haustiere", "n"),
    "thing.mammal": germanNoun("Säugetier", "Säugetiere", "n"),
    "thing.animal": germanNoun("Tier", "Tiere", "n"),
    "thing.car": germanNoun("Auto", "Autos", "n"),
    "thing.truck": germanNoun("Lastwagen", "Lastwagen", "m"),
    "thing.bus": germanNoun("Bus", "Busse", "m"),
    "thing.bicycle": germanNoun("Fahrrad", "Fahrräder", "n"),
    "thing.motorbike": germanNoun("Motorrad", "Motorräder", "n"),
    "thing.train": germanNoun("Zug", "Züge", "m"),
    "thing.boat": germanNoun("Boot", "Boote", "n"),
    "thing.aircraft": germanNoun("Flugzeug", "Flugzeuge", "n"),
    "thing.vehicle": germanNoun("Fahrzeug", "Fahrzeuge", "n"),
    "thing.apple": germanNoun("Apfel", "Äpfel", "m"),
    "thing.fruit": .noun([
      "one": "Obst", "other": "Obst", "indefinite": "Obst", "definite": "das Obst", "acc": "Obst",
      "neg": "kein Obst", "dat": "dem Obst",
    ]),
    "thing.vegetable": .noun([
      "one": "Gemüse", "other": "Gemüse", "indefinite": "Gemüse", "definite": "das Gemüse", "acc": "Gemüse",
      "neg": "kein Gemüse", "dat": "dem Gemüse",
    ]),
    "thing.food": .noun([
      "one": "Essen", "other": "Essen", "indefinite": "Essen", "definite": "das Essen", "acc": "Essen",
      "neg": "kein Essen", "dat": "dem Essen",
    ]),
    "thing.flower": germanNoun("Blume", "Blumen", "f"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "„{name}“ muss eine ganze Zahl von {low} bis {high} sein; sende eine Zahl aus diesem Bereich (Standard: {default})."
    ),
    "request.unknownField": MessageTemplate("Unbekanntes Feld „{field}“; erlaubt sind {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "Dieses Konto darf {count} Anfrage pro Minute stellen",
        .other: "Dieses Konto darf {count} Anfragen pro Minute stellen",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "Dieses Konto darf {count} Analyse pro Tag ausführen",
        .other: "Dieses Konto darf {count} Analysen pro Tag ausführen",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (so hat es ein Admin eingestellt); bitte einen Admin, das Limit zu erhöhen."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} und hat das Limit erreicht; es wird in {wait} Sekunde zurückgesetzt, um {time} UTC.",
        .other: "{may} und hat das Limit erreicht; es wird in {wait} Sekunden zurückgesetzt, um {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} Sek."),
    "duration.minutes": MessageTemplate("{minutes} Min."),
    "duration.hoursMinutes": MessageTemplate("{hours} Std. {minutes} Min."),
    "error.quota.dayUsed": MessageTemplate(
      "{may} und hat das Limit erreicht; es wird um Mitternacht UTC zurückgesetzt, in {duration}, oder bitte einen Admin, es zu erhöhen."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "Die Anfrage ist größer als das Limit von {limit}; sende eine kleinere Datei (verkleinere zum Beispiel zuerst das Bild)."
    ),
    "error.photosBusy": .plural(
      "wait",
      [
        .one:
          "Visor ist mit den Fotos anderer Leute beschäftigt; sende dieses in {wait} Sekunde noch einmal.",
        .other:
          "Visor ist mit den Fotos anderer Leute beschäftigt; sende dieses in {wait} Sekunden noch einmal.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "Benutzername oder Passwort stimmt nicht; prüfe beides und versuche es noch einmal."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Zu viele fehlgeschlagene Anmeldungen; warte {wait} Sekunde und versuche es noch einmal.",
        .other: "Zu viele fehlgeschlagene Anmeldungen; warte {wait} Sekunden und versuche es noch einmal.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Zu viele falsche Codes; warte {wait} Sekunde und versuche es noch einmal.",
        .other: "Zu viele falsche Codes; warte {wait} Sekunden und versuche es noch einmal.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Dieser Anmeldecode ist falsch, abgelaufen oder schon benutzt; hol dir mit `visor users code NAME` einen neuen, oder frag einen Admin."
    ),
    "error.signIn.required": MessageTemplate(
      "Melde dich zuerst an: sende `Authorization: Bearer <token>` (erstelle eines mit `visor users token NAME`) oder melde dich in der Web-App an."
    ),
    "error.signIn.badToken": MessageTemplate(
      "Das API-Token ist nicht gültig (falsch, widerrufen, oder sein Benutzer wurde gelöscht); erstelle ein neues mit `visor users token NAME` oder in den Einstellungen."
    ),
    "error.signIn.csrf": MessageTemplate(
      "Dieser Anfrage fehlt der Header X-CSRF-Token deiner Sitzung; lade die Web-App neu und versuche es noch einmal."
    ),
    "error.password.current": MessageTemplate(
      "Das aktuelle Passwort stimmt nicht; gib es noch einmal ein."),
    "error.password.weak": MessageTemplate(
      "Ein Passwort braucht mindestens 8 Zeichen; wähle ein längeres."),
    "error.account.gone": MessageTemplate(
      "Dieses Konto gibt es nicht mehr; melde dich erneut an."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Zu viele Anrufe in zehn Minuten; warte {seconds} Sekunde und versuche es noch einmal.",
        .other: "Zu viele Anrufe in zehn Minuten; warte {seconds} Sekunden und versuche es noch einmal.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Jemand anderes hat diese Anfrage schon übernommen; überlass sie ihm, oder sieh dir die anderen wartenden an."
    ),
    "error.code.help_closed": MessageTemplate(
      "Diese Anfrage ist nicht mehr offen (sie wurde beantwortet oder ist abgelaufen); warte, bis die Person noch einmal fragt."
    ),
    "error.code.helper_unavailable": MessageTemplate(
      "Diese Person ist gerade nicht erreichbar (ihr Visor ist geschlossen oder sie telefoniert); schick stattdessen ein Foto, oder versuche es später."
    ),
    "error.code.no_speech": MessageTemplate(
      "Es waren keine Worte zu hören; sprich deutlich und nimm noch einmal auf, oder tippe die Frage."),
    "error.image.emptyField": MessageTemplate(
      "Das Feld „image“ ist leer; hänge das Foto an."),
    "error.image.emptyBody": MessageTemplate(
      "Die Anfrage ist leer; sende das Foto."),
    "error.audio.emptyField": MessageTemplate(
      "Das Feld „audio“ ist leer; hänge die Aufnahme an."),
    "error.audio.empty": MessageTemplate(
      "Die Aufnahme ist leer. Sprich ein paar Sekunden und versuche es noch einmal."),
    "error.noSpeech.question": MessageTemplate(
      "In der gesprochenen Frage waren keine Worte zu hören; halte den Auslöser gedrückt und sprich deutlich, oder tippe die Frage."
    ),
    "error.language.unsupported": MessageTemplate(
      "„{field}“ muss eine Sprache sein, die Visor unterstützt: {languages}. „{tag}“ gehört nicht dazu; sende eine davon (eine Region geht auch: „es-MX“)."
    ),
    "error.voice.unknown": MessageTemplate(
      "Kein Sprachmodell hier hat die Stimme „{voice}“; wähle eine von: {voices} (GET /api/v1/models listet die Stimmen jedes Modells)."
    ),
    "error.voice.none": MessageTemplate(
      "Kein Sprachmodell hier hat die Stimme „{voice}“; es ist kein Sprachmodell verfügbar, lass die Stimme also leer (GET /api/v1/models listet die Stimmen jedes Modells)."
    ),
    "error.chat.notFound": MessageTemplate(
      "Es gibt keinen Chat mit dieser ID; deine Chats listet GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "Es gibt keine Analyse mit dieser ID; deine Analysen listet GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "Es gibt keine Analyse mit dieser ID (vielleicht wurde sie schon gelöscht)."),
    "error.settings.accentColor": MessageTemplate(
      "Die Akzentfarbe („accentColor“) muss eine Hex-Farbe wie „#0a84ff“ sein."),
    "error.settings.displayName": MessageTemplate(
      "Der Anzeigename („displayName“) darf höchstens 64 Zeichen lang sein."),
    "error.account.lastAdmin": MessageTemplate(
      "Du bist der einzige Admin; mach einen anderen Benutzer zum Admin, bevor du dieses Konto löschst."),
    "error.car.notFound": MessageTemplate(
      "In deiner Garage gibt es kein Auto mit dieser ID; deine Autos listet GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "Es gibt keinen Eintrag mit dieser ID; die Einträge listet GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "Du hast „{name}“ schon beigebracht; wähle einen anderen Namen oder füge es unter einem neuen hinzu."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "Die Datei ist kein Bild, das Visor lesen kann. Schick ein Bild als JPEG, PNG, WebP, HEIC/HEIF oder GIF."
    ),
    "error.image.truncated": MessageTemplate(
      "Das Bild ist abgeschnitten oder beschädigt. Lade die ganze Datei noch einmal hoch, oder speichere sie neu und versuch es wieder."
    ),
    "error.image.tooLarge": MessageTemplate(
      "Das Bild hat {width}×{height} Pixel, mehr als die Grenze von {limit} Pixeln. Verkleinere es und versuch es noch einmal."
    ),
    "error.audio.unreadable": MessageTemplate(
      "Der Upload enthält keinen Ton, den Visor lesen kann. Schick Ton als WebM/Opus, MP4/AAC, MP3, WAV, Ogg oder FLAC."
    ),
    "error.audio.noTrack": MessageTemplate(
      "Der Upload hat keine Tonspur. Schick Ton als WebM/Opus, MP4/AAC, MP3, WAV, Ogg oder FLAC."),
    "error.audio.damaged": MessageTemplate(
      "Der Ton ist beschädigt und ließ sich nicht dekodieren. Nimm ihn noch einmal auf, oder schick Ton als WebM/Opus, MP4/AAC, MP3, WAV, Ogg oder FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "Die Aufnahme ist länger als die Grenze von {seconds} Sek. Nimm eine kürzere Frage auf und versuch es noch einmal."
    ),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "Ich finde auf dem Foto kein Gesicht; schick ein Foto, auf dem das Gesicht von {name} deutlich, von vorn und gut beleuchtet ist."
    ),
    "error.face.none.nth": MessageTemplate(
      "Ich finde auf Foto {index} von {count} kein Gesicht; schick ein Foto, auf dem das Gesicht von {name} deutlich, von vorn und gut beleuchtet ist."
    ),
    "error.face.several.single": MessageTemplate(
      "Auf dem Foto sind mehrere Gesichter ({faces}); schick Fotos, auf denen nur {name} ist, oder schneide die anderen weg."
    ),
    "error.face.several.nth": MessageTemplate(
      "Auf Foto {index} von {count} sind mehrere Gesichter ({faces}); schick Fotos, auf denen nur {name} ist, oder schneide die anderen weg."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "Das Foto ließ sich nicht lesen: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "Foto {index} von {count} ließ sich nicht lesen: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Du hast schon so viele Gesichter beigebracht, wie Visor behält ({count}); lösche zuerst eines."),
    "error.known.tooMany.things": MessageTemplate(
      "Du hast schon so viele Dinge beigebracht, wie Visor behält ({count}); lösche zuerst eines."),
    "error.known.name.person": MessageTemplate(
      "Schick einen „name“ für die Person, etwa „Ana“."),
    "error.known.name.thing": MessageTemplate(
      "Schick einen „name“ für das Ding, etwa „Schlüssel“."),
    "error.thing.notTaught": MessageTemplate(
      "Du hast kein Ding namens „{name}“ beigebracht; bring es unter Einstellungen → Dinge bei oder mit POST /api/v1/things."
    ),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} hilft dir nicht (oder hat noch nicht angenommen); ruf eine deiner Helfenden an, oder lade {username} unter Einstellungen → Helfende ein."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} hilft dir nicht (oder hat noch nicht angenommen); frag eine deiner Helfenden, oder lade {username} unter Einstellungen → Helfende ein."
    ),
    "error.helper.nobody": MessageTemplate(
      "Niemand heißt „{name}“ auf diesem Visor; prüf die Schreibweise, oder bitte einen Admin, die Person anzulegen."
    ),
    "error.helper.self": MessageTemplate(
      "Du kannst dir nicht selbst helfen; lade jemand anderen auf diesem Visor ein."),
    "error.help.question.tooLong": MessageTemplate(
      "Die Frage ist zu lang; bleib unter {limit} Zeichen."),
    "error.help.answer.tooLong": MessageTemplate(
      "Die Antwort ist zu lang; bleib unter {limit} Zeichen."),
    "error.help.gone": MessageTemplate(
      "Es gibt keine Hilfeanfrage mit dieser ID (vielleicht wurde sie gelöscht)."),
  ]

  /// A German noun's forms from its singular, plural and gender (`acc`/`dat` given for the weak nouns:
  /// "einen Bären", "dem Bären"). `dat` is definite: "dem Hund gehören", "die Farbe von dem Hund".
  static func germanNoun(
    _ one: String, _ other: String, _ gender: Character, acc: String? = nil, dat: String? = nil
  ) -> MessageTemplate {
    let accusative = acc ?? one
    let dative = dat ?? one
    switch gender {
    case "m":
      return .noun([
        "one": one, "other": other, "indefinite": "ein " + one, "definite": "der " + one,
        "acc": "einen " + accusative, "neg": "keinen " + accusative, "dat": "dem " + dative,
      ])
    case "f":
      return .noun([
        "one": one, "other": other, "indefinite": "eine " + one, "definite": "die " + one,
        "acc": "eine " + one, "neg": "keine " + one, "dat": "der " + one,
      ])
    default:
      return .noun([
        "one": one, "other": other, "indefinite": "ein " + one, "definite": "das " + one,
        "acc": "ein " + one, "neg": "kein " + one, "dat": "dem " + one,
      ])
    }
  }
}
