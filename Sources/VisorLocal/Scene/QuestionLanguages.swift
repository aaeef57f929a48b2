import Foundation
import VisorCore

/// The offline question patterns in Visor's other languages (issue 27 item 5): a question is
/// rewritten, phrase by phrase, into the English words `SceneQuestion` already understands, then
/// parsed the same way — "¿Hay un perro?" → "is there a dog", "Wie viele Personen?" → "how many
/// people", "Сколько людей?" → "how many people", "Köpek nerede?" → "where is dog".
///
/// Each language has a table of question phrases (how a yes/no question, a count, a colour, a
/// reading, a code, the light, people, "where" and "what is this" are asked) and the thing
/// vocabulary: every form of each `thing.*` noun of its message catalogue (so "собаку", "psów",
/// "del perro" are the dog), plus a few synonyms ("cachorro", "Welpe", "котёнок"). The longest
/// phrase matches first; words in no table pass through unchanged (a thing outside the vocabulary,
/// which then matches no ImageNet class and is answered with what the photo shows and the refusal).
enum QuestionLanguages {
  /// `question` in the English words of the parser, for a language other than English.
  static func english(_ question: String, language: Language) -> String {
    guard language.code != "en", let table = tables[language.code] else { return question }
    // Apostrophes split words here ("c'è", "l'image", "qu'il"), unlike English's "what's".
    let spaced = question.lowercased().replacingOccurrences(of: "’", with: " ").replacingOccurrences(
      of: "'", with: " ")
    let words = SceneQuestion.normalise(spaced).split(separator: " ").map(String.init)
    var out: [String] = []
    var front: [String] = []
    var index = 0
    while index < words.count {
      var matched = false
      for length in stride(from: min(table.longest, words.count - index), through: 1, by: -1) {
        let phrase = words[index..<(index + length)].joined(separator: " ")
        if let english = table.phrases[phrase] ?? table.fronted[phrase].map({ _ in "" }) {
          if let moved = table.fronted[phrase] { front.append(moved) }
          if !english.isEmpty { out.append(english) }
          index += length
          matched = true
          break
        }
      }
      if matched { continue }
      let word = words[index]
      // Arabic joins the article and "and"/"in"/"with" to the word: "الكلب", "والقطة", "بالصورة".
      if language.code == "ar", let stem = arabicStem(word, table) {
        out.append(stem)
      } else {
        out.append(word)
      }
      index += 1
    }
    return (front + out).joined(separator: " ")
  }

  static func arabicStem(_ word: String, _ table: Table) -> String? {
    for prefix in ["وال", "بال", "فال", "لل", "ال", "و", "ب"] where word.hasPrefix(prefix) {
      let rest = String(word.dropFirst(prefix.count))
      guard rest.count >= 2 else { continue }
      if let english = table.phrases[rest] { return english }
      if let english = table.phrases["ال" + rest] { return english }
    }
    return nil
  }

  struct Table: Sendable {
    var phrases: [String: String]
    /// Phrases said at the end in the language ("nerede") that lead in English ("where is …").
    var fronted: [String: String]
    var longest: Int
  }

  static let tables: [String: Table] = {
    var out: [String: Table] = [:]
    for language in Language.supported where language.code != "en" {
      let code = language.code
      var phrases: [String: String] = [:]
      func add(_ entries: [String: String]) {
        for (phrase, english) in entries {
          let key = SceneQuestion.normalise(
            phrase.lowercased().replacingOccurrences(of: "'", with: " ").replacingOccurrences(
              of: "’", with: " "))
          if phrases[key] == nil { phrases[key] = english }
        }
      }
      add(questionPhrases[code] ?? [:])
      add(synonyms[code] ?? [:])
      // Every form of every thing noun of the catalogue names its concept.
      let catalogue = MessageCatalogue.for(language)
      for concept in SceneVocabulary.concepts {
        guard let template = catalogue.templates[concept.noun] else { continue }
        let english = concept.words[0]
        for form in template.forms.values where !form.isEmpty {
          add([form: english])
        }
      }
      let fronted = frontedPhrases[code] ?? [:]
      let longest =
        (Array(phrases.keys) + Array(fronted.keys)).map { $0.split(separator: " ").count }.max() ?? 1
      out[code] = Table(phrases: phrases, fronted: fronted, longest: longest)
    }
    return out
  }()

