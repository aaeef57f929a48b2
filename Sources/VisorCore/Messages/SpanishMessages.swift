import Foundation

extension MessageCatalogue {
  /// Visor's sentences in Spanish. Nouns add `neg` ("ningún perro", after "no veo") and `gen`
  /// ("del perro", de + el contracted). A classifier's label comes bare, so the sentences that take
  /// one name it after a colon ("Parece: coche deportivo"). Colours are told as "de color …" so a
  /// colour name needs no gender agreement.
  public static let spanish = MessageCatalogue(
    language: "es", plural: .oneOther,
    templates: spanishTemplates.merging(cliSpanish) { own, _ in own }
      .merging(errorTemplates("es")) { own, _ in own })

  static let spanishTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} y {second}"),
    "list.many": MessageTemplate("{head} y {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Nadie pudo responder; inténtalo de nuevo o llama."),
    "help.withdrawn": MessageTemplate("La persona que preguntó retiró esta petición."),
    "call.ended": MessageTemplate("La llamada ha terminado."),
    "call.missed": MessageTemplate(
      "Nadie contestó la llamada; inténtalo de nuevo o pregunta a otra persona."),
    "speech.noVoice": MessageTemplate(
      "Aquí no hay ninguna voz instalada para {language}, así que habla la voz en inglés."),
    "speech.silent": MessageTemplate("La grabación está en silencio; revisa el micrófono y vuelve a grabar."),
    "speech.languageUnheard": MessageTemplate(
      "{model} solo entiende {languages}, así que no puede transcribir \"{language}\"; usa el modelo multilingüe local/whisper-base (GET /api/v1/models muestra los modelos) o no envíes \"language\"."
    ),

    "answer.yes": MessageTemplate("Sí."),
    "answer.no": MessageTemplate("No."),
    "answer.refusal": MessageTemplate(
      "Eso lo respondería un modelo de visión; quien administra este Visor puede añadir uno en Ajustes → Modelos."
    ),
    "answer.classifierMissing": MessageTemplate(
      "El clasificador de imágenes no está instalado, así que no lo sé (ejecuta scripts/setup-classifier.sh)."
    ),

    "answer.subject.looksLike": MessageTemplate("Parece: {thing}."),
    "answer.subject.probably": MessageTemplate("Probablemente: {thing}."),
    "answer.subject.unsure": MessageTemplate("No estoy seguro de qué es."),
    "answer.subject.sign": MessageTemplate("Un cartel o una etiqueta que dice {text}."),
    "answer.subject.shopfront": MessageTemplate("Una fachada de tienda con las palabras {text}."),

    "answer.presence.yes": MessageTemplate("Sí, veo {thing}."),
    "answer.presence.seen": MessageTemplate("Veo {thing}."),
    "answer.presence.looksLike": MessageTemplate("Parece: {kind}."),
    "answer.presence.mightBe": MessageTemplate("Podría ser: {kind}."),
    "answer.presence.possibly": MessageTemplate("Quizá hay {thing}, pero no estoy seguro."),
    "answer.presence.notSeen": MessageTemplate("No veo {thing:neg}; esto parece: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("No veo {thing:neg}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Solo nombro lo principal de una foto, así que algo pequeño o del fondo se me puede escapar."),
    "answer.presence.cannotTell": MessageTemplate("No sé si hay {thing}."),

    "answer.count.cannot": MessageTemplate(
      "No puedo contar {things} sin conexión; solo cuento personas, caras y códigos de barras."),
    "answer.count.cannotThose": MessageTemplate(
      "No puedo contar eso sin conexión; solo cuento personas, caras y códigos de barras."),
    "answer.count.faces": .plural("count", [.one: "Veo una cara.", .other: "Veo {count} caras."]),
    "answer.count.codes": .plural(
      "count", [.one: "Puedo leer un código.", .other: "Puedo leer {count} códigos."]),

    "answer.people.count": .plural(
      "count", [.one: "Veo a una persona {places}.", .other: "Veo a {count} personas: {places}."]),
    "answer.people.countMore": MessageTemplate("Veo a {count} personas: {places} y más."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("una {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("una {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("mirando hacia ti"),
    "place.facing.side": MessageTemplate("de perfil"),
    "place.facing.away": MessageTemplate("de espaldas"),
    "answer.people.none": MessageTemplate(
      "No veo caras ni personas. Se me pueden escapar personas pequeñas, sentadas, de espaldas o medio ocultas."
    ),
    "answer.people.animalFace": MessageTemplate(
      "Encontré una cara, pero puede ser la {animal:gen}, así que no sé si hay una persona."),
    "answer.people.detectorMissing": MessageTemplate(
      "El detector de caras no está instalado, así que no puedo contar personas (instala opencv-data)."),
    "live.someone": MessageTemplate("Alguien {place}."),
    "live.nobody": MessageTemplate("Ahora no hay nadie."),
    "live.peopleNow": .plural(
      "count", [.one: "Ahora hay una persona.", .other: "Ahora hay {count} personas."]),
    "face.named": MessageTemplate("{name} está {side}, {distance}."),
    "face.someone": MessageTemplate("Alguien a quien no conozco está {side}, {distance}."),
    // "a la 1", "a las 2".
    "find.found": .plural(
      "clock",
      [.one: "Veo «{name}» a la {clock}, {distance}.", .other: "Veo «{name}» a las {clock}, {distance}."]),
    "find.lookAlike": .plural(
      "clock",
      [
        .one:
          "Veo algo parecido a «{name}» a la {clock}, {distance}, pero de otro color; quizá sea otro objeto.",
        .other:
          "Veo algo parecido a «{name}» a las {clock}, {distance}, pero de otro color; quizá sea otro objeto.",
      ]),
    "find.notSeen": MessageTemplate("No veo «{name}»."),
    "live.thing.centred": MessageTemplate("Veo «{name}» en el centro, {distance}."),
    "live.known.clock": .plural(
      "clock",
      [.one: "Veo a {name} a la {clock}, {distance}.", .other: "Veo a {name} a las {clock}, {distance}."]),
    "live.known.centred": MessageTemplate("Veo a {name} en el centro, {distance}."),
    "live.known.notSeen": MessageTemplate("No veo a {name}."),
    "place.left": MessageTemplate("a la izquierda"),
    "place.centre": MessageTemplate("en el centro"),
    "place.right": MessageTemplate("a la derecha"),
    "place.near": MessageTemplate("cerca"),
    "place.far": MessageTemplate("más lejos"),

    "answer.location.cannot": MessageTemplate(
      "Sin conexión no sé dónde están las cosas en la imagen; solo puedo situar a las personas."),

    "colour.mostly": MessageTemplate("mayormente {first}"),
    "colour.mostlyTwo": MessageTemplate("mayormente {first} y {second}"),
    "answer.colour.it": MessageTemplate("Es de color {colours}."),
    "answer.colour.subject": MessageTemplate("{thing} parece de color {colours}."),
    "answer.colour.picture": MessageTemplate(
      "No distingo un objeto principal; la imagen entera es de color {colours}."),
    "answer.colour.pictureAside": MessageTemplate("La imagen entera es de color {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate("No distingo el color {thing:gen} del fondo."),
    "answer.colour.cannotSeparateIt": MessageTemplate("No distingo su color del fondo."),
    "answer.colour.notSure": MessageTemplate("No estoy seguro de que haya {thing}, así que no sé su color."),
    "answer.colour.unmeasured": MessageTemplate("No pude medir los colores de esta foto."),

    "answer.reading.says": MessageTemplate("Dice {text}."),
    "answer.reading.thinkSays": MessageTemplate("Creo que dice {text}."),
    "answer.reading.blurred": MessageTemplate(
      "El texto está demasiado borroso para leerlo; sujeta el teléfono quieto y deja que enfoque antes de hacer la foto."
    ),
    "answer.reading.photoBlurred": MessageTemplate(
      "La foto está demasiado borrosa para leerla; sujeta el teléfono quieto y deja que enfoque antes de hacer la foto."
    ),
    "answer.reading.tooDark": MessageTemplate(
      "Está demasiado oscuro para leer nada; enciende una luz o ve a un sitio con más luz, y sujeta el teléfono quieto."
    ),
    "answer.reading.readerMissing": MessageTemplate(
      "El lector de texto no está instalado, así que no puedo leer (instala tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "No encuentro texto legible. Sujeta el teléfono quieto, un poco más cerca, con el texto bien iluminado."
    ),
    "answer.reading.noPage": MessageTemplate(
      "No puedo leer una página aquí. Sujeta el teléfono a unos 30 cm sobre la página, quieto, con la página "
        + "entera en la imagen y bien iluminada."),
    "answer.reading.unknownScript": MessageTemplate(
      "Veo escritura, pero en un alfabeto que no sé leer."),
    "answer.reading.alsoUnknownScript": MessageTemplate(
      "También hay escritura en un alfabeto que no sé leer."),
    "answer.reading.otherScript": MessageTemplate("Hay escritura en alfabeto {script}: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "Hay escritura en alfabeto {script}, pero no logro entender lo que dice."),
    "answer.reading.script.latin": MessageTemplate("latino"),
    "answer.reading.script.cyrillic": MessageTemplate("cirílico"),
    "answer.reading.script.greek": MessageTemplate("griego"),
    "answer.reading.script.arabic": MessageTemplate("árabe"),
    "answer.reading.script.devanagari": MessageTemplate("devanagari"),
    "answer.reading.script.hebrew": MessageTemplate("hebreo"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Aquí no puedo leer el alfabeto {script}: su lector no está instalado (scripts/setup.sh --languages {pack}). Leo el alfabeto latino en su lugar."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "Mi lector del alfabeto {script} es débil, así que esta lectura puede tener errores."),
    "answer.code.one": MessageTemplate("Es {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Veo un código de barras, pero no puedo leerlo; sujeta el teléfono quieto y más cerca."),
    "answer.code.tooDark": MessageTemplate(
      "Está demasiado oscuro para encontrar un código; enciende una luz o ve a un sitio con más luz."),
    "answer.code.photoBlurred": MessageTemplate(
      "La foto está demasiado borrosa para encontrar un código; sujeta el teléfono quieto y deja que enfoque."
    ),
    "answer.code.none": MessageTemplate(
      "No veo ningún código de barras ni QR. Pon el código plano en el centro de la imagen, a un palmo de distancia."
    ),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("También hay {code}."),
    "answer.code.noText": MessageTemplate("No hay texto que leer, pero hay {code}."),

    "answer.light.unmeasured": MessageTemplate("No pude medir la luz de esta foto."),
    "answer.light.dark": MessageTemplate("Está oscuro: nivel de luz {level} de 100."),
    "answer.light.dim": MessageTemplate("Hay poca luz: nivel de luz {level} de 100."),
    "answer.light.bright": MessageTemplate("Hay mucha luz: nivel de luz {level} de 100."),
    "answer.light.from.left": MessageTemplate("La luz viene de la izquierda."),
    "answer.light.from.right": MessageTemplate("La luz viene de la derecha."),
    "answer.light.from.above": MessageTemplate("La luz viene de arriba."),
    "answer.light.from.below": MessageTemplate("La luz viene de abajo."),
    "answer.light.even": MessageTemplate("La luz es bastante uniforme."),

    "answer.needsPhoto": MessageTemplate(
      "Necesito una foto para responder. Haz o adjunta una foto y vuelve a preguntar."),
    "describe.mostlyText": MessageTemplate("Esto es sobre todo texto. Dice: {text}."),
    "describe.picture": MessageTemplate("La imagen es de color {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}, de color {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "El clasificador de imágenes no está instalado, así que no sé qué es (ejecuta scripts/setup-classifier.sh)."
    ),
    "describe.canRead": MessageTemplate("Puedo leer {text}."),
    "describe.code": MessageTemplate("Hay {code}."),
    "describe.maybeCat": MessageTemplate("Puede que también haya un gato."),
    "describe.nothing": MessageTemplate("Sin conexión no puedo decir nada de esta foto."),
    "subject.looksLike": MessageTemplate("Parece: {thing}"),
    "subject.probably": MessageTemplate("Probablemente: {thing}"),
    "subject.mightBe": MessageTemplate("No estoy seguro de qué es; podría ser: {thing}"),
    "subject.mightBeEither": MessageTemplate("No estoy seguro de qué es; podría ser: {first} o {second}"),
    "subject.group": MessageTemplate("Parece: {group}"),
    "subject.groupMember": MessageTemplate("Parece: {group} (probablemente {member})"),

    "colour.centre": MessageTemplate("En el centro es de color {colour}."),
    "colour.pictureMostly": MessageTemplate("La imagen es mayormente de color {colour}."),

    "car.looksLike": MessageTemplate("Parece un coche."),
    "car.looksLikeBody": MessageTemplate("Parece un coche (probablemente: {body})."),
    "car.notCar": MessageTemplate("No creo que sea un coche."),
    "car.makeNeedsModel": MessageTemplate("Para saber la marca y el modelo hace falta un modelo de visión."),
    "car.noCar": MessageTemplate(
      "No veo ningún coche en esta foto. Prueba con una foto en la que el coche ocupe casi toda la imagen, o recórtala."
    ),
    "car.offline": MessageTemplate(
      "Sin conexión solo sé el tipo de carrocería y el color; la marca, el modelo y los datos técnicos necesitan un "
        + "modelo de visión, que quien administra este Visor puede añadir en Ajustes → Modelos."),
    "recognize.notFound": MessageTemplate(
      "No veo {subject} en esta foto; prueba con una foto más cercana o recórtala."),
    "cute.classifierMissing": MessageTemplate(
      "El clasificador de imágenes no está instalado, así que no puedo juzgarlo (ejecuta scripts/setup-classifier.sh)."
    ),
    "cute.yes": MessageTemplate("Sí, es mono: estoy seguro al {percent} % de que es un animal tierno."),
    "cute.no": MessageTemplate(
      "Según lo que mido, no: estoy seguro al {percent} % de que no es un animal tierno (solo reconozco como "
        + "tiernos perros, gatos, conejos, pandas y algunos más)."),

    "code.kind.qr": MessageTemplate("un código QR"),
    "code.kind.barcode": MessageTemplate("un código de barras {symbology}"),
    "code.kind.barcodeAn": MessageTemplate("un código de barras {symbology}"),
    "code.binary": MessageTemplate(
      "{kind} con {count} bytes de datos binarios, no texto, así que no puedo leerlo"),
    "code.empty": MessageTemplate("{kind} vacío"),
    "code.isbn": MessageTemplate("el ISBN de un libro: {code}"),
    "code.ean13": MessageTemplate("un código de producto EAN-13: {code}"),
    "code.product": MessageTemplate("un código de producto {symbology}: {code}"),
    "code.productAn": MessageTemplate("un código de producto {symbology}: {code}"),
    "code.link": MessageTemplate("{kind} con un enlace a {address}"),
    "code.linkParameters": MessageTemplate(" (con parámetros adicionales)"),
    "code.linkInsecure": MessageTemplate("; no es un enlace seguro"),
    "code.wifi.noName": MessageTemplate("sin nombre"),
    "code.wifi.secured": MessageTemplate("{kind} de la red wifi {name} ({security}, con contraseña)"),
    "code.wifi.open": MessageTemplate("{kind} de la red wifi {name} (abierta, sin contraseña)"),
    "code.email": MessageTemplate("{kind} con una dirección de correo: {address}"),
    "code.phone": MessageTemplate("{kind} con un número de teléfono: {number}"),
    "code.contact": MessageTemplate("{kind} con una tarjeta de contacto"),
    "code.contactFor": MessageTemplate("{kind} con la tarjeta de contacto de {name}"),
    "code.long": MessageTemplate(
      "{kind} con {count} caracteres de texto, demasiado largo para leerlo entero; empieza así: '{start}'"),
    "code.says": MessageTemplate("{kind} que dice '{text}'"),

    "page.fills": MessageTemplate(
      "La página ocupa más que la imagen; aleja el teléfono hasta que se vean los cuatro bordes."),
    "page.edge.left": MessageTemplate("izquierdo"),
    "page.edge.right": MessageTemplate("derecho"),
    "page.edge.top": MessageTemplate("superior"),
    "page.edge.bottom": MessageTemplate("inferior"),
    "page.towards.left": MessageTemplate("hacia la izquierda"),
    "page.towards.right": MessageTemplate("hacia la derecha"),
    "page.towards.top": MessageTemplate("hacia arriba"),
    "page.towards.bottom": MessageTemplate("hacia abajo"),
    "page.cut.one": MessageTemplate(
      "El borde {edge} de la página está cortado; aleja el teléfono y muévelo un poco {towards}."),
    "page.cut.two": MessageTemplate(
      "Los bordes {first} y {second} de la página están cortados; aleja el teléfono y muévelo un poco {towards}."
    ),
    "page.cut.opposite": MessageTemplate(
      "Los bordes {first} y {second} de la página están cortados; aleja el teléfono."),
    "page.tilted.clockwise": MessageTemplate(
      "La página está inclinada; gira el teléfono un poco en el sentido de las agujas del reloj para enderezar las líneas."
    ),
    "page.tilted.anticlockwise": MessageTemplate(
      "La página está inclinada; gira el teléfono un poco en sentido contrario a las agujas del reloj para enderezar las líneas."
    ),
    "page.small": MessageTemplate("El texto se ve pequeño; acerca el teléfono a la página."),

    "live.target.person": MessageTemplate("Una persona"),
    "live.target.face": MessageTemplate("Una cara"),
    "live.target.text": MessageTemplate("Texto"),
    "live.target.barcode": MessageTemplate("Un código"),
    "live.near": MessageTemplate("cerca"),
    "live.far": MessageTemplate("lejos"),
    "live.found.clock": .plural(
      "hour", [.one: "{target} a la {hour}, {distance}.", .other: "{target} a las {hour}, {distance}."]),
    "live.found.centred": MessageTemplate("{target} en el centro, {distance}."),
    "live.lost.person": MessageTemplate("Ya no veo a ninguna persona."),
    "live.lost.face": MessageTemplate("Ya no veo ninguna cara."),
    "live.lost.text": MessageTemplate("Ya no veo texto."),
    "live.lost.barcode": MessageTemplate("Ya no veo ningún código."),
    "live.code": MessageTemplate("Es {code}."),
    "live.emptyQuestion": MessageTemplate(
      "La pregunta está vacía; escribe qué quieres saber de lo que ve la cámara."),
    "live.askBeforeFrame": MessageTemplate(
      "Envía primero una imagen (un JPEG o PNG como mensaje binario) y luego pregunta por ella."),
    "live.stillAnswering": MessageTemplate(
      "Todavía estoy respondiendo a tu pregunta anterior; vuelve a preguntar cuando termine."),
    "live.sceneMissing": MessageTemplate(
      "El motor de escenas sin conexión no está instalado, así que el modo en directo no funciona; ejecuta `make run` para instalar los modelos locales."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor ya tiene todas las sesiones en directo que permite; inténtalo dentro de un minuto o pide a un administrador que suba --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "La sesión en directo estuvo un minuto inactiva y ha terminado; vuelve a activar el modo en directo para seguir."
    ),
    "live.replaced": MessageTemplate(
      "Se activó el modo en directo en otro sitio con la misma cuenta, así que esta sesión ha terminado."),
    "live.shutdown": MessageTemplate(
      "Visor se está apagando; vuelve a activar el modo en directo cuando vuelva."),

    "realtime.offlineLimits": MessageTemplate(
      "Soy el modelo pequeño sin conexión: puedo equivocarme en los datos y solo veo las fotos que envías."),
    "realtime.silent": MessageTemplate("La grabación está en silencio; no se oyó nada."),
    "realtime.noSpeechModel": MessageTemplate(
      "No hay ninguna voz instalada para decir la respuesta; se envía como texto."),
    "realtime.idle": MessageTemplate(
      "No llegó nada en 10 minutos y la conversación se cerró. Abre una nueva para seguir."),
    "realtime.shutdown": MessageTemplate(
      "El servidor se está reiniciando; vuelve a abrir la conversación en un momento."),
    "realtime.slowClient": MessageTemplate(
      "El cliente dejó de leer y la conversación se cerró. Lee los eventos según llegan."),
    "realtime.tooManySessions": MessageTemplate(
      "Hay demasiadas sesiones y conversaciones abiertas en este servidor; cierra una o inténtalo dentro de un minuto."
    ),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}; para la marca y el modelo hace falta un modelo de visión."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Guardado en tu garaje."),
    "recognize.someInvalid": MessageTemplate(
      "Algunas respuestas no pasaron la validación y quedaron como desconocidas: {fields}."),
    "cute.meter": MessageTemplate("Mono al {percent} %. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("¡Adorable!"),
    "cute.verdict.pretty": MessageTemplate("Bastante mono."),
    "cute.verdict.kindOf": MessageTemplate("Algo mono."),
    "cute.verdict.not": MessageTemplate("No muy mono."),
    "classify.label.cute": MessageTemplate("mono"),
    "classify.label.notcute": MessageTemplate("no mono"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Datos de la foto sin conexión: qué es probablemente (ImageNet), el texto y las páginas que puede leer, personas, códigos de barras, gatos, colores y luz. Dice lo que no puede saber; configura un proveedor de visión para tener respuestas completas."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "No instalado: ejecuta `make run` (scripts/setup-classifier.sh convierte EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate(
      "EfficientNet-Lite0, 1000 clases de ImageNet, entrada de 224×224."),
    "model.note.cute": MessageTemplate(
      "Detector de animales monos (cute / notcute) a partir de las clases de animales de ImageNet y de caras de gato (ver docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate(
      "Los procesos locales están desactivados en esta configuración."),
    "model.note.workersMissing": MessageTemplate(
      "No instalado: ejecuta `make run` (scripts/setup-models.sh instala el proceso de Python y los modelos)."
    ),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), voz a texto sin conexión en 99 idiomas: se le indica el idioma de la persona o lo detecta."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), voz a texto sin conexión. Solo inglés; usa local/whisper-base para otros idiomas."
    ),
    "model.note.piper": MessageTemplate("Voz neuronal de Piper «joe»: solo inglés."),
    "model.note.flite": MessageTemplate("flite, voces de reserva integradas (robóticas): solo inglés."),
    "model.note.pico": MessageTemplate(
      "Voces SVOX Pico para francés, español, alemán e italiano, las voces sin conexión más claras para estos idiomas; se ejecutan como un programa aparte."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico no está instalado (espeak-ng y Festival hablan francés, español, alemán e italiano, con menos claridad); instálalo con scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Voces de Festival para italiano y ruso, más claras que las de espeak-ng; se ejecutan como un programa aparte."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "Las voces de Festival para italiano y ruso no están instaladas (espeak-ng habla esos idiomas); instálalas con scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "Voces de espeak-ng para español, francés, alemán, portugués, italiano, polaco, turco, ruso y árabe: robóticas pero claras, se ejecutan como un programa aparte. Se usan cuando el idioma de la persona no es el inglés."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng no está instalado, así que los idiomas distintos del inglés los dice la voz inglesa; instálalo con scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "No instalado: ejecuta `make run` (scripts/setup-models.sh instala llama.cpp y SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct con llama.cpp: pequeño y rápido para charlar; se inventa datos, así que nunca le preguntes por una foto."
    ),
    "voice.note.joe": MessageTemplate("Voz neuronal, inglés de EE. UU."),
    "voice.note.flite": MessageTemplate(
      "Voz robótica (flite), inglés de EE. UU.: la de reserva cuando falta Piper."),
    "voice.note.pico": MessageTemplate(
      "Voz sintética (SVOX Pico), {name}: clara, pero se nota que es una máquina."),
    "voice.note.festival": MessageTemplate(
      "Voz robótica (Festival), {name}: más clara que espeak-ng, pero se nota que es una máquina."),
    "voice.note.mbrola": MessageTemplate(
      "Voz robótica (difonos MBROLA {mbrola} a través de espeak-ng), {name}: más clara que la propia de espeak-ng, pero se nota que es una máquina."
    ),
    "voice.note.espeak": MessageTemplate(
      "Voz robótica (síntesis por formantes de espeak-ng), {name}: clara, pero se nota que es una máquina."),
    "voice.name.spanishSpain": MessageTemplate("español (España)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("español (Latinoamérica)"),
    "voice.name.french": MessageTemplate("francés"),
    "voice.name.german": MessageTemplate("alemán"),
    "voice.name.portuguesePortugal": MessageTemplate("portugués (Portugal)"),
    "voice.name.portugueseBrazil": MessageTemplate("portugués (Brasil)"),
    "voice.name.italian": MessageTemplate("italiano"),
    "voice.name.polish": MessageTemplate("polaco"),
    "voice.name.turkish": MessageTemplate("turco"),
    "voice.name.russian": MessageTemplate("ruso"),
    "voice.name.arabic": MessageTemplate("árabe"),
    "voice.name.italianLP": MessageTemplate("italiano (lp, difonos)"),
    "voice.name.russianNSH": MessageTemplate("ruso (nsh, selección de unidades)"),

    // Nouns: one, other, indefinite, definite, neg (after "no veo"), gen (de + definite).
    "thing.person": spanishNoun("persona", "personas", "f"),
    "thing.face": spanishNoun("cara", "caras", "f"),
    "thing.code": spanishNoun("código", "códigos", "m"),
    "thing.bigCat": spanishNoun("gran felino", "grandes felinos", "m"),
    "thing.dog": spanishNoun("perro", "perros", "m"),
    "thing.wolf": spanishNoun("lobo", "lobos", "m"),
    "thing.fox": spanishNoun("zorro", "zorros", "m"),
    "thing.canine": spanishNoun("cánido", "cánidos", "m"),
    "thing.cat": spanishNoun("gato", "gatos", "m"),
    "thing.feline": spanishNoun("felino", "felinos", "m"),
    "thing.bear": spanishNoun("oso", "osos", "m"),
    "thing.bird": spanishNoun("pájaro", "pájaros", "m"),
    "thing.fish": spanishNoun("pez", "peces", "m"),
    "thing.snake": spanishNoun("serpiente", "serpientes", "f"),
    "thing.lizard": spanishNoun("lagarto", "lagartos", "m"),
    "thing.turtle": spanishNoun("tortuga", "tortugas", "f"),
    "thing.reptile": spanishNoun("reptil", "reptiles", "m"),
    "thing.frog": spanishNoun("rana", "ranas", "f"),
    "thing.butterfly": spanishNoun("mariposa", "mariposas", "f"),
    "thing.insect": spanishNoun("insecto", "insectos", "m"),
    "thing.spider": spanishNoun("araña", "arañas", "f"),
    "thing.rabbit": spanishNoun("conejo", "conejos", "m"),
    "thing.squirrel": spanishNoun("ardilla", "ardillas", "f"),
    "thing.rodent": spanishNoun("roedor", "roedores", "m"),
    "thing.horse": spanishNoun("caballo", "caballos", "m"),
    "thing.zebra": spanishNoun("cebra", "cebras", "f"),
    "thing.pig": spanishNoun("cerdo", "cerdos", "m"),
    "thing.cow": spanishNoun("vaca", "vacas", "f"),
    "thing.sheep": spanishNoun("oveja", "ovejas", "f"),
    "thing.monkey": spanishNoun("mono", "monos", "m"),
    "thing.elephant": spanishNoun("elefante", "elefantes", "m"),
    "thing.panda": spanishNoun("panda", "pandas", "m"),
    "thing.pet": spanishNoun("mascota", "mascotas", "f"),
    "thing.mammal": spanishNoun("mamífero", "mamíferos", "m"),
    "thing.animal": spanishNoun("animal", "animales", "m"),
    "thing.car": spanishNoun("coche", "coches", "m"),
    "thing.truck": spanishNoun("camión", "camiones", "m"),
    "thing.bus": spanishNoun("autobús", "autobuses", "m"),
    "thing.bicycle": spanishNoun("bicicleta", "bicicletas", "f"),
    "thing.motorbike": spanishNoun("moto", "motos", "f"),
    "thing.train": spanishNoun("tren", "trenes", "m"),
    "thing.boat": spanishNoun("barco", "barcos", "m"),
    "thing.aircraft": spanishNoun("avión", "aviones", "m"),
    "thing.vehicle": spanishNoun("vehículo", "vehículos", "m"),
    "thing.apple": spanishNoun("manzana", "manzanas", "f"),
    "thing.fruit": spanishNoun("fruta", "frutas", "f"),
    "thing.vegetable": spanishNoun("verdura", "verduras", "f"),
    "thing.food": .noun([
      "one": "comida", "other": "comida", "indefinite": "comida", "definite": "la comida", "neg": "comida",
      "gen": "de la comida",
    ]),
    "thing.flower": spanishNoun("flor", "flores", "f"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "\"{name}\" debe ser un número entero de {low} a {high}; envía uno dentro de ese rango (por defecto, {default})."
    ),
    "request.unknownField": MessageTemplate(
      "El campo \"{field}\" no existe aquí; los campos que se aceptan son {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "Esta cuenta puede hacer {count} solicitud por minuto",
        .other: "Esta cuenta puede hacer {count} solicitudes por minuto",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "Esta cuenta puede hacer {count} análisis al día",
        .other: "Esta cuenta puede hacer {count} análisis al día",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (así lo decidió un administrador); pide a un administrador que lo aumente."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} y ya llegó al límite; se renueva en {wait} segundo, a las {time} UTC.",
        .other: "{may} y ya llegó al límite; se renueva en {wait} segundos, a las {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} s"),
    "duration.minutes": MessageTemplate("{minutes} min"),
    "duration.hoursMinutes": MessageTemplate("{hours} h {minutes} min"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} y ya llegó al límite; se renueva a medianoche UTC, dentro de {duration}, o pide a un administrador que lo aumente."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "El archivo supera el límite de {limit}; envía uno más pequeño (por ejemplo, reduce antes el tamaño de la imagen)."
    ),
    "error.photosBusy": .plural(
      "wait",
      [
        .one:
          "Visor está ocupado con las fotos de otras personas; vuelve a enviar esta dentro de {wait} segundo.",
        .other:
          "Visor está ocupado con las fotos de otras personas; vuelve a enviar esta dentro de {wait} segundos.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "El nombre de usuario o la contraseña no son correctos; revísalos e inténtalo de nuevo."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Demasiados intentos fallidos de iniciar sesión; espera {wait} segundo e inténtalo de nuevo.",
        .other:
          "Demasiados intentos fallidos de iniciar sesión; espera {wait} segundos e inténtalo de nuevo.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Demasiados códigos incorrectos; espera {wait} segundo e inténtalo de nuevo.",
        .other: "Demasiados códigos incorrectos; espera {wait} segundos e inténtalo de nuevo.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Ese código de acceso es incorrecto, ha caducado o ya se usó; ejecuta `visor users code NOMBRE` para obtener otro, o pídeselo a un administrador."
    ),
    "error.signIn.required": MessageTemplate(
      "Inicia sesión primero: envía `Authorization: Bearer <token>` (crea uno con `visor users token NOMBRE`) o inicia sesión en la aplicación web."
    ),
    "error.signIn.badToken": MessageTemplate(
      "El token de la API no es válido (es incorrecto, se revocó o se eliminó su usuario); crea uno nuevo con `visor users token NOMBRE` o en Ajustes."
    ),
    "error.signIn.csrf": MessageTemplate(
      "A esta solicitud le falta la cabecera X-CSRF-Token de tu sesión; recarga la aplicación web e inténtalo de nuevo."
    ),
    "error.password.current": MessageTemplate(
      "La contraseña actual no es correcta; escríbela de nuevo."),
    "error.password.weak": MessageTemplate(
      "La contraseña necesita al menos 8 caracteres; elige una más larga."),
    "error.account.gone": MessageTemplate(
      "Esta cuenta ya no existe; vuelve a iniciar sesión."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Demasiadas llamadas en diez minutos; espera {seconds} segundo e inténtalo de nuevo.",
        .other: "Demasiadas llamadas en diez minutos; espera {seconds} segundos e inténtalo de nuevo.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Otra persona ya atendió esta petición; déjasela a ella o mira las otras que esperan."),
    "error.code.help_closed": MessageTemplate(
      "Esta petición ya no está abierta (se respondió o caducó); espera a que la persona vuelva a pedir ayuda."
    ),
    "error.code.helper_unavailable": MessageTemplate(
      "Esa persona no está disponible ahora (tiene Visor cerrado o está en una llamada); envía una foto o inténtalo más tarde."
    ),
    "error.code.no_speech": MessageTemplate(
      "No se oyó ninguna palabra; habla con claridad y vuelve a grabar, o escribe la pregunta."),
    "error.image.emptyField": MessageTemplate(
      "El campo \"image\" está vacío; adjunta la foto."),
    "error.image.emptyBody": MessageTemplate(
      "La solicitud llegó vacía; envía la foto."),
    "error.audio.emptyField": MessageTemplate(
      "El campo \"audio\" está vacío; adjunta la grabación."),
    "error.audio.empty": MessageTemplate(
      "El audio está vacío. Graba unos segundos hablando e inténtalo de nuevo."),
    "error.noSpeech.question": MessageTemplate(
      "No se oyó ninguna palabra en la pregunta; mantén pulsado el disparador y habla con claridad, o escribe la pregunta."
    ),
    "error.language.unsupported": MessageTemplate(
      "\"{field}\" debe ser un idioma que Visor admita: {languages}. \"{tag}\" no lo es; envía uno de esos (con región también vale: \"es-MX\")."
    ),
    "error.voice.unknown": MessageTemplate(
      "Ningún modelo de voz de aquí tiene la voz \"{voice}\"; elige una de estas: {voices} (GET /api/v1/models muestra las voces de cada modelo)."
    ),
    "error.voice.none": MessageTemplate(
      "Ningún modelo de voz de aquí tiene la voz \"{voice}\"; no hay ningún modelo de voz, así que deja la voz vacía (GET /api/v1/models muestra las voces de cada modelo)."
    ),
    "error.chat.notFound": MessageTemplate(
      "No hay ninguna conversación con ese id; consulta tus conversaciones con GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "No hay ningún análisis con ese id; consulta los tuyos con GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "No hay ningún análisis con ese id (puede que ya se haya borrado)."),
    "error.settings.accentColor": MessageTemplate(
      "El color de acento (\"accentColor\") debe ser un color hexadecimal como \"#0a84ff\"."),
    "error.settings.displayName": MessageTemplate(
      "El nombre visible (\"displayName\") puede tener como máximo 64 caracteres."),
    "error.account.lastAdmin": MessageTemplate(
      "Eres el único administrador; haz administrador a otro usuario antes de borrar esta cuenta."),
    "error.car.notFound": MessageTemplate(
      "No hay ningún coche con ese id en tu garaje; consúltalos con GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "No hay ningún registro con ese id; consúltalos con GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "Ya enseñaste \"{name}\"; elige otro nombre o añádelo con uno nuevo."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "El archivo no es una imagen que Visor pueda leer. Envía una imagen JPEG, PNG, WebP, HEIC/HEIF o GIF."),
    "error.image.truncated": MessageTemplate(
      "La imagen está cortada o dañada. Vuelve a subir el archivo completo, o guárdalo de nuevo e inténtalo otra vez."
    ),
    "error.image.tooLarge": MessageTemplate(
      "La imagen mide {width}×{height} píxeles, más del límite de {limit} píxeles. Redúcela e inténtalo de nuevo."
    ),
    "error.audio.unreadable": MessageTemplate(
      "Lo que enviaste no tiene audio que Visor pueda leer. Envía audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg o FLAC."
    ),
    "error.audio.noTrack": MessageTemplate(
      "Lo que enviaste no tiene pista de audio. Envía audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg o FLAC."),
    "error.audio.damaged": MessageTemplate(
      "El audio está dañado y no se pudo descodificar. Grábalo de nuevo, o envía audio WebM/Opus, MP4/AAC, MP3, WAV, Ogg o FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "El audio dura más del límite de {seconds} s. Graba una pregunta más corta e inténtalo de nuevo."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "No encuentro ninguna cara en la foto; envía una foto en la que la cara de {name} se vea clara, de frente y bien iluminada."
    ),
    "error.face.none.nth": MessageTemplate(
      "No encuentro ninguna cara en la foto {index} de {count}; envía una foto en la que la cara de {name} se vea clara, de frente y bien iluminada."
    ),
    "error.face.several.single": MessageTemplate(
      "En la foto hay varias caras ({faces}); envía fotos en las que solo salga {name}, o recorta a los demás."
    ),
    "error.face.several.nth": MessageTemplate(
      "En la foto {index} de {count} hay varias caras ({faces}); envía fotos en las que solo salga {name}, o recorta a los demás."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "No se pudo leer la foto: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "No se pudo leer la foto {index} de {count}: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Ya enseñaste el máximo de caras que guarda Visor ({count}); borra una primero."),
    "error.known.tooMany.things": MessageTemplate(
      "Ya enseñaste el máximo de objetos que guarda Visor ({count}); borra uno primero."),
    "error.known.name.person": MessageTemplate(
      "Envía un \"name\" para la persona, como \"Ana\"."),
    "error.known.name.thing": MessageTemplate(
      "Envía un \"name\" para el objeto, como \"llaves\"."),
    "error.thing.notTaught": MessageTemplate(
      "No enseñaste ningún objeto llamado \"{name}\"; enséñalo en Ajustes → Objetos o con POST /api/v1/things."
    ),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} no es tu ayudante (o aún no ha aceptado); llama a uno de tus ayudantes, o invita a {username} en Ajustes → Ayudantes."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} no es tu ayudante (o aún no ha aceptado); pregunta a uno de tus ayudantes, o invita a {username} en Ajustes → Ayudantes."
    ),
    "error.helper.nobody": MessageTemplate(
      "Nadie se llama \"{name}\" en este Visor; revisa cómo se escribe, o pide a un administrador que lo añada."
    ),
    "error.helper.self": MessageTemplate(
      "No puedes ser tu propio ayudante; invita a otra persona de este Visor."),
    "error.help.question.tooLong": MessageTemplate(
      "La pregunta es demasiado larga; que no pase de {limit} caracteres."),
    "error.help.answer.tooLong": MessageTemplate(
      "La respuesta es demasiado larga; que no pase de {limit} caracteres."),
    "error.help.gone": MessageTemplate(
      "No hay ninguna petición de ayuda con ese id (puede que ya se haya borrado)."),
  ]

  /// A Spanish noun's forms from its singular, plural and gender.
  static func spanishNoun(_ one: String, _ other: String, _ gender: Character) -> MessageTemplate {
    let masculine = gender == "m"
    return .noun([
      "one": one, "other": other,
      "indefinite": (masculine ? "un " : "una ") + one,
      "definite": (masculine ? "el " : "la ") + one,
      "neg": (masculine ? "ningún " : "ninguna ") + one,
      "gen": (masculine ? "del " : "de la ") + one,
    ])
  }
}
