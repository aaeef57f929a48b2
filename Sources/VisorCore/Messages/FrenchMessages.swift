import Foundation

extension MessageCatalogue {
  /// Visor's sentences in French. Nouns add `neg` ("de chien", "d'oiseau", after "je ne vois pas")
  /// and `gen` ("du chien", "de la pomme", "de l'oiseau"). 0 and 1 take the singular (CLDR), so the
  /// `one` forms write the number ("0 visage", "1 visage"). A classifier's label comes bare, after a
  /// colon; colours are said as "couleur : surtout blanc" so a colour name needs no agreement.
  public static let french = MessageCatalogue(
    language: "fr", plural: .zeroOrOneIsOne,
    templates: frenchTemplates.merging(cliFrench) { own, _ in own }
      .merging(errorTemplates("fr")) { own, _ in own })

  static let frenchTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} et {second}"),
    "list.many": MessageTemplate("{head} et {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Personne n'a pu répondre ; réessayez ou appelez."),
    "help.withdrawn": MessageTemplate("La personne qui a demandé a retiré sa demande."),
    "call.ended": MessageTemplate("L'appel est terminé."),
    "call.missed": MessageTemplate(
      "Personne n'a répondu à l'appel ; réessayez ou demandez à quelqu'un d'autre."),
    "speech.noVoice": MessageTemplate(
      "Aucune voix pour {language} n'est installée ici ; c'est donc la voix anglaise qui parle."),
    "speech.silent": MessageTemplate(
      "L'enregistrement est silencieux ; vérifiez le micro et enregistrez à nouveau."),
    "speech.languageUnheard": MessageTemplate(
      "{model} ne comprend que {languages} et ne peut donc pas transcrire « {language} » ; utilisez le modèle multilingue local/whisper-base (GET /api/v1/models liste les modèles) ou omettez « language »."
    ),

    "answer.yes": MessageTemplate("Oui."),
    "answer.no": MessageTemplate("Non."),
    "answer.refusal": MessageTemplate(
      "Un modèle de vision pourrait répondre ; la personne qui gère ce Visor peut en ajouter un dans Réglages → Modèles."
    ),
    "answer.classifierMissing": MessageTemplate(
      "Le classificateur d'images n'est pas installé, je ne peux donc pas le dire (lancez scripts/setup-classifier.sh)."
    ),

    "answer.subject.looksLike": MessageTemplate("On dirait : {thing}."),
    "answer.subject.probably": MessageTemplate("Probablement : {thing}."),
    "answer.subject.unsure": MessageTemplate("Je ne sais pas bien ce que c'est."),
    "answer.subject.sign": MessageTemplate("Un panneau ou une étiquette qui dit {text}."),
    "answer.subject.shopfront": MessageTemplate("Une devanture de magasin avec les mots {text}."),

    "answer.presence.yes": MessageTemplate("Oui, je vois {thing}."),
    "answer.presence.seen": MessageTemplate("Je vois {thing}."),
    "answer.presence.looksLike": MessageTemplate("On dirait : {kind}."),
    "answer.presence.mightBe": MessageTemplate("C'est peut-être : {kind}."),
    "answer.presence.possibly": MessageTemplate("Peut-être {thing}, mais je n'en suis pas sûr."),
    "answer.presence.notSeen": MessageTemplate("Je ne vois pas {thing:neg} ; on dirait : {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("Je ne vois pas {thing:neg}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Je ne nomme que le sujet principal d'une photo ; une petite chose ou l'arrière-plan peuvent m'échapper."
    ),
    "answer.presence.cannotTell": MessageTemplate("Je ne sais pas s'il y a {thing}."),

    "answer.count.cannot": MessageTemplate(
      "Je ne peux pas compter les {things} hors ligne ; je ne compte que les personnes, les visages et les codes-barres."
    ),
    "answer.count.cannotThose": MessageTemplate(
      "Je ne peux pas compter cela hors ligne ; je ne compte que les personnes, les visages et les codes-barres."
    ),
    "answer.count.faces": .plural(
      "count", [.one: "Je vois {count} visage.", .other: "Je vois {count} visages."]),
    "answer.count.codes": .plural(
      "count", [.one: "Je peux lire {count} code.", .other: "Je peux lire {count} codes."]),

    "answer.people.count": .plural(
      "count", [.one: "Je vois {count} personne {places}.", .other: "Je vois {count} personnes : {places}."]),
    "answer.people.countMore": MessageTemplate("Je vois {count} personnes : {places}, et d'autres."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("une {side}, {distance}"),
    "people.placeSeparator": MessageTemplate(" ; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("une {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("face à vous"),
    "place.facing.side": MessageTemplate("de profil"),
    "place.facing.away": MessageTemplate("de dos"),
    "answer.people.none": MessageTemplate(
      "Je ne vois ni visage ni personne. Je peux manquer des personnes petites, assises, de dos ou en partie cachées."
    ),
    "answer.people.animalFace": MessageTemplate(
      "J'ai trouvé un visage, mais c'est peut-être celui {animal:gen} ; je ne sais donc pas s'il y a une personne."
    ),
    "answer.people.detectorMissing": MessageTemplate(
      "Le détecteur de visages n'est pas installé, je ne peux donc pas compter les personnes (installez opencv-data)."
    ),
    "live.someone": MessageTemplate("Quelqu'un {place}."),
    "live.nobody": MessageTemplate("Plus personne."),
    "live.peopleNow": .plural(
      "count", [.one: "{count} personne maintenant.", .other: "{count} personnes maintenant."]),
    "face.named": MessageTemplate("{name} est {side}, {distance}."),
    "face.someone": MessageTemplate("Quelqu'un que je ne connais pas est {side}, {distance}."),
    "find.found": MessageTemplate("Je vois « {name} » à {clock} heures, {distance}."),
    "find.lookAlike": MessageTemplate(
      "Je vois quelque chose qui ressemble à « {name} » à {clock} heures, {distance}, mais d'une autre couleur ; c'est peut-être un autre objet."
    ),
    "find.notSeen": MessageTemplate("Je ne vois pas « {name} »."),
    "live.thing.centred": MessageTemplate("Je vois « {name} » au centre, {distance}."),
    "live.known.clock": MessageTemplate("Je vois {name} à {clock} heures, {distance}."),
    "live.known.centred": MessageTemplate("Je vois {name} au centre, {distance}."),
    "live.known.notSeen": MessageTemplate("Je ne vois pas {name}."),
    "place.left": MessageTemplate("à gauche"),
    "place.centre": MessageTemplate("au centre"),
    "place.right": MessageTemplate("à droite"),
    "place.near": MessageTemplate("près"),
    "place.far": MessageTemplate("plus loin"),

    "answer.location.cannot": MessageTemplate(
      "Hors ligne, je ne peux pas dire où se trouvent les choses dans l'image ; je ne situe que les personnes."
    ),

    "colour.mostly": MessageTemplate("surtout {first}"),
    "colour.mostlyTwo": MessageTemplate("surtout {first} et {second}"),
    "answer.colour.it": MessageTemplate("Couleur : {colours}."),
    "answer.colour.subject": MessageTemplate("Couleur {thing:gen} : {colours}."),
    "answer.colour.picture": MessageTemplate(
      "Je ne distingue pas de sujet ; couleurs de toute l'image : {colours}."),
    "answer.colour.pictureAside": MessageTemplate("Couleurs de toute l'image : {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate(
      "Je ne distingue pas la couleur {thing:gen} de celle du fond."),
    "answer.colour.cannotSeparateIt": MessageTemplate("Je ne distingue pas sa couleur de celle du fond."),
    "answer.colour.notSure": MessageTemplate(
      "Je ne suis pas sûr qu'il y ait {thing}, je ne peux donc pas dire sa couleur."),
    "answer.colour.unmeasured": MessageTemplate("Je n'ai pas pu mesurer les couleurs de cette photo."),

    "answer.reading.says": MessageTemplate("C'est écrit {text}."),
    "answer.reading.thinkSays": MessageTemplate("Je crois que c'est écrit {text}."),
    "answer.reading.blurred": MessageTemplate(
      "L'écriture est trop floue pour être lue ; tenez le téléphone immobile et laissez-le faire la mise au point avant la photo."
    ),
    "answer.reading.photoBlurred": MessageTemplate(
      "La photo est trop floue pour être lue ; tenez le téléphone immobile et laissez-le faire la mise au point avant la photo."
    ),
    "answer.reading.tooDark": MessageTemplate(
      "Il fait trop sombre pour lire ; allumez une lumière ou allez dans un endroit plus clair, et tenez le téléphone immobile."
    ),
    "answer.reading.readerMissing": MessageTemplate(
      "Le lecteur de texte n'est pas installé, je ne peux donc pas lire (installez tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "Je ne trouve pas de texte lisible. Tenez le téléphone immobile, un peu plus près, avec le texte bien éclairé."
    ),
    "answer.reading.noPage": MessageTemplate(
      "Je ne peux pas lire de page ici. Tenez le téléphone à environ 30 cm au-dessus de la page, immobile, "
        + "avec toute la page dans l'image et bien éclairée."),
    "answer.reading.unknownScript": MessageTemplate(
      "Je vois de l'écriture, mais dans un alphabet que je ne sais pas lire."),
    "answer.reading.alsoUnknownScript": MessageTemplate(
      "Il y a aussi de l'écriture dans un alphabet que je ne sais pas lire."),
    "answer.reading.otherScript": MessageTemplate("Il y a une écriture en alphabet {script} : {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "Il y a une écriture en alphabet {script}, mais je n'arrive pas à la déchiffrer."),
    "answer.reading.script.latin": MessageTemplate("latin"),
    "answer.reading.script.cyrillic": MessageTemplate("cyrillique"),
    "answer.reading.script.greek": MessageTemplate("grec"),
    "answer.reading.script.arabic": MessageTemplate("arabe"),
    "answer.reading.script.devanagari": MessageTemplate("devanagari"),
    "answer.reading.script.hebrew": MessageTemplate("hébreu"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Je ne peux pas lire l'alphabet {script} ici : son lecteur n'est pas installé (scripts/setup.sh --languages {pack}). Je lis l'alphabet latin à la place."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "Mon lecteur d'alphabet {script} est peu fiable : cette lecture peut contenir des erreurs."),
    "answer.code.one": MessageTemplate("C'est {code}."),
    "answer.code.numbered": MessageTemplate("{number} : {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Je vois un code-barres, mais je ne peux pas le lire ; tenez le téléphone immobile et plus près."),
    "answer.code.tooDark": MessageTemplate(
      "Il fait trop sombre pour trouver un code-barres ; allumez une lumière ou allez dans un endroit plus clair."
    ),
    "answer.code.photoBlurred": MessageTemplate(
      "La photo est trop floue pour trouver un code ; tenez le téléphone immobile et laissez-le faire la mise au point."
    ),
    "answer.code.none": MessageTemplate(
      "Je ne vois ni code-barres ni code QR. Tenez le code à plat au milieu de l'image, à une main de distance."
    ),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("Il y a aussi {code}."),
    "answer.code.noText": MessageTemplate("Il n'y a pas de texte à lire, mais il y a {code}."),

    "answer.light.unmeasured": MessageTemplate("Je n'ai pas pu mesurer la lumière de cette photo."),
    "answer.light.dark": MessageTemplate("Il fait sombre : niveau de lumière {level} sur 100."),
    "answer.light.dim": MessageTemplate("La lumière est faible : niveau {level} sur 100."),
    "answer.light.bright": MessageTemplate("Il fait clair : niveau de lumière {level} sur 100."),
    "answer.light.from.left": MessageTemplate("La lumière vient de la gauche."),
    "answer.light.from.right": MessageTemplate("La lumière vient de la droite."),
    "answer.light.from.above": MessageTemplate("La lumière vient d'en haut."),
    "answer.light.from.below": MessageTemplate("La lumière vient d'en bas."),
    "answer.light.even": MessageTemplate("La lumière est assez uniforme."),

    "answer.needsPhoto": MessageTemplate(
      "J'ai besoin d'une photo pour répondre. Prenez ou joignez une photo et redemandez."),
    "describe.mostlyText": MessageTemplate("C'est surtout du texte. On peut lire : {text}."),
    "describe.picture": MessageTemplate("Couleurs de l'image : {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}, {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "Le classificateur d'images n'est pas installé, je ne peux donc pas dire ce que c'est (lancez scripts/setup-classifier.sh)."
    ),
    "describe.canRead": MessageTemplate("Je peux lire {text}."),
    "describe.code": MessageTemplate("Il y a {code}."),
    "describe.maybeCat": MessageTemplate("Il y a peut-être aussi un chat."),
    "describe.nothing": MessageTemplate("Hors ligne, je ne peux rien dire de cette photo."),
    "subject.looksLike": MessageTemplate("On dirait : {thing}"),
    "subject.probably": MessageTemplate("Probablement : {thing}"),
    "subject.mightBe": MessageTemplate("Je ne sais pas bien ce que c'est ; peut-être : {thing}"),
    "subject.mightBeEither": MessageTemplate(
      "Je ne sais pas bien ce que c'est ; peut-être : {first} ou {second}"),
    "subject.group": MessageTemplate("On dirait : {group}"),
    "subject.groupMember": MessageTemplate("On dirait : {group} (probablement {member})"),

    "colour.centre": MessageTemplate("Couleur au centre : {colour}."),
    "colour.pictureMostly": MessageTemplate("Couleur dominante de l'image : {colour}."),

    "car.looksLike": MessageTemplate("On dirait une voiture."),
    "car.looksLikeBody": MessageTemplate("On dirait une voiture (probablement : {body})."),
    "car.notCar": MessageTemplate("Je ne pense pas que ce soit une voiture."),
    "car.makeNeedsModel": MessageTemplate("Pour la marque et le modèle, il faut un modèle de vision."),
    "car.noCar": MessageTemplate(
      "Je ne vois pas de voiture sur cette photo. Essayez une photo où la voiture remplit presque tout le cadre, ou recadrez."
    ),
    "car.offline": MessageTemplate(
      "Hors ligne, je ne reconnais que la carrosserie et la couleur ; la marque, le modèle et les caractéristiques "
        + "demandent un modèle de vision, que la personne qui gère ce Visor peut ajouter dans Réglages → Modèles."
    ),
    "recognize.notFound": MessageTemplate(
      "Je ne vois pas {subject} sur cette photo ; essayez une photo plus proche ou recadrez."),
    "cute.classifierMissing": MessageTemplate(
      "Le classificateur d'images n'est pas installé, je ne peux donc pas en juger (lancez scripts/setup-classifier.sh)."
    ),
    "cute.yes": MessageTemplate("Oui, mignon : je suis sûr à {percent} % que c'est un animal câlin."),
    "cute.no": MessageTemplate(
      "D'après ma mesure, non : je suis sûr à {percent} % que ce n'est pas un animal câlin (je ne connais comme "
        + "mignons que les chiens, les chats, les lapins, les pandas et quelques autres)."),

    "code.kind.qr": MessageTemplate("un code QR"),
    "code.kind.barcode": MessageTemplate("un code-barres {symbology}"),
    "code.kind.barcodeAn": MessageTemplate("un code-barres {symbology}"),
    "code.binary": MessageTemplate(
      "{kind} contenant {count} octets de données binaires, pas du texte, je ne peux donc pas le lire"),
    "code.empty": MessageTemplate("{kind} vide"),
    "code.isbn": MessageTemplate("l'ISBN d'un livre : {code}"),
    "code.ean13": MessageTemplate("un code produit EAN-13 : {code}"),
    "code.product": MessageTemplate("un code produit {symbology} : {code}"),
    "code.productAn": MessageTemplate("un code produit {symbology} : {code}"),
    "code.link": MessageTemplate("{kind} avec un lien vers {address}"),
    "code.linkParameters": MessageTemplate(" (avec des paramètres en plus)"),
    "code.linkInsecure": MessageTemplate(" ; ce lien n'est pas sécurisé"),
    "code.wifi.noName": MessageTemplate("sans nom"),
    "code.wifi.secured": MessageTemplate(
      "{kind} pour le réseau Wi-Fi {name} ({security}, mot de passe inclus)"),
    "code.wifi.open": MessageTemplate("{kind} pour le réseau Wi-Fi {name} (ouvert, sans mot de passe)"),
    "code.email": MessageTemplate("{kind} avec une adresse e-mail : {address}"),
    "code.phone": MessageTemplate("{kind} avec un numéro de téléphone : {number}"),
    "code.contact": MessageTemplate("{kind} avec une fiche de contact"),
    "code.contactFor": MessageTemplate("{kind} avec la fiche de contact de {name}"),
    "code.long": MessageTemplate(
      "{kind} contenant {count} caractères de texte, trop long pour être lu ; il commence par '{start}'"),
    "code.says": MessageTemplate("{kind} qui dit '{text}'"),

    "page.fills": MessageTemplate(
      "La page dépasse du cadre ; reculez le téléphone jusqu'à voir les quatre bords."),
    "page.edge.left": MessageTemplate("gauche"),
    "page.edge.right": MessageTemplate("droit"),
    "page.edge.top": MessageTemplate("supérieur"),
    "page.edge.bottom": MessageTemplate("inférieur"),
    "page.towards.left": MessageTemplate("vers la gauche"),
    "page.towards.right": MessageTemplate("vers la droite"),
    "page.towards.top": MessageTemplate("vers le haut"),
    "page.towards.bottom": MessageTemplate("vers le bas"),
    "page.cut.one": MessageTemplate(
      "Le bord {edge} de la page est coupé ; reculez le téléphone et déplacez-le un peu {towards}."),
    "page.cut.two": MessageTemplate(
      "Les bords {first} et {second} de la page sont coupés ; reculez le téléphone et déplacez-le un peu {towards}."
    ),
    "page.cut.opposite": MessageTemplate(
      "Les bords {first} et {second} de la page sont coupés ; reculez le téléphone."),
    "page.tilted.clockwise": MessageTemplate(
      "La page est penchée ; tournez un peu le téléphone dans le sens des aiguilles d'une montre pour redresser les lignes."
    ),
    "page.tilted.anticlockwise": MessageTemplate(
      "La page est penchée ; tournez un peu le téléphone dans le sens inverse des aiguilles d'une montre pour redresser les lignes."
    ),
    "page.small": MessageTemplate("Le texte est petit dans l'image ; rapprochez le téléphone de la page."),

    "live.target.person": MessageTemplate("Une personne"),
    "live.target.face": MessageTemplate("Un visage"),
    "live.target.text": MessageTemplate("Du texte"),
    "live.target.barcode": MessageTemplate("Un code"),
    "live.near": MessageTemplate("près"),
    "live.far": MessageTemplate("loin"),
    "live.found.clock": MessageTemplate("{target} à {hour} heures, {distance}."),
    "live.found.centred": MessageTemplate("{target} au centre, {distance}."),
    "live.lost.person": MessageTemplate("Je ne vois plus de personne."),
    "live.lost.face": MessageTemplate("Je ne vois plus de visage."),
    "live.lost.text": MessageTemplate("Je ne vois plus de texte."),
    "live.lost.barcode": MessageTemplate("Je ne vois plus de code."),
    "live.code": MessageTemplate("C'est {code}."),
    "live.emptyQuestion": MessageTemplate(
      "La question est vide ; écrivez ce que vous voulez savoir sur ce que voit la caméra."),
    "live.askBeforeFrame": MessageTemplate(
      "Envoyez d'abord une image (un JPEG ou un PNG en message binaire), puis posez votre question."),
    "live.stillAnswering": MessageTemplate(
      "Je réponds encore à votre dernière question ; redemandez quand j'aurai fini."),
    "live.sceneMissing": MessageTemplate(
      "Le moteur de scène hors ligne n'est pas installé, le direct ne peut donc pas fonctionner ; lancez `make run` pour installer les modèles locaux."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor a déjà autant de sessions en direct qu'il le permet ; réessayez dans une minute, ou demandez à un administrateur d'augmenter --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "La session en direct est restée inactive une minute et s'est terminée ; réactivez le direct pour continuer."
    ),
    "live.replaced": MessageTemplate(
      "Le direct a été activé ailleurs avec le même compte, cette session s'est donc terminée."),
    "live.shutdown": MessageTemplate("Visor s'arrête ; réactivez le direct quand il sera de retour."),

    "realtime.offlineLimits": MessageTemplate(
      "Je suis le petit modèle hors ligne : je peux me tromper sur les faits et je ne vois que les photos que vous envoyez."
    ),
    "realtime.silent": MessageTemplate("L'enregistrement est silencieux ; rien n'a été entendu."),
    "realtime.noSpeechModel": MessageTemplate(
      "Aucune voix n'est installée pour dire la réponse ; elle est envoyée en texte."),
    "realtime.idle": MessageTemplate(
      "Rien n'est arrivé pendant 10 minutes ; la conversation est fermée. Ouvrez-en une nouvelle pour continuer."
    ),
    "realtime.shutdown": MessageTemplate("Le serveur redémarre ; rouvrez la conversation dans un instant."),
    "realtime.slowClient": MessageTemplate(
      "Le client a cessé de lire ; la conversation est fermée. Lisez les événements dès qu'ils arrivent."),
    "realtime.tooManySessions": MessageTemplate(
      "Trop de sessions en direct et de conversations sont ouvertes sur ce serveur ; fermez-en une ou réessayez dans une minute."
    ),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title} ; la marque et le modèle demandent un modèle de vision."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Enregistré dans votre garage."),
    "recognize.someInvalid": MessageTemplate(
      "Certaines réponses n'ont pas passé la validation et restent inconnues : {fields}."),
    "cute.meter": MessageTemplate("Mignon à {percent} %. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Adorable !"),
    "cute.verdict.pretty": MessageTemplate("Plutôt mignon."),
    "cute.verdict.kindOf": MessageTemplate("Un peu mignon."),
    "cute.verdict.not": MessageTemplate("Pas très mignon."),
    "classify.label.cute": MessageTemplate("mignon"),
    "classify.label.notcute": MessageTemplate("pas mignon"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Faits sur la photo, hors ligne : ce que c'est probablement (ImageNet), le texte et les pages qu'il peut lire, les personnes, les codes-barres, les chats, les couleurs et la lumière. Il dit ce qu'il ne peut pas savoir ; configurez un fournisseur de vision pour des réponses complètes."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Non installé : lancez `make run` (scripts/setup-classifier.sh convertit EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate("EfficientNet-Lite0, 1000 classes ImageNet, entrée de 224×224."),
    "model.note.cute": MessageTemplate(
      "Détecteur d'animaux mignons (cute / notcute) tiré des classes d'animaux d'ImageNet et des visages de chats (voir docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate(
      "Les processus locaux sont désactivés dans cette configuration."),
    "model.note.workersMissing": MessageTemplate(
      "Non installé : lancez `make run` (scripts/setup-models.sh installe le processus Python et les modèles)."
    ),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), transcription hors ligne dans 99 langues : on lui indique la langue de la personne, sinon il la détecte."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), transcription hors ligne. Anglais seulement ; utilisez local/whisper-base pour les autres langues."
    ),
    "model.note.piper": MessageTemplate("Voix neuronale Piper « joe » : anglais seulement."),
    "model.note.flite": MessageTemplate("flite, voix de secours intégrées (robotiques) : anglais seulement."),
    "model.note.pico": MessageTemplate(
      "Voix SVOX Pico pour le français, l'espagnol, l'allemand et l'italien, les voix hors ligne les plus claires pour ces langues ; lancées comme un programme à part."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico n'est pas installé (espeak-ng et Festival parlent français, espagnol, allemand et italien, moins clairement) ; installez-le avec scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Voix Festival pour l'italien et le russe, plus claires que celles d'espeak-ng ; lancées comme un programme à part."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "Les voix italienne et russe de Festival ne sont pas installées (espeak-ng parle ces langues) ; installez-les avec scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "Voix espeak-ng pour l'espagnol, le français, l'allemand, le portugais, l'italien, le polonais, le turc, le russe et l'arabe : robotiques mais claires, lancées comme un programme à part. Utilisées quand la langue de la personne n'est pas l'anglais."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng n'est pas installé : les langues autres que l'anglais sont dites par la voix anglaise ; installez-le avec scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Non installé : lancez `make run` (scripts/setup-models.sh installe llama.cpp et SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct avec llama.cpp : petit et rapide pour bavarder ; il invente des faits, ne l'interrogez donc jamais sur une photo."
    ),
    "voice.note.joe": MessageTemplate("Voix neuronale, anglais américain."),
    "voice.note.flite": MessageTemplate(
      "Voix robotique (flite), anglais américain : la voix de secours quand Piper manque."),
    "voice.note.pico": MessageTemplate(
      "Voix de synthèse (SVOX Pico), {name} : claire, mais on entend que c'est une machine."),
    "voice.note.festival": MessageTemplate(
      "Voix robotique (Festival), {name} : plus claire qu'espeak-ng, mais on entend que c'est une machine."),
    "voice.note.mbrola": MessageTemplate(
      "Voix robotique (diphones MBROLA {mbrola} par espeak-ng), {name} : plus claire que celle d'espeak-ng, mais on entend que c'est une machine."
    ),
    "voice.note.espeak": MessageTemplate(
      "Voix robotique (synthèse par formants d'espeak-ng), {name} : claire, mais on entend que c'est une machine."
    ),
    "voice.name.spanishSpain": MessageTemplate("espagnol (Espagne)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("espagnol (Amérique latine)"),
    "voice.name.french": MessageTemplate("français"),
    "voice.name.german": MessageTemplate("allemand"),
    "voice.name.portuguesePortugal": MessageTemplate("portugais (Portugal)"),
    "voice.name.portugueseBrazil": MessageTemplate("portugais (Brésil)"),
    "voice.name.italian": MessageTemplate("italien"),
    "voice.name.polish": MessageTemplate("polonais"),
    "voice.name.turkish": MessageTemplate("turc"),
    "voice.name.russian": MessageTemplate("russe"),
    "voice.name.arabic": MessageTemplate("arabe"),
    "voice.name.italianLP": MessageTemplate("italien (lp, diphones)"),
    "voice.name.russianNSH": MessageTemplate("russe (nsh, sélection d'unités)"),

    // Nouns: indefinite, definite, neg (after "pas"), gen (de + definite).
    "thing.person": frenchNoun("personne", "personnes", "f"),
    "thing.face": frenchNoun("visage", "visages", "m"),
    "thing.code": frenchNoun("code", "codes", "m"),
    "thing.bigCat": frenchNoun("grand félin", "grands félins", "m"),
    "thing.dog": frenchNoun("chien", "chiens", "m"),
    "thing.wolf": frenchNoun("loup", "loups", "m"),
    "thing.fox": frenchNoun("renard", "renards", "m"),
    "thing.canine": frenchNoun("canidé", "canidés", "m"),
    "thing.cat": frenchNoun("chat", "chats", "m"),
    "thing.feline": frenchNoun("félin", "félins", "m"),
    "thing.bear": frenchNoun("ours", "ours", "m"),
    "thing.bird": frenchNoun("oiseau", "oiseaux", "m"),
    "thing.fish": frenchNoun("poisson", "poissons", "m"),
    "thing.snake": frenchNoun("serpent", "serpents", "m"),
    "thing.lizard": frenchNoun("lézard", "lézards", "m"),
    "thing.turtle": frenchNoun("tortue", "tortues", "f"),
    "thing.reptile": frenchNoun("reptile", "reptiles", "m"),
    "thing.frog": frenchNoun("grenouille", "grenouilles", "f"),
    "thing.butterfly": frenchNoun("papillon", "papillons", "m"),
    "thing.insect": frenchNoun("insecte", "insectes", "m"),
    "thing.spider": frenchNoun("araignée", "araignées", "f"),
    "thing.rabbit": frenchNoun("lapin", "lapins", "m"),
    "thing.squirrel": frenchNoun("écureuil", "écureuils", "m"),
    "thing.rodent": frenchNoun("rongeur", "rongeurs", "m"),
    "thing.horse": frenchNoun("cheval", "chevaux", "m"),
    "thing.zebra": frenchNoun("zèbre", "zèbres", "m"),
    "thing.pig": frenchNoun("cochon", "cochons", "m"),
    "thing.cow": frenchNoun("vache", "vaches", "f"),
    "thing.sheep": frenchNoun("mouton", "moutons", "m"),
    "thing.monkey": frenchNoun("singe", "singes", "m"),
    "thing.elephant": frenchNoun("éléphant", "éléphants", "m"),
    "thing.panda": frenchNoun("panda", "pandas", "m"),
    "thing.pet": frenchNoun("animal de compagnie", "animaux de compagnie", "m"),
    "thing.mammal": frenchNoun("mammifère", "mammifères", "m"),
    "thing.animal": frenchNoun("animal", "animaux", "m"),
    "thing.car": frenchNoun("voiture", "voitures", "f"),
    "thing.truck": frenchNoun("camion", "camions", "m"),
    "thing.bus": frenchNoun("bus", "bus", "m"),
    "thing.bicycle": frenchNoun("vélo", "vélos", "m"),
    "thing.motorbike": frenchNoun("moto", "motos", "f"),
    "thing.train": frenchNoun("train", "trains", "m"),
    "thing.boat": frenchNoun("bateau", "bateaux", "m"),
    "thing.aircraft": frenchNoun("avion", "avions", "m"),
    "thing.vehicle": frenchNoun("véhicule", "véhicules", "m"),
    "thing.apple": frenchNoun("pomme", "pommes", "f"),
    "thing.fruit": frenchNoun("fruit", "fruits", "m"),
    "thing.vegetable": frenchNoun("légume", "légumes", "m"),
    "thing.food": .noun([
      "one": "nourriture", "other": "nourriture", "indefinite": "de la nourriture",
      "definite": "la nourriture",
      "neg": "de nourriture", "gen": "de la nourriture",
    ]),
    "thing.flower": frenchNoun("fleur", "fleurs", "f"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "« {name} » doit être un nombre entier de {low} à {high} ; envoyez-en un dans cette plage (par défaut : {default})."
    ),
    "request.unknownField": MessageTemplate("Champ inconnu « {field} » ; les champs acceptés sont {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "Ce compte peut faire {count} requête par minute",
        .other: "Ce compte peut faire {count} requêtes par minute",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "Ce compte peut lancer {count} analyse par jour",
        .other: "Ce compte peut lancer {count} analyses par jour",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (un administrateur l'a réglé ainsi) ; demandez à un administrateur de l'augmenter."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} et a atteint la limite ; elle se réinitialise dans {wait} seconde, à {time} UTC.",
        .other: "{may} et a atteint la limite ; elle se réinitialise dans {wait} secondes, à {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} s"),
    "duration.minutes": MessageTemplate("{minutes} min"),
    "duration.hoursMinutes": MessageTemplate("{hours} h {minutes} min"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} et a atteint la limite ; le quota se réinitialise à minuit UTC, dans {duration}, ou demandez à un administrateur de l'augmenter."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "La requête dépasse la limite de {limit} ; envoyez un fichier plus petit (par exemple, réduisez d'abord la taille de l'image)."
    ),
    "error.photosBusy": .plural(
      "wait",
      [
        .one: "Visor est occupé avec les photos d'autres personnes ; renvoyez celle-ci dans {wait} seconde.",
        .other:
          "Visor est occupé avec les photos d'autres personnes ; renvoyez celle-ci dans {wait} secondes.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "Le nom d'utilisateur ou le mot de passe est incorrect ; vérifiez-les et réessayez."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Trop de connexions échouées ; attendez {wait} seconde et réessayez.",
        .other: "Trop de connexions échouées ; attendez {wait} secondes et réessayez.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Trop de codes erronés ; attendez {wait} seconde et réessayez.",
        .other: "Trop de codes erronés ; attendez {wait} secondes et réessayez.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Ce code de connexion est erroné, expiré ou déjà utilisé ; lancez `visor users code NOM` pour en obtenir un autre, ou demandez à un administrateur."
    ),
    "error.signIn.required": MessageTemplate(
      "Connectez-vous d'abord : envoyez `Authorization: Bearer <token>` (créez-en un avec `visor users token NOM`) ou connectez-vous à l'application web."
    ),
    "error.signIn.badToken": MessageTemplate(
      "Le jeton d'API n'est pas valide (erroné, révoqué, ou son utilisateur a été supprimé) ; créez-en un nouveau avec `visor users token NOM` ou dans Réglages."
    ),
    "error.signIn.csrf": MessageTemplate(
      "Il manque à cette requête l'en-tête X-CSRF-Token de votre session ; rechargez l'application web et réessayez."
    ),
    "error.password.current": MessageTemplate(
      "Le mot de passe actuel n'est pas le bon ; saisissez-le à nouveau."),
    "error.password.weak": MessageTemplate(
      "Un mot de passe doit compter au moins 8 caractères ; choisissez-en un plus long."),
    "error.account.gone": MessageTemplate(
      "Ce compte n'existe plus ; reconnectez-vous."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Trop d'appels en dix minutes ; attendez {seconds} seconde et réessayez.",
        .other: "Trop d'appels en dix minutes ; attendez {seconds} secondes et réessayez.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Une autre personne a déjà pris cette demande ; laissez-la-lui, ou regardez les autres demandes en attente."
    ),
    "error.code.help_closed": MessageTemplate(
      "Cette demande n'est plus ouverte (elle a reçu une réponse ou elle a expiré) ; attendez que la personne redemande."
    ),
    "error.code.helper_unavailable": MessageTemplate(
      "Cette personne n'est pas disponible pour l'instant (son Visor est fermé ou elle est en appel) ; envoyez plutôt une photo, ou réessayez plus tard."
    ),
    "error.code.no_speech": MessageTemplate(
      "Aucun mot n'a été entendu ; parlez distinctement et enregistrez à nouveau, ou tapez la question."),
    "error.image.emptyField": MessageTemplate(
      "Le champ « image » est vide ; joignez la photo."),
    "error.image.emptyBody": MessageTemplate(
      "La requête est vide ; envoyez la photo."),
    "error.audio.emptyField": MessageTemplate(
      "Le champ « audio » est vide ; joignez l'enregistrement."),
    "error.audio.empty": MessageTemplate(
      "L'audio est vide. Enregistrez quelques secondes de parole et réessayez."),
    "error.noSpeech.question": MessageTemplate(
      "Aucun mot n'a été entendu dans la question ; maintenez le déclencheur et parlez distinctement, ou tapez la question."
    ),
    "error.language.unsupported": MessageTemplate(
      "« {field} » doit être une langue prise en charge par Visor : {languages}. « {tag} » n'en fait pas partie ; envoyez l'une de celles-ci (une région convient aussi : « es-MX »)."
    ),
    "error.voice.unknown": MessageTemplate(
      "Aucun modèle vocal ici n'a la voix « {voice} » ; choisissez parmi : {voices} (GET /api/v1/models liste les voix de chaque modèle)."
    ),
    "error.voice.none": MessageTemplate(
      "Aucun modèle vocal ici n'a la voix « {voice} » ; aucun modèle vocal n'est disponible, laissez donc la voix vide (GET /api/v1/models liste les voix de chaque modèle)."
    ),
    "error.chat.notFound": MessageTemplate(
      "Aucune conversation avec cet identifiant ; listez vos conversations avec GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "Aucune analyse avec cet identifiant ; listez les vôtres avec GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "Aucune analyse avec cet identifiant (elle a peut-être déjà été supprimée)."),
    "error.settings.accentColor": MessageTemplate(
      "La couleur d'accent (« accentColor ») doit être une couleur hexadécimale comme « #0a84ff »."),
    "error.settings.displayName": MessageTemplate(
      "Le nom affiché (« displayName ») peut compter au plus 64 caractères."),
    "error.account.lastAdmin": MessageTemplate(
      "Vous êtes le seul administrateur ; nommez un autre utilisateur administrateur avant de supprimer ce compte."
    ),
    "error.car.notFound": MessageTemplate(
      "Aucune voiture avec cet identifiant dans votre garage ; listez-les avec GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "Aucun enregistrement avec cet identifiant ; listez-les avec GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "Vous avez déjà appris « {name} » ; choisissez un autre nom, ou ajoutez-le sous un nouveau nom."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "Le fichier n'est pas une image que Visor sait lire. Envoyez une image JPEG, PNG, WebP, HEIC/HEIF ou GIF."
    ),
    "error.image.truncated": MessageTemplate(
      "L'image est tronquée ou abîmée. Envoyez à nouveau le fichier complet, ou réenregistrez-le et réessayez."
    ),
    "error.image.tooLarge": MessageTemplate(
      "L'image fait {width}×{height} pixels, plus que la limite de {limit} pixels. Réduisez-la et réessayez."),
    "error.audio.unreadable": MessageTemplate(
      "L'envoi ne contient aucun son que Visor sait lire. Envoyez de l'audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg ou FLAC."
    ),
    "error.audio.noTrack": MessageTemplate(
      "L'envoi n'a pas de piste audio. Envoyez de l'audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg ou FLAC."),
    "error.audio.damaged": MessageTemplate(
      "L'audio est abîmé et n'a pas pu être décodé. Enregistrez-le à nouveau, ou envoyez de l'audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg ou FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "L'audio dépasse la limite de {seconds} s. Enregistrez une question plus courte et réessayez."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "Je ne trouve aucun visage sur la photo ; envoyez une photo où le visage de {name} est net, de face et bien éclairé."
    ),
    "error.face.none.nth": MessageTemplate(
      "Je ne trouve aucun visage sur la photo {index} sur {count} ; envoyez une photo où le visage de {name} est net, de face et bien éclairé."
    ),
    "error.face.several.single": MessageTemplate(
      "La photo montre plusieurs visages ({faces}) ; envoyez des photos où il n'y a que {name}, ou recadrez pour enlever les autres."
    ),
    "error.face.several.nth": MessageTemplate(
      "La photo {index} sur {count} montre plusieurs visages ({faces}) ; envoyez des photos où il n'y a que {name}, ou recadrez pour enlever les autres."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "La photo n'a pas pu être lue : {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "La photo {index} sur {count} n'a pas pu être lue : {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Vous avez déjà appris le nombre maximal de visages que Visor garde ({count}) ; supprimez-en un d'abord."
    ),
    "error.known.tooMany.things": MessageTemplate(
      "Vous avez déjà appris le nombre maximal d'objets que Visor garde ({count}) ; supprimez-en un d'abord."),
    "error.known.name.person": MessageTemplate(
      "Envoyez un « name » pour la personne, par exemple « Ana »."),
    "error.known.name.thing": MessageTemplate(
      "Envoyez un « name » pour l'objet, par exemple « clés »."),
    "error.thing.notTaught": MessageTemplate(
      "Vous n'avez appris aucun objet nommé « {name} » ; apprenez-le dans Réglages → Objets ou avec POST /api/v1/things."
    ),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} n'est pas votre aidant (ou n'a pas encore accepté) ; appelez l'un de vos aidants, ou invitez {username} dans Réglages → Aidants."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} n'est pas votre aidant (ou n'a pas encore accepté) ; demandez à l'un de vos aidants, ou invitez {username} dans Réglages → Aidants."
    ),
    "error.helper.nobody": MessageTemplate(
      "Personne ne s'appelle « {name} » sur ce Visor ; vérifiez l'orthographe, ou demandez à un administrateur de l'ajouter."
    ),
    "error.helper.self": MessageTemplate(
      "Vous ne pouvez pas être votre propre aidant ; invitez une autre personne de ce Visor."),
    "error.help.question.tooLong": MessageTemplate(
      "La question est trop longue ; restez sous {limit} caractères."),
    "error.help.answer.tooLong": MessageTemplate(
      "La réponse est trop longue ; restez sous {limit} caractères."),
    "error.help.gone": MessageTemplate(
      "Aucune demande d'aide avec cet identifiant (elle a peut-être été supprimée)."),
  ]

  /// A French noun's forms from its singular, plural and gender, eliding before a vowel ("l'oiseau",
  /// "d'oiseau", "de l'oiseau").
  static func frenchNoun(_ one: String, _ other: String, _ gender: Character) -> MessageTemplate {
    let vowel = one.first.map { "aeiouyéèêâîôû".contains($0) } ?? false
    let masculine = gender == "m"
    let definite = vowel ? "l'" + one : (masculine ? "le " : "la ") + one
    return .noun([
      "one": one, "other": other,
      "indefinite": (masculine ? "un " : "une ") + one,
      "definite": definite,
      "neg": (vowel ? "d'" : "de ") + one,
      "gen": vowel ? "de l'" + one : (masculine ? "du " : "de la ") + one,
    ])
  }
}