  static let frontedPhrases: [String: [String: String]] = [
    "tr": [
      "nerede": "where is", "nerededir": "where is", "ne tarafta": "where is", "kaç": "how many",
      "kaç tane": "how many",
    ]
  ]

  /// How each kind of question is asked, in the parser's English words. An empty replacement drops
  /// the word (a question particle, an article the English side does not need).
  static let questionPhrases: [String: [String: String]] = [
    "es": [
      // Presence.
      "hay": "is there", "hay algún": "is there a", "hay alguna": "is there a", "ves": "do you see",
      "puedes ver": "can you see", "se ve": "is there", "es un": "is it a", "es una": "is it a",
      "es esto un": "is this a", "es esto una": "is this a", "esto es un": "is this a",
      "esto es una": "is this a",
      "un": "a", "una": "a", "unos": "some", "unas": "some", "algún": "any", "alguna": "any", "el": "the",
      "la": "the", "los": "the", "las": "the", "en": "in", "de": "of", "esto": "this", "eso": "that",
      "foto": "photo", "imagen": "picture",
      // Counting.
      "cuántos": "how many", "cuántas": "how many", "cuantos": "how many", "cuantas": "how many",
      "número de": "number of", "cuenta": "count",
      // Colour.
      "de qué color es": "what colour is", "de que color es": "what colour is",
      "de qué color son": "what colour are",
      "qué color tiene": "what colour is", "qué color": "what colour", "que color": "what colour",
      "color": "colour",
      "colores": "colours",
      // Reading.
      "qué dice": "what does it say", "que dice": "what does it say", "qué pone": "what does it say",
      "que pone": "what does it say", "qué está escrito": "what does it say", "lee": "read", "leer": "read",
      "léeme": "read", "texto": "text", "cartel": "sign", "letrero": "sign", "etiqueta": "label",
      "escrito": "written", "menú": "menu", "título": "title",
      // Codes.
      "código qr": "qr code", "codigo qr": "qr code", "qr": "qr", "código de barras": "barcode",
      "códigos de barras": "barcodes", "escanea": "scan",
      // Light.
      "está oscuro": "is it dark", "oscuro": "dark", "luz": "light", "hay luz": "is it lit",
      "iluminado": "lit",
      "luminoso": "bright", "brillante": "bright", "de noche": "night",
      // Where, people, describe, cute.
      "dónde está": "where is", "donde está": "where is", "dónde están": "where are", "dónde": "where",
      "donde": "where", "quién": "who", "quien": "who", "hay alguien": "is there anyone",
      "qué es esto": "what is this", "que es esto": "what is this", "qué es eso": "what is that",
      "qué es": "what is it",
      "qué ves": "what do you see", "que ves": "what do you see", "qué hay": "what is in",
      "describe": "describe",
      "descríbeme": "describe", "describir": "describe", "lindo": "cute", "tierno": "cute",
      "adorable": "adorable",
    ],
    "de": [
      "ist da": "is there", "ist hier": "is there", "gibt es": "is there", "gibt es hier": "is there",
      "siehst du": "do you see", "sehen sie": "do you see", "kannst du": "can you", "ist das": "is this",
      "ist es": "is it", "sind da": "are there", "ist": "is", "sind": "are", "ein": "a", "eine": "a",
      "einen": "a",
      "einem": "a", "einer": "a", "der": "the", "die": "the", "das": "the", "den": "the", "dem": "the",
      "irgendein": "any", "irgendeine": "any", "da": "there", "hier": "here", "im bild": "in the picture",
      "auf dem foto": "in the photo", "auf dem bild": "in the picture", "sehen": "see",
      "wie viele": "how many", "wieviele": "how many", "anzahl": "number of", "zähl": "count",
      "zähle": "count",
      "welche farbe hat": "what colour is", "welche farbe haben": "what colour are",
      "welche farbe": "what colour",
      "was für eine farbe hat": "what colour is", "welcher farbe": "what colour", "farbe": "colour",
      "farben": "colours",
      "was steht da": "what does it say", "was steht": "what does it say",
      "was steht drauf": "what does it say",
      "was steht auf": "what does it say", "lies": "read", "lies vor": "read", "vorlesen": "read",
      "lesen": "read",
      "text": "text", "schild": "sign", "etikett": "label", "aufschrift": "writing", "geschrieben": "written",
      "speisekarte": "menu", "titel": "title",
      "qr code": "qr code", "barcode": "barcode", "strichcode": "barcode", "scannen": "scan",
      "ist es dunkel": "is it dark", "dunkel": "dark", "hell": "bright", "licht": "light",
      "beleuchtung": "lighting",
      "nacht": "night",
      "wo ist": "where is", "wo sind": "where are", "wo": "where", "wer": "who",
      "ist jemand da": "is anyone there",
      "jemand": "anyone", "was ist das": "what is this", "was ist": "what is",
      "was siehst du": "what do you see",
      "beschreibe": "describe", "beschreib": "describe", "süß": "cute", "niedlich": "cute", "knuffig": "cute",
    ],
    "fr": [
      "est ce qu il y a": "is there", "y a t il": "is there", "il y a": "is there", "vois tu": "do you see",
      "voyez vous": "do you see", "est ce que tu vois": "do you see", "est ce que vous voyez": "do you see",
      "tu vois": "do you see", "c est un": "is it a", "c est une": "is it a", "est ce un": "is it a",
      "est ce une": "is it a", "un": "a", "une": "a", "des": "some", "du": "some", "le": "the", "la": "the",
      "les": "the", "l": "the", "d": "of", "de": "of", "sur": "in", "dans": "in", "photo": "photo",
      "image": "picture", "ce": "it", "cela": "it", "ça": "it",
      "combien de": "how many", "combien y a t il de": "how many", "combien": "how many", "compte": "count",
      "de quelle couleur est": "what colour is", "de quelle couleur sont": "what colour are",
      "quelle couleur": "what colour", "quelle est la couleur de": "what is the colour of",
      "couleur": "colour",
      "couleurs": "colours",
      "qu est ce qui est écrit": "what does it say", "qu est ce qu il y a d écrit": "what does it say",
      "que dit": "what does it say", "qu est ce que ça dit": "what does it say",
      "que dit le": "what does the",
      "lis": "read", "lisez": "read", "lire": "read", "texte": "text", "panneau": "sign",
      "étiquette": "label",
      "écrit": "written", "écriture": "writing", "titre": "title",
      "code qr": "qr code", "qr code": "qr code", "code barre": "barcode", "code barres": "barcode",
      "codes barres": "barcodes", "scanne": "scan",
      "fait il sombre": "is it dark", "est ce sombre": "is it dark", "sombre": "dark", "obscur": "dark",
      "lumière": "light", "lumineux": "bright", "éclairé": "lit", "éclairage": "lighting", "nuit": "night",
      "où est": "where is", "où sont": "where are", "où": "where", "qui": "who",
      "y a t il quelqu un": "is there anyone", "quelqu un": "anyone",
      "qu est ce que c est": "what is this", "c est quoi": "what is this",
      "qu est ce que tu vois": "what do you see",
      "que vois tu": "what do you see", "décris": "describe", "décrivez": "describe", "mignon": "cute",
      "mignonne": "cute", "adorable": "adorable",
    ],
    "pt": [
      "tem": "is there", "há": "is there", "existe": "is there", "você vê": "do you see", "vê": "do you see",
      "consegue ver": "can you see", "é um": "is it a", "é uma": "is it a", "isto é um": "is this a",
      "isto é uma": "is this a", "isso é um": "is this a", "um": "a", "uma": "a", "algum": "any",
      "alguma": "any",
      "o": "the", "a": "the", "os": "the", "as": "the", "na": "in", "no": "in", "em": "in", "de": "of",
      "isto": "this", "isso": "that", "foto": "photo", "imagem": "picture",
      "quantos": "how many", "quantas": "how many", "número de": "number of", "conte": "count",
      "de que cor é": "what colour is", "de que cor são": "what colour are", "qual a cor": "what colour is",
      "qual é a cor": "what colour is", "que cor": "what colour", "cor": "colour", "cores": "colours",
      "o que está escrito": "what does it say", "o que diz": "what does it say",
      "que diz": "what does it say",
      "leia": "read", "lê": "read", "ler": "read", "texto": "text", "placa": "sign", "cartaz": "sign",
      "etiqueta": "label", "rótulo": "label", "escrito": "written", "título": "title", "cardápio": "menu",
      "código qr": "qr code", "qr": "qr", "código de barras": "barcode", "escaneie": "scan",
      "está escuro": "is it dark", "escuro": "dark", "luz": "light", "claro": "bright", "iluminado": "lit",
      "iluminação": "lighting", "noite": "night",
      "onde está": "where is", "onde estão": "where are", "onde": "where", "quem": "who",
      "tem alguém": "is there anyone", "alguém": "anyone", "o que é isto": "what is this",
      "o que é isso": "what is this",
      "o que é": "what is it", "o que você vê": "what do you see", "descreva": "describe", "fofo": "cute",
      "fofa": "cute", "fofinho": "cute",
    ],
    "it": [
      "c è": "is there", "ci sono": "are there", "c è un": "is there a", "vedi": "do you see",
      "riesci a vedere": "can you see", "è un": "is it a", "è una": "is it a", "questo è un": "is this a",
      "questa è una": "is this a", "un": "a", "uno": "a", "una": "a", "qualche": "any", "il": "the",
      "lo": "the",
      "la": "the", "i": "the", "gli": "the", "le": "the", "l": "the", "nella": "in", "nel": "in", "in": "in",
      "di": "of", "questo": "this", "questa": "this", "foto": "photo", "immagine": "picture",
      "quanti": "how many", "quante": "how many", "numero di": "number of", "conta": "count",
      "di che colore è": "what colour is", "di che colore sono": "what colour are",
      "che colore ha": "what colour is",
      "che colore": "what colour", "colore": "colour", "colori": "colours",
      "cosa c è scritto": "what does it say", "che cosa c è scritto": "what does it say",
      "cosa dice": "what does it say",
      "che dice": "what does it say", "leggi": "read", "leggere": "read", "testo": "text", "cartello": "sign",
      "etichetta": "label", "scritto": "written", "scritta": "writing", "titolo": "title",
      "codice qr": "qr code", "qr": "qr", "codice a barre": "barcode", "codici a barre": "barcodes",
      "scansiona": "scan",
      "è buio": "is it dark", "buio": "dark", "scuro": "dark", "luce": "light", "luminoso": "bright",
      "illuminato": "lit", "illuminazione": "lighting", "notte": "night",
      "dov è": "where is", "dove è": "where is", "dove sono": "where are", "dove": "where", "chi": "who",
      "c è qualcuno": "is there anyone", "qualcuno": "anyone", "cos è questo": "what is this",
      "che cos è": "what is this", "cos è": "what is this", "cosa vedi": "what do you see",
      "descrivi": "describe",
      "carino": "cute", "carina": "cute", "tenero": "cute",
    ],
    "pl": [
      "czy": "", "czy jest": "is there", "czy są": "are there", "jest": "is there", "są": "are there",
      "czy widzisz": "do you see", "widzisz": "do you see", "czy to jest": "is this", "czy to": "is this",
      "to jest": "is this", "tu": "here", "tutaj": "here", "na zdjęciu": "in the photo",
      "na obrazie": "in the picture",
      "ile": "how many", "ile jest": "how many", "policz": "count", "liczba": "number of",
      "jakiego koloru jest": "what colour is", "jakiego koloru są": "what colour are",
      "jakiego koloru": "what colour",
      "jaki kolor ma": "what colour is", "jaki kolor": "what colour", "kolor": "colour", "koloru": "colour",
      "kolory": "colours",
      "co jest napisane": "what does it say", "co tu jest napisane": "what does it say",
      "co jest napisane na": "what does it say",
      "napisane": "written", "przeczytaj": "read", "czytaj": "read", "tekst": "text", "znak": "sign",
      "tabliczka": "sign", "napis": "writing", "etykieta": "label", "tytuł": "title", "menu": "menu",
      "kod qr": "qr code", "kod kreskowy": "barcode", "kody kreskowe": "barcodes", "zeskanuj": "scan",
      "czy jest ciemno": "is it dark", "ciemno": "dark", "ciemny": "dark", "jasno": "bright",
      "światło": "light",
      "oświetlenie": "lighting", "noc": "night",
      "gdzie jest": "where is", "gdzie są": "where are", "gdzie": "where", "kto": "who",
      "czy ktoś tu jest": "is there anyone", "czy ktoś jest": "is there anyone", "ktoś": "anyone",
      "co to jest": "what is this", "co to": "what is this", "co widzisz": "what do you see",
      "opisz": "describe",
      "słodki": "cute", "słodkie": "cute", "uroczy": "cute",
    ],
    "tr": [
      "var mı": "is there", "var mi": "is there", "mı": "", "mi": "", "mu": "", "mü": "", "var": "is there",
      "görüyor musun": "do you see", "görüyor musunuz": "do you see", "bu bir": "is this a", "bir": "a",
      "bu": "this", "şu": "that", "burada": "here", "fotoğrafta": "in the photo", "resimde": "in the picture",
      "say": "count", "sayısı": "number of",
      "ne renk": "what colour", "hangi renk": "what colour", "rengi ne": "what colour is", "renk": "colour",
      "rengi": "colour", "renkler": "colours",
      "ne yazıyor": "what does it say", "ne yazılı": "what does it say", "yazıyor": "says", "yazı": "writing",
      "oku": "read", "okur musun": "read", "metin": "text", "metni": "text", "tabela": "sign",
      "levha": "sign",
      "etiket": "label", "başlık": "title", "menü": "menu",
      "qr kod": "qr code", "qr kodu": "qr code", "barkod": "barcode", "barkodu": "barcode", "tara": "scan",
      "karanlık": "dark", "karanlık mı": "is it dark", "loş": "dim", "aydınlık": "bright", "ışık": "light",
      "aydınlatma": "lighting", "gece": "night",
      "kim": "who", "kimse var mı": "is there anyone", "biri var mı": "is there anyone", "kimse": "anyone",
      "biri": "anyone", "bu ne": "what is this", "ne bu": "what is this", "ne görüyorsun": "what do you see",
      "anlat": "describe", "tarif et": "describe", "betimle": "describe", "sevimli": "cute", "tatlı": "cute",
    ],
    "ru": [
      "есть ли": "is there", "есть": "is there", "здесь": "", "тут": "", "ли": "", "ты видишь": "do you see",
      "вы видите": "do you see", "видишь": "do you see", "видите": "do you see", "это": "is this",
      "на фото": "in the photo", "на снимке": "in the picture", "на картинке": "in the picture",
      "сколько": "how many", "посчитай": "count", "сосчитай": "count", "число": "number of",
      "какого цвета": "what colour is", "какой цвет у": "what colour is", "какой цвет": "what colour",
      "цвет": "colour",
      "цвета": "colours",
      "что написано": "what does it say", "что здесь написано": "what does it say",
      "что там написано": "what does it say",
      "написано": "written", "прочитай": "read", "прочти": "read", "прочитайте": "read", "текст": "text",
      "табличка": "sign", "вывеска": "sign", "знак": "sign", "надпись": "writing", "этикетка": "label",
      "заголовок": "title", "меню": "menu",
      "qr код": "qr code", "штрихкод": "barcode", "штрих код": "barcode", "штрихкоды": "barcodes",
      "отсканируй": "scan",
      "темно": "dark", "здесь темно": "is it dark", "тёмно": "dark", "светло": "bright", "свет": "light",
      "освещение": "lighting", "ночь": "night",
      "где": "where is", "кто": "who", "кто нибудь": "anyone", "кто то": "anyone",
      "есть кто нибудь": "is there anyone",
      "что это": "what is this", "что это такое": "what is this", "что ты видишь": "what do you see",
      "опиши": "describe", "милый": "cute", "милая": "cute", "милое": "cute",
    ],
    "ar": [
      "هل": "", "هل يوجد": "is there", "هل توجد": "is there", "توجد": "is there", "هذا": "this",
      "هذه": "this", "هل هناك": "is there", "يوجد": "is there", "هناك": "is there",
      "هل ترى": "do you see", "ترى": "do you see", "هل هذا": "is this", "هل هذه": "is this",
      "في الصورة": "in the picture",
      "كم": "how many", "كم عدد": "how many", "عدد": "number of", "عد": "count",
      "ما لون": "what colour is", "ما هو لون": "what colour is", "أي لون": "what colour", "لون": "colour",
      "ألوان": "colours",
      "ماذا مكتوب": "what does it say", "ما المكتوب": "what does it say", "ماذا يقول": "what does it say",
      "مكتوب": "written", "اقرأ": "read", "النص": "text", "نص": "text", "لافتة": "sign", "اللافتة": "sign",
      "ملصق": "label", "عنوان": "title", "قائمة": "menu",
      "رمز qr": "qr code", "رمز الاستجابة السريعة": "qr code", "باركود": "barcode", "الباركود": "barcode",
      "رمز شريطي": "barcode", "امسح": "scan",
      "مظلم": "dark", "مظلمة": "dark", "هل المكان مظلم": "is it dark", "معتم": "dark", "مضيء": "bright",
      "ضوء": "light", "الضوء": "light", "الإضاءة": "lighting", "ليل": "night",
      "أين": "where is", "اين": "where is", "من": "who", "هل يوجد أحد": "is there anyone", "أحد": "anyone",
      "ما هذا": "what is this", "ما هذه": "what is this", "ماذا ترى": "what do you see", "صف": "describe",
      "لطيف": "cute", "لطيفة": "cute", "ظريف": "cute",
    ],
  ]

