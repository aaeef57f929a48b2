import Foundation

extension MessageCatalogue {
  /// Visor's sentences in English: the table a translation copies (same ids, same placeholders).
  ///
  /// Ids are `area.topic.variant`: `answer.*` the offline engine's answers to questions, `thing.*`
  /// nouns (with `one`/`other`, `indefinite`, `definite` forms), `place.*` and `colour.*` phrases,
  /// `list.*` how lists join. Plural templates choose a CLDR category by their `count` argument.
  public static let english = MessageCatalogue(
    language: "en", plural: .english,
    templates: englishTemplates.merging(cliEnglish) { own, _ in own }
      .merging(errorTemplates("en")) { own, _ in own })

  static let englishTemplates: [MessageID: MessageTemplate] = [
    // Lists.
    "list.two": MessageTemplate("{first} and {second}"),
    "list.many": MessageTemplate("{head} and {last}"),
    "list.separator": MessageTemplate(", "),

    // Helpers and calls (issue 28): what the asker hears.
    "help.expired": MessageTemplate("Nobody could answer; try again or call."),
    "help.withdrawn": MessageTemplate("The person who asked withdrew this request."),
    "call.ended": MessageTemplate("The call ended."),
    "call.missed": MessageTemplate("Nobody answered the call; try again or ask someone else."),

    // Speech (issue 27): no voice here speaks the person's language ({language}: its own name).
    "speech.noVoice": MessageTemplate(
      "No voice for {language} is installed here, so this is spoken by the English voice."),
    // A recording with nothing in it, and a language the transcription model cannot hear.
    "speech.silent": MessageTemplate("The recording is silent; check the microphone and record again."),
    "speech.languageUnheard": MessageTemplate(
      "{model} hears only {languages}, so it cannot transcribe \"{language}\"; use the multilingual model local/whisper-base (GET /api/v1/models lists the models), or leave \"language\" out."
    ),

    // Short answers.
    "answer.yes": MessageTemplate("Yes."),
    "answer.no": MessageTemplate("No."),
    // The one sentence that ends an answer the facts cannot give.
    "answer.refusal": MessageTemplate(
      "A vision model would answer that; whoever runs this Visor can add one in Settings → Models."),
    "answer.classifierMissing": MessageTemplate(
      "The image classifier isn't installed, so I can't tell (run scripts/setup-classifier.sh)."),

    // The main subject, as the classifier's confidence allows.
    "answer.subject.looksLike": MessageTemplate("This looks like {thing}."),
    "answer.subject.probably": MessageTemplate("This is probably {thing}."),
    "answer.subject.unsure": MessageTemplate("I'm not sure what this is."),
    // Where the classifier's names are weak and words were read (issue 26 item 4).
    // "or label": the same words are on number plates, packets and price tags.
    "answer.subject.sign": MessageTemplate("A sign or label reading {text}."),
    "answer.subject.shopfront": MessageTemplate("A shopfront with the words {text}."),

    // "Is there a dog?"
    "answer.presence.yes": MessageTemplate("Yes, I can see {thing}."),
    "answer.presence.seen": MessageTemplate("I can see {thing}."),
    "answer.presence.looksLike": MessageTemplate("It looks like {kind}."),
    "answer.presence.mightBe": MessageTemplate("It might be {kind}."),
    "answer.presence.possibly": MessageTemplate("Possibly {thing}, but I'm not sure."),
    "answer.presence.notSeen": MessageTemplate("I don't see {thing}; this looks like {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("I don't see {thing}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "I name only the main subject of a photo, so something small or in the background could be missed."),
    "answer.presence.cannotTell": MessageTemplate("I can't tell whether there is {thing}."),

    // "How many dogs?"
    "answer.count.cannot": MessageTemplate(
      "I can't count {things} offline; I count only people, faces and barcodes."),
    "answer.count.cannotThose": MessageTemplate(
      "I can't count those offline; I count only people, faces and barcodes."),
    "answer.count.faces": .plural(
      "count", [.one: "I can see one face.", .other: "I can see {count} faces."]),
    "answer.count.codes": .plural(
      "count", [.one: "I can read one code.", .other: "I can read {count} codes."]),

    // People.
    "answer.people.count": .plural(
      "count", [.one: "I can see one person {places}.", .other: "I can see {count} people: {places}."]),
    "answer.people.countMore": MessageTemplate("I can see {count} people: {places} and more."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("one {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    // With the way the person faces (issue 26): "on the left, near, facing you".
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("one {side}, {distance}, {facing}"),
    // Neighbours said alike, in a list: "2 on the left, near" (issue 26 item 6).
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("facing you"),
    "place.facing.side": MessageTemplate("turned to the side"),
    "place.facing.away": MessageTemplate("turned away"),
    "answer.people.none": MessageTemplate(
      "I don't see any faces or people. I can miss people who are small, sitting, turned away or partly hidden."
    ),
    "answer.people.animalFace": MessageTemplate(
      "I found a face, but it may be {animal}'s, so I can't tell whether there is a person."),
    "answer.people.detectorMissing": MessageTemplate(
      "The face detector isn't installed, so I can't count people (install opencv-data)."),
    // Live sessions (issue 26 item 6): a person who came into view, where, and which way they face.
    "live.someone": MessageTemplate("Someone {place}."),
    "live.nobody": MessageTemplate("Nobody now."),
    "live.peopleNow": .plural("count", [.one: "One person now.", .other: "{count} people now."]),
    // Known people and your things (issue 26, decision 038).
    "face.named": MessageTemplate("{name} is {side}, {distance}."),
    "face.someone": MessageTemplate("Someone I don't know is {side}, {distance}."),
    "find.found": MessageTemplate("I see your {name} at {clock} o'clock, {distance}."),
    "find.lookAlike": MessageTemplate(
      "I see something like your {name} at {clock} o'clock, {distance}, but in another colour; it may be a different one."
    ),
    "find.notSeen": MessageTemplate("I don't see your {name}."),
    "live.thing.centred": MessageTemplate("I see your {name} in the centre, {distance}."),
    "live.known.clock": MessageTemplate("I see {name} at {clock} o'clock, {distance}."),
    "live.known.centred": MessageTemplate("I see {name} in the centre, {distance}."),
    "live.known.notSeen": MessageTemplate("I don't see {name}."),
    "place.left": MessageTemplate("on the left"),
    "place.centre": MessageTemplate("in the centre"),
    "place.right": MessageTemplate("on the right"),
    "place.near": MessageTemplate("near"),
    "place.far": MessageTemplate("further away"),

    // "Where is the dog?"
    "answer.location.cannot": MessageTemplate(
      "I can't tell where things are in the picture offline; I can place only people."),

    // Colour.
    "colour.mostly": MessageTemplate("mostly {first}"),
    "colour.mostlyTwo": MessageTemplate("mostly {first} and {second}"),
    "answer.colour.it": MessageTemplate("It's {colours}."),
    "answer.colour.subject": MessageTemplate("{thing} looks {colours}."),
    "answer.colour.picture": MessageTemplate("I can't pick out one subject; the whole picture is {colours}."),
    "answer.colour.pictureAside": MessageTemplate("The whole picture is {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate(
      "I can't tell {thing}'s colour apart from the background."),
    "answer.colour.cannotSeparateIt": MessageTemplate("I can't tell its colour apart from the background."),
    "answer.colour.notSure": MessageTemplate("I'm not sure there is {thing}, so I can't tell its colour."),
    "answer.colour.unmeasured": MessageTemplate("I couldn't measure the colours in this photo."),

    // Reading and codes.
    "answer.reading.says": MessageTemplate("It says {text}."),
    "answer.reading.thinkSays": MessageTemplate("I think it says {text}."),
    "answer.reading.blurred": MessageTemplate(
      "The writing is too blurred to read; hold the phone steady and let it focus before you take it."),
    "answer.reading.photoBlurred": MessageTemplate(
      "The photo is too blurred to read; hold the phone steady and let it focus before you take it."),
    "answer.reading.tooDark": MessageTemplate(
      "It's too dark to read anything; turn on a light or move somewhere brighter, and hold the phone steady."
    ),
    "answer.reading.readerMissing": MessageTemplate(
      "The text reader isn't installed, so I can't read text (install tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "I can't find any readable text. Hold the phone steady, a little closer, with the text in good light. "
        + "I read English printed text only."),
    "answer.reading.noPage": MessageTemplate(
      "I can't read a page here. Hold the phone about 30 cm above the page, keep it steady, and make sure "
        + "the whole page is in the frame and well lit."),
    // Writing the detector found in a script the reader does not know (decision 027).
    "answer.reading.unknownScript": MessageTemplate(
      "I can see writing, but not in a script I can read."),
    "answer.reading.alsoUnknownScript": MessageTemplate("There is also writing in a script I can't read."),
    // Writing in another script than the person's language expects (decision 047): its script's name, and
    // what it says when a reader for that script is installed.
    "answer.reading.otherScript": MessageTemplate("There is writing in {script} letters: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "There is writing in {script} letters, but I can't make out what it says."),
    "answer.reading.script.latin": MessageTemplate("Latin"),
    "answer.reading.script.cyrillic": MessageTemplate("Cyrillic"),
    "answer.reading.script.greek": MessageTemplate("Greek"),
    "answer.reading.script.arabic": MessageTemplate("Arabic"),
    "answer.reading.script.devanagari": MessageTemplate("Devanagari"),
    "answer.reading.script.hebrew": MessageTemplate("Hebrew"),
    // The person's language needs a tesseract pack that is not installed (decision 047).
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "I can't read {script} writing here: its reader isn't installed (scripts/setup.sh --languages {pack}). "
        + "I read Latin letters instead."),
    // A reading by a pack measured to read poorly (Arabic, Devanagari: decision 047).
    "answer.reading.weakReader": MessageTemplate(
      "My {script} reader is weak, so this reading may have mistakes."),
    "answer.code.one": MessageTemplate("It's {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "I see a barcode but can't read it; hold the phone steady and closer."),
    "answer.code.tooDark": MessageTemplate(
      "It's too dark to find a barcode; turn on a light or move somewhere brighter."),
    "answer.code.photoBlurred": MessageTemplate(
      "The photo is too blurred to find a code; hold the phone steady and let it focus before you take it."),
    "answer.code.none": MessageTemplate(
      "I don't see a barcode or QR code. Hold the code flat in the middle of the frame, about a hand's width away."
    ),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("There is also {code}."),
    "answer.code.noText": MessageTemplate("There is no writing to read, but there is {code}."),

    // Light.
    "answer.light.unmeasured": MessageTemplate("I couldn't measure the light in this photo."),
    "answer.light.dark": MessageTemplate("It's dark: light level {level} of 100."),
    "answer.light.dim": MessageTemplate("It's dim: light level {level} of 100."),
    "answer.light.bright": MessageTemplate("It's bright: light level {level} of 100."),
    "answer.light.from.left": MessageTemplate("The light comes from the left."),
    "answer.light.from.right": MessageTemplate("The light comes from the right."),
    "answer.light.from.above": MessageTemplate("The light comes from above."),
    "answer.light.from.below": MessageTemplate("The light comes from below."),
    "answer.light.even": MessageTemplate("The light is fairly even."),

    // Describing a photo (issue 27 item 5: every sentence the offline engine says is here).
    "answer.needsPhoto": MessageTemplate(
      "I need a photo to answer that. Take or attach a picture and ask again."),
    "describe.mostlyText": MessageTemplate("This is mostly text. It reads: {text}."),
    "describe.picture": MessageTemplate("The picture is {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}, {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "The image classifier isn't installed, so I can't say what this is (run scripts/setup-classifier.sh)."),
    "describe.canRead": MessageTemplate("I can read {text}."),
    "describe.code": MessageTemplate("There is {code}."),
    "describe.maybeCat": MessageTemplate("There may be a cat as well."),
    "describe.nothing": MessageTemplate("I can't tell anything about this photo offline."),
    // The subject as a phrase that describe ends with "." or ", mostly red.". {thing} is a classifier's
    // label: "a sports car" in English, the bare label in languages whose templates take one.
    "subject.looksLike": MessageTemplate("This looks like {thing}"),
    "subject.probably": MessageTemplate("This is probably {thing}"),
    "subject.mightBe": MessageTemplate("I'm not sure what this is; it might be {thing}"),
    "subject.mightBeEither": MessageTemplate("I'm not sure what this is; it might be {first} or {second}"),
    "subject.group": MessageTemplate("This looks like {group}"),
    "subject.groupMember": MessageTemplate("This looks like {group} (probably {member})"),

    // The colour channel.
    "colour.centre": MessageTemplate("At the centre it's {colour}."),
    "colour.pictureMostly": MessageTemplate("The picture is mostly {colour}."),

    // The car and cute channels.
    "car.looksLike": MessageTemplate("This looks like a car."),
    "car.looksLikeBody": MessageTemplate("This looks like a car (probably {body})."),
    "car.notCar": MessageTemplate("I don't think this is a car."),
    "car.makeNeedsModel": MessageTemplate("Naming its make and model needs a vision model."),
    "car.noCar": MessageTemplate(
      "I don't see a car in this photo. Try a photo where the car fills most of the frame, or crop to it."),
    "car.offline": MessageTemplate(
      "Offline I can tell only the body type and the colour; make, model and specifications need a vision "
        + "model, which whoever runs this Visor can add in Settings → Models."),
    "recognize.notFound": MessageTemplate(
      "I don't see {subject} in this photo; try a closer photo or crop to it."),
    "cute.classifierMissing": MessageTemplate(
      "The image classifier isn't installed, so I can't judge that (run scripts/setup-classifier.sh)."),
    "cute.yes": MessageTemplate("Yes, cute: I'm {percent}% sure this is a cuddly animal."),
    "cute.no": MessageTemplate(
      "Not by my measure: I'm {percent}% sure this isn't a cuddly animal (I only know dogs, cats, "
        + "rabbits, pandas and a few others as cute)."),

    // Barcodes and QR codes: phrases said after "It's" / "There is". {kind} is a code.kind.* phrase.
    "code.kind.qr": MessageTemplate("a QR code"),
    "code.kind.barcode": MessageTemplate("a {symbology} barcode"),
    "code.kind.barcodeAn": MessageTemplate("an {symbology} barcode"),
    "code.binary": MessageTemplate(
      "{kind} holding {count} bytes of binary data, not text, so I can't read it out"),
    "code.empty": MessageTemplate("{kind} that is empty"),
    "code.isbn": MessageTemplate("a book's ISBN: {code}"),
    "code.ean13": MessageTemplate("an EAN-13 product code: {code}"),
    "code.product": MessageTemplate("a {symbology} product code: {code}"),
    "code.productAn": MessageTemplate("an {symbology} product code: {code}"),
    "code.link": MessageTemplate("{kind} with a link to {address}"),
    "code.linkParameters": MessageTemplate(" (with extra parameters)"),
    "code.linkInsecure": MessageTemplate("; it is not a secure link"),
    "code.wifi.noName": MessageTemplate("with no name"),
    "code.wifi.secured": MessageTemplate(
      "{kind} for the Wi-Fi network {name} ({security}, password included)"),
    "code.wifi.open": MessageTemplate("{kind} for the Wi-Fi network {name} (open, no password)"),
    "code.email": MessageTemplate("{kind} with an email address: {address}"),
    "code.phone": MessageTemplate("{kind} with a phone number: {number}"),
    "code.contact": MessageTemplate("{kind} with a contact card"),
    "code.contactFor": MessageTemplate("{kind} with a contact card for {name}"),
    "code.long": MessageTemplate(
      "{kind} holding {count} characters of text, too long to read out; it begins '{start}'"),
    "code.says": MessageTemplate("{kind} that says '{text}'"),

    // Framing a page (the document channel).
    "page.fills": MessageTemplate(
      "The page fills more than the frame; move the phone back so all four edges show."),
    "page.edge.left": MessageTemplate("left"),
    "page.edge.right": MessageTemplate("right"),
    "page.edge.top": MessageTemplate("top"),
    "page.edge.bottom": MessageTemplate("bottom"),
    "page.towards.left": MessageTemplate("to the left"),
    "page.towards.right": MessageTemplate("to the right"),
    "page.towards.top": MessageTemplate("up"),
    "page.towards.bottom": MessageTemplate("down"),
    "page.cut.one": MessageTemplate(
      "The {edge} edge of the page is cut off; move the phone back and a little {towards}."),
    "page.cut.two": MessageTemplate(
      "The {first} and {second} edges of the page are cut off; move the phone back and a little {towards}."),
    "page.cut.opposite": MessageTemplate(
      "The {first} and {second} edges of the page are cut off; move the phone back."),
    "page.tilted.clockwise": MessageTemplate(
      "The page is tilted; turn the phone a little clockwise to level the lines."),
    "page.tilted.anticlockwise": MessageTemplate(
      "The page is tilted; turn the phone a little anticlockwise to level the lines."),
    "page.small": MessageTemplate("The text is small in the frame; move the phone closer to the page."),

    // Live sessions: find, codes, and what is said aloud when something goes wrong or the session ends.
    "live.target.person": MessageTemplate("A person"),
    "live.target.face": MessageTemplate("A face"),
    "live.target.text": MessageTemplate("Text"),
    "live.target.barcode": MessageTemplate("A code"),
    "live.near": MessageTemplate("near"),
    "live.far": MessageTemplate("far"),
    "live.found.clock": MessageTemplate("{target} at {hour} o'clock, {distance}."),
    "live.found.centred": MessageTemplate("{target} centred, {distance}."),
    "live.lost.person": MessageTemplate("I can't see a person now."),
    "live.lost.face": MessageTemplate("I can't see a face now."),
    "live.lost.text": MessageTemplate("I can't see text now."),
    "live.lost.barcode": MessageTemplate("I can't see a code now."),
    "live.code": MessageTemplate("It's {code}."),
    "live.emptyQuestion": MessageTemplate(
      "The question is empty; type what you want to know about what the camera sees."),
    "live.askBeforeFrame": MessageTemplate(
      "Send a frame first (a JPEG or PNG as a binary message), then ask about it."),
    "live.stillAnswering": MessageTemplate(
      "I'm still answering your last question; ask again when it is answered."),
    "live.sceneMissing": MessageTemplate(
      "The offline scene engine is not installed, so live channels cannot run; run `make run` to install the local models."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor is already running as many live sessions as it allows; try again in a minute, or ask an admin to raise --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "The live session was idle for a minute and has ended; turn Live on again to continue."),
    "live.replaced": MessageTemplate(
      "Live was turned on somewhere else with the same sign-in, so this session ended."),
    "live.shutdown": MessageTemplate("Visor is shutting down; turn Live on again once it is back."),

    // Realtime conversations: what is said aloud.
    "realtime.offlineLimits": MessageTemplate(
      "I'm the small offline model: I can get facts wrong, and I see only a photo you send."),
    "realtime.silent": MessageTemplate("The recording is silent; nothing was heard."),
    "realtime.noSpeechModel": MessageTemplate(
      "No voice is installed to speak the answer; it is sent as text."),
    "realtime.idle": MessageTemplate(
      "Nothing came for 10 minutes; the conversation closed. Open a new one to go on."),
    "realtime.shutdown": MessageTemplate(
      "The server is restarting; open the conversation again in a moment."),
    "realtime.slowClient": MessageTemplate(
      "The client stopped reading; the conversation closed. Read events as they come."),
    "realtime.tooManySessions": MessageTemplate(
      "Too many live sessions and conversations are open on this server; close one or try again in a minute."),

    // The car and cute results told in the camera's Car and Cute modes.
    "car.told.offline": MessageTemplate("{title}; make and model need a vision model."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Saved to your garage."),
    "recognize.someInvalid": MessageTemplate(
      "Some answers did not pass validation and were left unknown: {fields}."),
    "cute.meter": MessageTemplate("{percent}% cute. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Adorable!"),
    "cute.verdict.pretty": MessageTemplate("Pretty cute."),
    "cute.verdict.kindOf": MessageTemplate("Kind of cute."),
    "cute.verdict.not": MessageTemplate("Not very cute."),
    "classify.label.cute": MessageTemplate("cute"),
    "classify.label.notcute": MessageTemplate("not cute"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Offline photo facts: what it probably is (ImageNet), text and pages it can read, people, barcodes, cats, colours and light. It says what it cannot tell; configure a vision provider for full answers."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Not installed: run `make run` (scripts/setup-classifier.sh converts EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate("EfficientNet-Lite0, 1000 ImageNet classes, 224×224 input."),
    "model.note.cute": MessageTemplate(
      "cute / notcute from ImageNet's animal classes and cat faces (see docs/decisions/003)."),
    "model.note.workersOff": MessageTemplate("Local workers are turned off in this configuration."),
    "model.note.workersMissing": MessageTemplate(
      "Not installed: run `make run` (scripts/setup-models.sh installs the Python worker and models)."),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), offline speech to text in 99 languages: told the person's language, or it detects it."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), offline speech to text. English only; use local/whisper-base for other languages."
    ),
    "model.note.piper": MessageTemplate("Piper neural voice \"joe\": English only."),
    "model.note.flite": MessageTemplate("flite, in-process fallback voices (robotic): English only."),
    "model.note.pico": MessageTemplate(
      "SVOX Pico voices for French, Spanish, German and Italian, the clearest offline voices for these languages; run as a separate program."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico is not installed (espeak-ng and Festival speak French, Spanish, German and Italian, less clearly); install it with scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Festival voices for Italian and Russian, clearer than espeak-ng's; run as a separate program."),
    "model.note.festivalMissing": MessageTemplate(
      "Festival's Italian and Russian voices are not installed (espeak-ng speaks those languages); install them with scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "espeak-ng voices for Spanish, French, German, Portuguese, Italian, Polish, Turkish, Russian and Arabic: robotic but clear, run as a separate program. Used when the person's language is not English."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng is not installed, so languages other than English are spoken by the English voice; install it with scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Not installed: run `make run` (scripts/setup-models.sh installs llama.cpp and SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct via llama.cpp: small and fast for small talk; it invents facts, so never ask it about a photo."
    ),
    "voice.note.joe": MessageTemplate("Neural voice, US English."),
    "voice.note.flite": MessageTemplate(
      "Robotic voice (flite), US English: the fallback when Piper is missing."),
    "voice.note.pico": MessageTemplate("Synthetic voice (SVOX Pico), {name}: clear, but plainly a machine."),
    "voice.note.festival": MessageTemplate(
      "Robotic voice (Festival), {name}: clearer than espeak-ng, but plainly a machine."),
    "voice.note.mbrola": MessageTemplate(
      "Robotic voice (MBROLA diphones {mbrola} through espeak-ng), {name}: clearer than espeak-ng's own, but plainly a machine."
    ),
    "voice.note.espeak": MessageTemplate(
      "Robotic voice (espeak-ng formant synthesis), {name}: clear, but plainly a machine."),
    "voice.name.spanishSpain": MessageTemplate("Spanish (Spain)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("Spanish (Latin America)"),
    "voice.name.french": MessageTemplate("French"),
    "voice.name.german": MessageTemplate("German"),
    "voice.name.portuguesePortugal": MessageTemplate("Portuguese (Portugal)"),
    "voice.name.portugueseBrazil": MessageTemplate("Portuguese (Brazil)"),
    "voice.name.italian": MessageTemplate("Italian"),
    "voice.name.polish": MessageTemplate("Polish"),
    "voice.name.turkish": MessageTemplate("Turkish"),
    "voice.name.russian": MessageTemplate("Russian"),
    "voice.name.arabic": MessageTemplate("Arabic"),
    "voice.name.italianLP": MessageTemplate("Italian (lp, diphone)"),
    "voice.name.russianNSH": MessageTemplate("Russian (nsh, unit selection)"),

    // Nouns.
    "thing.person": .noun(one: "person", other: "people", indefinite: "a person", definite: "the person"),
    "thing.face": .noun(one: "face", other: "faces", indefinite: "a face", definite: "the face"),
    "thing.code": .noun(one: "code", other: "codes", indefinite: "a code", definite: "the code"),
    "thing.bigCat": .noun(
      one: "big cat", other: "big cats", indefinite: "a big cat", definite: "the big cat"),
    "thing.dog": .noun(one: "dog", other: "dogs", indefinite: "a dog", definite: "the dog"),
    "thing.wolf": .noun(one: "wolf", other: "wolves", indefinite: "a wolf", definite: "the wolf"),
    "thing.fox": .noun(one: "fox", other: "foxes", indefinite: "a fox", definite: "the fox"),
    "thing.canine": .noun(one: "canine", other: "canines", indefinite: "a canine", definite: "the canine"),
    "thing.cat": .noun(one: "cat", other: "cats", indefinite: "a cat", definite: "the cat"),
    "thing.feline": .noun(one: "feline", other: "felines", indefinite: "a feline", definite: "the feline"),
    "thing.bear": .noun(one: "bear", other: "bears", indefinite: "a bear", definite: "the bear"),
    "thing.bird": .noun(one: "bird", other: "birds", indefinite: "a bird", definite: "the bird"),
    "thing.fish": .noun(one: "fish", other: "fish", indefinite: "a fish", definite: "the fish"),
    "thing.snake": .noun(one: "snake", other: "snakes", indefinite: "a snake", definite: "the snake"),
    "thing.lizard": .noun(one: "lizard", other: "lizards", indefinite: "a lizard", definite: "the lizard"),
    "thing.turtle": .noun(one: "turtle", other: "turtles", indefinite: "a turtle", definite: "the turtle"),
    "thing.reptile": .noun(
      one: "reptile", other: "reptiles", indefinite: "a reptile", definite: "the reptile"),
    "thing.frog": .noun(one: "frog", other: "frogs", indefinite: "a frog", definite: "the frog"),
    "thing.butterfly": .noun(
      one: "butterfly", other: "butterflies", indefinite: "a butterfly", definite: "the butterfly"),
    "thing.insect": .noun(one: "insect", other: "insects", indefinite: "an insect", definite: "the insect"),
    "thing.spider": .noun(one: "spider", other: "spiders", indefinite: "a spider", definite: "the spider"),
    "thing.rabbit": .noun(one: "rabbit", other: "rabbits", indefinite: "a rabbit", definite: "the rabbit"),
    "thing.squirrel": .noun(
      one: "squirrel", other: "squirrels", indefinite: "a squirrel", definite: "the squirrel"),
    "thing.rodent": .noun(one: "rodent", other: "rodents", indefinite: "a rodent", definite: "the rodent"),
    "thing.horse": .noun(one: "horse", other: "horses", indefinite: "a horse", definite: "the horse"),
    "thing.zebra": .noun(one: "zebra", other: "zebras", indefinite: "a zebra", definite: "the zebra"),
    "thing.pig": .noun(one: "pig", other: "pigs", indefinite: "a pig", definite: "the pig"),
    "thing.cow": .noun(one: "cow", other: "cattle", indefinite: "a cow", definite: "the cow"),
    "thing.sheep": .noun(one: "sheep", other: "sheep", indefinite: "a sheep", definite: "the sheep"),
    "thing.monkey": .noun(one: "monkey", other: "monkeys", indefinite: "a monkey", definite: "the monkey"),
    "thing.elephant": .noun(
      one: "elephant", other: "elephants", indefinite: "an elephant", definite: "the elephant"),
    "thing.panda": .noun(one: "panda", other: "pandas", indefinite: "a panda", definite: "the panda"),
    "thing.pet": .noun(one: "pet", other: "pets", indefinite: "a pet", definite: "the pet"),
    "thing.mammal": .noun(one: "mammal", other: "mammals", indefinite: "a mammal", definite: "the mammal"),
    "thing.animal": .noun(one: "animal", other: "animals", indefinite: "an animal", definite: "the animal"),
    "thing.car": .noun(one: "car", other: "cars", indefinite: "a car", definite: "the car"),
    "thing.truck": .noun(one: "truck", other: "trucks", indefinite: "a truck", definite: "the truck"),
    "thing.bus": .noun(one: "bus", other: "buses", indefinite: "a bus", definite: "the bus"),
    "thing.bicycle": .noun(
      one: "bicycle", other: "bicycles", indefinite: "a bicycle", definite: "the bicycle"),
    "thing.motorbike": .noun(
      one: "motorbike", other: "motorbikes", indefinite: "a motorbike", definite: "the motorbike"),
    "thing.train": .noun(one: "train", other: "trains", indefinite: "a train", definite: "the train"),
    "thing.boat": .noun(one: "boat", other: "boats", indefinite: "a boat", definite: "the boat"),
    "thing.aircraft": .noun(one: "plane", other: "planes", indefinite: "a plane", definite: "the plane"),
    "thing.vehicle": .noun(
      one: "vehicle", other: "vehicles", indefinite: "a vehicle", definite: "the vehicle"),
    "thing.apple": .noun(one: "apple", other: "apples", indefinite: "an apple", definite: "the apple"),
    "thing.fruit": .noun(
      one: "piece of fruit", other: "fruit", indefinite: "a piece of fruit", definite: "the piece of fruit"),
    "thing.vegetable": .noun(
      one: "vegetable", other: "vegetables", indefinite: "a vegetable", definite: "the vegetable"),
    "thing.food": .noun(one: "food", other: "food", indefinite: "food", definite: "the food"),
    "thing.flower": .noun(one: "flower", other: "flowers", indefinite: "a flower", definite: "the flower"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "\"{name}\" must be a whole number from {low} to {high}; send one in that range (default {default})."),
    "request.unknownField": MessageTemplate("Unknown field \"{field}\"; this endpoint takes {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "This account may make {count} request a minute",
        .other: "This account may make {count} requests a minute",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "This account may run {count} analysis a day",
        .other: "This account may run {count} analyses a day",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (an admin set it so); ask an admin to raise it."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} and has used them; the limit resets in {wait} second, at {time} UTC.",
        .other: "{may} and has used them; the limit resets in {wait} seconds, at {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} s"),
    "duration.minutes": MessageTemplate("{minutes} min"),
    "duration.hoursMinutes": MessageTemplate("{hours} h {minutes} min"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} and has used them; the quota resets at midnight UTC, in {duration}, or ask an admin to raise it."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "The request body is larger than the {limit} limit; send a smaller file (e.g. resize the image first)."),
    "error.photosBusy": .plural(
      "wait",
      [
        .one: "Visor is busy with other people's photos; send this one again in {wait} second.",
        .other: "Visor is busy with other people's photos; send this one again in {wait} seconds.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "The username or password is not right; check them and try again."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Too many failed sign-ins; wait {wait} second and try again.",
        .other: "Too many failed sign-ins; wait {wait} seconds and try again.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Too many wrong codes; wait {wait} second and try again.",
        .other: "Too many wrong codes; wait {wait} seconds and try again.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "That sign-in code is wrong, expired or already used; run `visor users code NAME` for a new one, or ask an admin."
    ),
    "error.signIn.required": MessageTemplate(
      "Sign in first: send `Authorization: Bearer <token>` (create one with `visor users token NAME`) or sign in to the web app."
    ),
    "error.signIn.badToken": MessageTemplate(
      "The API token is not valid (wrong, revoked, or its user was deleted); create a new one with `visor users token NAME` or in Settings."
    ),
    "error.signIn.csrf": MessageTemplate(
      "This request is missing the X-CSRF-Token header of your session; reload the web app and try again."),
    "error.password.current": MessageTemplate(
      "The current password is not right; type it again."),
    "error.password.weak": MessageTemplate(
      "A password needs at least 8 characters; choose a longer one."),
    "error.account.gone": MessageTemplate(
      "This account no longer exists; sign in again."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Too many calls in ten minutes; wait {seconds} second and try again.",
        .other: "Too many calls in ten minutes; wait {seconds} seconds and try again.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Another helper has already taken this request; leave it to them, or check the others waiting."),
    "error.code.help_closed": MessageTemplate(
      "This request is no longer open (it was answered or it expired); wait for the asker to ask again."),
    "error.code.helper_unavailable": MessageTemplate(
      "That helper is not available right now (their Visor is closed or they are in a call); send a photo instead, or try again later."
    ),
    "error.code.no_speech": MessageTemplate(
      "No words were heard; speak clearly and record again, or type the question."),
    "error.image.emptyField": MessageTemplate(
      "The \"image\" field is empty; attach the photo's bytes."),
    "error.image.emptyBody": MessageTemplate(
      "The request body is empty; send the photo's bytes."),
    "error.audio.emptyField": MessageTemplate(
      "The \"audio\" field is empty; attach the recording."),
    "error.audio.empty": MessageTemplate(
      "The audio is empty. Record a few seconds of speech and try again."),
    "error.noSpeech.question": MessageTemplate(
      "No words were heard in the spoken question; hold the shutter and speak clearly, or type the question."),
    "error.language.unsupported": MessageTemplate(
      "\"{field}\" must be a language tag Visor supports: {languages}. \"{tag}\" is not one; send one of those (a region is fine: \"es-MX\")."
    ),
    "error.voice.unknown": MessageTemplate(
      "No speech model here has the voice \"{voice}\"; choose one of: {voices} (GET /api/v1/models lists each model's voices)."
    ),
    "error.voice.none": MessageTemplate(
      "No speech model here has the voice \"{voice}\"; no speech model is available, so leave the voice empty (GET /api/v1/models lists each model's voices)."
    ),
    "error.chat.notFound": MessageTemplate(
      "No chat with that id; list your chats with GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "No analysis with that id; list yours with GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "No analysis with that id (it may already be deleted)."),
    "error.settings.accentColor": MessageTemplate(
      "Field \"accentColor\" must be a hex colour like \"#0a84ff\"."),
    "error.settings.displayName": MessageTemplate(
      "Field \"displayName\" can be at most 64 characters."),
    "error.account.lastAdmin": MessageTemplate(
      "You are the only admin; make another user an admin before deleting this account."),
    "error.car.notFound": MessageTemplate(
      "No car with that id in your garage; list them with GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "No record with that id; list them with GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "You already taught \"{name}\"; choose another name, or add it under a new one."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "The file is not an image Visor can read. Send a JPEG, PNG, WebP, HEIC/HEIF or GIF image."),
    "error.image.truncated": MessageTemplate(
      "The image data is truncated or corrupt. Upload the complete file again, or re-save it and retry."),
    "error.image.tooLarge": MessageTemplate(
      "The image is {width}×{height} pixels, more than the limit of {limit} pixels. Resize it to fewer pixels and try again."
    ),
    "error.audio.unreadable": MessageTemplate(
      "The upload contains no audio Visor can read. Send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio."),
    "error.audio.noTrack": MessageTemplate(
      "The upload has no audio track. Send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio."),
    "error.audio.damaged": MessageTemplate(
      "The audio is damaged and could not be decoded. Record it again, or send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio."
    ),
    "error.audio.tooLong": MessageTemplate(
      "The audio is longer than the limit of {seconds} seconds. Record a shorter question and try again."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "The photo shows no face I can find; send a photo where {name}'s face is clear, frontal and well lit."),
    "error.face.none.nth": MessageTemplate(
      "Photo {index} of {count} shows no face I can find; send a photo where {name}'s face is clear, frontal and well lit."
    ),
    "error.face.several.single": MessageTemplate(
      "The photo shows {faces} faces; send photos of {name} alone, or crop the others out."),
    "error.face.several.nth": MessageTemplate(
      "Photo {index} of {count} shows {faces} faces; send photos of {name} alone, or crop the others out."),
    "error.known.photoUnreadable.single": MessageTemplate(
      "The photo could not be read: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "Photo {index} of {count} could not be read: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "You already taught {count} faces, the most Visor keeps; delete one first."),
    "error.known.tooMany.things": MessageTemplate(
      "You already taught {count} things, the most Visor keeps; delete one first."),
    "error.known.name.person": MessageTemplate(
      "Send a \"name\" for the person, such as \"Ana\" or \"keys\"."),
    "error.known.name.thing": MessageTemplate(
      "Send a \"name\" for the thing, such as \"Ana\" or \"keys\"."),
    "error.thing.notTaught": MessageTemplate(
      "You taught no thing called \"{name}\"; teach it in Settings → Things or with POST /api/v1/things."),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} is not your helper (or has not accepted yet); call one of your helpers, or invite {username} in Settings → Helpers."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} is not your helper (or has not accepted yet); ask one of your helpers, or invite {username} in Settings → Helpers."
    ),
    "error.helper.nobody": MessageTemplate(
      "Nobody is called \"{name}\" on this Visor; check the spelling, or ask an admin to add them."),
    "error.helper.self": MessageTemplate(
      "You cannot be your own helper; invite someone else on this Visor."),
    "error.help.question.tooLong": MessageTemplate(
      "The question is too long; keep it under {limit} characters."),
    "error.help.answer.tooLong": MessageTemplate(
      "The answer is too long; keep it under {limit} characters."),
    "error.help.gone": MessageTemplate(
      "No help request with that id (it may have been deleted)."),
  ]
}