  /// Words for things beside the catalogue's nouns (young animals, people, other names).
  static let synonyms: [String: [String: String]] = [
    "es": [
      "cachorro": "puppy", "cachorros": "puppies", "perrito": "dog", "gatito": "kitten", "gatitos": "kittens",
      "gente": "people", "hombre": "man", "hombres": "men", "mujer": "woman", "mujeres": "women",
      "niño": "child",
      "niña": "child", "niños": "children", "bebé": "baby", "alguien": "someone", "auto": "car",
      "carro": "car",
      "bici": "bike", "pájaros": "birds", "ave": "bird", "aves": "birds", "caras": "faces", "rostro": "face",
    ],
    "de": [
      "welpe": "puppy", "welpen": "puppies", "hündchen": "dog", "kätzchen": "kitten", "leute": "people",
      "menschen": "people", "mensch": "person", "mann": "man", "männer": "men", "frau": "woman",
      "frauen": "women",
      "kind": "child", "kinder": "children", "baby": "baby", "wagen": "car", "pkw": "car", "rad": "bike",
      "gesichter": "faces",
    ],
    "fr": [
      "chiot": "puppy", "chiots": "puppies", "chaton": "kitten", "chatons": "kittens", "gens": "people",
      "homme": "man", "hommes": "men", "femme": "woman", "femmes": "women", "enfant": "child",
      "enfants": "children",
      "bébé": "baby", "auto": "car", "bicyclette": "bicycle", "chienne": "dog", "chatte": "cat",
    ],
    "pt": [
      "cachorro": "dog", "cachorros": "dogs", "cachorrinho": "puppy", "filhote": "puppy", "gatinho": "kitten",
      "gente": "people", "homem": "man", "homens": "men", "mulher": "woman", "mulheres": "women",
      "criança": "child",
      "crianças": "children", "bebê": "baby", "automóvel": "car", "bike": "bike", "cara": "face",
    ],
    "it": [
      "cucciolo": "puppy", "cuccioli": "puppies", "gattino": "kitten", "gattini": "kittens",
      "gente": "people",
      "uomo": "man", "uomini": "men", "donna": "woman", "donne": "women", "bambino": "child",
      "bambina": "child",
      "bambini": "children", "macchina": "car", "macchine": "cars", "bici": "bike", "viso": "face",
      "visi": "faces",
    ],
    "pl": [
      "szczeniak": "puppy", "szczeniaka": "puppy", "kotek": "kitten", "kotka": "kitten", "ludzie": "people",
      "ludzi": "people", "człowiek": "person", "człowieka": "person", "mężczyzna": "man", "kobieta": "woman",
      "dziecko": "child", "dzieci": "children", "auto": "car", "auta": "car",
    ],
    "tr": [
      "yavru köpek": "puppy", "köpek yavrusu": "puppy", "kedi yavrusu": "kitten", "insan": "person",
      "insanlar": "people", "adam": "man", "kadın": "woman", "çocuk": "child", "çocuklar": "children",
      "bebek": "baby",
      "otomobil": "car", "köpeği": "dog", "kediyi": "cat", "arabayı": "car", "arabanın": "car",
    ],
    "ru": [
      "щенок": "puppy", "щенка": "puppy", "котёнок": "kitten", "котенок": "kitten", "котёнка": "kitten",
      "кот": "cat",
      "кота": "cat", "люди": "people", "людей": "people", "человек": "person", "мужчина": "man",
      "женщина": "woman",
      "ребёнок": "child", "дети": "children", "пёс": "dog", "автомобиль": "car", "автомобиля": "car",
      "лица": "faces", "лиц": "faces",
    ],
    "ar": [
      "جرو": "puppy", "هريرة": "kitten", "قط": "cat", "قطا": "cat", "ناس": "people", "أشخاص": "people",
      "رجل": "man", "امرأة": "woman", "طفل": "child", "أطفال": "children", "سيارات": "cars", "شخصا": "person",
      "وجوه": "faces",
    ],
  ]
}

extension SceneQuestion {
  /// A question in `language` (the request's, by default): rewritten into the parser's English
  /// words (`QuestionLanguages`), then understood as an English one.
  public init(_ question: String, language: Language) {
    self.init(english: QuestionLanguages.english(question, language: language))
  }
}
