import Foundation

extension MessageCatalogue {
  /// Visor's sentences in Portuguese (Brazilian usage, words understood in Portugal too where a choice
  /// exists). Nouns add `neg` ("nenhum cão") and `gen` ("do cão", "da maçã"). 0 and 1 take the
  /// singular (CLDR), so the `one` forms write the number. A classifier's label comes bare, after a
  /// colon; colours are said as "de cor …" so a colour name needs no agreement.
  public static let portuguese = MessageCatalogue(
    language: "pt", plural: .zeroOrOneIsOne,
    templates: portugueseTemplates.merging(cliPortuguese) { own, _ in own }
      .merging(errorTemplates("pt")) { own, _ in own })

  static let portugueseTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} e {second}"),
    "list.many": MessageTemplate("{head} e {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Ninguém conseguiu responder; tente de novo ou ligue."),
    "help.withdrawn": MessageTemplate("A pessoa que perguntou retirou o pedido."),
    "call.ended": MessageTemplate("A chamada terminou."),
    "call.missed": MessageTemplate("Ninguém atendeu a chamada; tente de novo ou peça a outra pessoa."),
    "speech.noVoice": MessageTemplate(
      "Não há nenhuma voz para {language} instalada aqui, por isso fala a voz em inglês."),
    "speech.silent": MessageTemplate("A gravação está em silêncio; verifique o microfone e grave de novo."),
    "speech.languageUnheard": MessageTemplate(
      "{model} só entende {languages}, então não consegue transcrever \"{language}\"; use o modelo multilíngue local/whisper-base (GET /api/v1/models lista os modelos) ou deixe \"language\" de fora."
    ),

    "answer.yes": MessageTemplate("Sim."),
    "answer.no": MessageTemplate("Não."),
    "answer.refusal": MessageTemplate(
      "Um modelo de visão responderia a isso; quem administra este Visor pode adicionar um em Configurações → Modelos."
    ),
    "answer.classifierMissing": MessageTemplate(
      "O classificador de imagens não está instalado, por isso não sei dizer (execute scripts/setup-classifier.sh)."
    ),

    "answer.subject.looksLike": MessageTemplate("Parece: {thing}."),
    "answer.subject.probably": MessageTemplate("Provavelmente: {thing}."),
    "answer.subject.unsure": MessageTemplate("Não tenho certeza do que é."),
    "answer.subject.sign": MessageTemplate("Uma placa ou etiqueta que diz {text}."),
    "answer.subject.shopfront": MessageTemplate("Uma fachada de loja com as palavras {text}."),

    "answer.presence.yes": MessageTemplate("Sim, vejo {thing}."),
    "answer.presence.seen": MessageTemplate("Vejo {thing}."),
    "answer.presence.looksLike": MessageTemplate("Parece: {kind}."),
    "answer.presence.mightBe": MessageTemplate("Pode ser: {kind}."),
    "answer.presence.possibly": MessageTemplate("Talvez haja {thing}, mas não tenho certeza."),
    "answer.presence.notSeen": MessageTemplate("Não vejo {thing:neg}; isto parece: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("Não vejo {thing:neg}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Só digo o assunto principal de uma foto; algo pequeno ou no fundo pode me escapar."),
    "answer.presence.cannotTell": MessageTemplate("Não sei dizer se há {thing}."),

    "answer.count.cannot": MessageTemplate(
      "Sem conexão, não consigo contar {things}; só conto pessoas, rostos e códigos de barras."),
    "answer.count.cannotThose": MessageTemplate(
      "Sem conexão, não consigo contar isso; só conto pessoas, rostos e códigos de barras."),
    "answer.count.faces": .plural("count", [.one: "Vejo {count} rosto.", .other: "Vejo {count} rostos."]),
    "answer.count.codes": .plural(
      "count", [.one: "Consigo ler {count} código.", .other: "Consigo ler {count} códigos."]),

    "answer.people.count": .plural(
      "count", [.one: "Vejo {count} pessoa {places}.", .other: "Vejo {count} pessoas: {places}."]),
    "answer.people.countMore": MessageTemplate("Vejo {count} pessoas: {places} e outras."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("uma {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("uma {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("de frente para você"),
    "place.facing.side": MessageTemplate("de perfil"),
    "place.facing.away": MessageTemplate("de costas"),
    "answer.people.none": MessageTemplate(
      "Não vejo rostos nem pessoas. Posso não ver pessoas pequenas, sentadas, de costas ou meio escondidas."),
    "answer.people.animalFace": MessageTemplate(
      "Encontrei um rosto, mas pode ser {animal:gen}, então não sei dizer se há uma pessoa."),
    "answer.people.detectorMissing": MessageTemplate(
      "O detector de rostos não está instalado, por isso não consigo contar pessoas (instale opencv-data)."),
    "live.someone": MessageTemplate("Alguém {place}."),
    "live.nobody": MessageTemplate("Ninguém agora."),
    "live.peopleNow": .plural("count", [.one: "{count} pessoa agora.", .other: "{count} pessoas agora."]),
    "face.named": MessageTemplate("{name} está {side}, {distance}."),
    "face.someone": MessageTemplate("Alguém que eu não conheço está {side}, {distance}."),
    // "da 1 hora", "das 2 horas".
    "find.found": .plural(
      "clock",
      [
        .one: "Vejo “{name}” na direção da {clock} hora, {distance}.",
        .other: "Vejo “{name}” na direção das {clock} horas, {distance}.",
      ]),
    "find.lookAlike": .plural(
      "clock",
      [
        .one:
          "Vejo algo parecido com “{name}” na direção da {clock} hora, {distance}, mas de outra cor; talvez seja outro objeto.",
        .other:
          "Vejo algo parecido com “{name}” na direção das {clock} horas, {distance}, mas de outra cor; talvez seja outro objeto.",
      ]),
    "find.notSeen": MessageTemplate("Não vejo “{name}”."),
    "live.thing.centred": MessageTemplate("Vejo “{name}” no centro, {distance}."),
    "live.known.clock": .plural(
      "clock",
      [
        .one: "Vejo {name} na direção da {clock} hora, {distance}.",
        .other: "Vejo {name} na direção das {clock} horas, {distance}.",
      ]),
    "live.known.centred": MessageTemplate("Vejo {name} no centro, {distance}."),
    "live.known.notSeen": MessageTemplate("Não vejo {name}."),
    "place.left": MessageTemplate("à esquerda"),
    "place.centre": MessageTemplate("no centro"),
    "place.right": MessageTemplate("à direita"),
    "place.near": MessageTemplate("perto"),
    "place.far": MessageTemplate("mais longe"),

    "answer.location.cannot": MessageTemplate(
      "Sem conexão, não sei dizer onde as coisas estão na imagem; só consigo situar pessoas."),

    "colour.mostly": MessageTemplate("principalmente {first}"),
    "colour.mostlyTwo": MessageTemplate("principalmente {first} e {second}"),
    "answer.colour.it": MessageTemplate("É de cor {colours}."),
    "answer.colour.subject": MessageTemplate("Cor {thing:gen}: {colours}."),
    "answer.colour.picture": MessageTemplate(
      "Não consigo destacar um assunto; a imagem inteira é de cor {colours}."),
    "answer.colour.pictureAside": MessageTemplate("A imagem inteira é de cor {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate("Não consigo separar a cor {thing:gen} da do fundo."),
    "answer.colour.cannotSeparateIt": MessageTemplate("Não consigo separar a cor dele da do fundo."),
    "answer.colour.notSure": MessageTemplate("Não tenho certeza de que há {thing}, então não sei a cor."),
    "answer.colour.unmeasured": MessageTemplate("Não consegui medir as cores desta foto."),

    "answer.reading.says": MessageTemplate("Está escrito {text}."),
    "answer.reading.thinkSays": MessageTemplate("Acho que está escrito {text}."),
    "answer.reading.blurred": MessageTemplate(
      "O texto está borrado demais para ler; segure o telefone parado e deixe focar antes de tirar a foto."),
    "answer.reading.photoBlurred": MessageTemplate(
      "A foto está borrada demais para ler; segure o telefone parado e deixe focar antes de tirar a foto."),
    "answer.reading.tooDark": MessageTemplate(
      "Está escuro demais para ler; acenda uma luz ou vá para um lugar mais claro, e segure o telefone parado."
    ),
    "answer.reading.readerMissing": MessageTemplate(
      "O leitor de texto não está instalado, por isso não consigo ler (instale tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "Não encontro texto legível. Segure o telefone parado, um pouco mais perto, com o texto bem iluminado."),
    "answer.reading.noPage": MessageTemplate(
      "Não consigo ler uma página aqui. Segure o telefone a uns 30 cm acima da página, parado, com a página "
        + "inteira na imagem e bem iluminada."),
    "answer.reading.unknownScript": MessageTemplate(
      "Vejo escrita, mas num alfabeto que não sei ler."),
    "answer.reading.alsoUnknownScript": MessageTemplate("Também há escrita num alfabeto que não sei ler."),
    "answer.reading.otherScript": MessageTemplate("Há escrita em alfabeto {script}: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "Há escrita em alfabeto {script}, mas não consigo entender o que diz."),
    "answer.reading.script.latin": MessageTemplate("latino"),
    "answer.reading.script.cyrillic": MessageTemplate("cirílico"),
    "answer.reading.script.greek": MessageTemplate("grego"),
    "answer.reading.script.arabic": MessageTemplate("árabe"),
    "answer.reading.script.devanagari": MessageTemplate("devanágari"),
    "answer.reading.script.hebrew": MessageTemplate("hebraico"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Não consigo ler o alfabeto {script} aqui: o leitor dele não está instalado (scripts/setup.sh --languages {pack}). Em vez disso, leio o alfabeto latino."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "Meu leitor do alfabeto {script} é fraco, então esta leitura pode ter erros."),
    "answer.code.one": MessageTemplate("É {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Vejo um código de barras, mas não consigo ler; segure o telefone parado e mais perto."),
    "answer.code.tooDark": MessageTemplate(
      "Está escuro demais para encontrar um código; acenda uma luz ou vá para um lugar mais claro."),
    "answer.code.photoBlurred": MessageTemplate(
      "A foto está borrada demais para encontrar um código; segure o telefone parado e deixe focar antes de tirar a foto."
    ),
    "answer.code.none": MessageTemplate(
      "Não vejo código de barras nem QR. Segure o código reto no meio da imagem, a um palmo de distância."),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("Também há {code}."),
    "answer.code.noText": MessageTemplate("Não há texto para ler, mas há {code}."),

    "answer.light.unmeasured": MessageTemplate("Não consegui medir a luz desta foto."),
    "answer.light.dark": MessageTemplate("Está escuro: nível de luz {level} de 100."),
    "answer.light.dim": MessageTemplate("Há pouca luz: nível de luz {level} de 100."),
    "answer.light.bright": MessageTemplate("Está claro: nível de luz {level} de 100."),
    "answer.light.from.left": MessageTemplate("A luz vem da esquerda."),
    "answer.light.from.right": MessageTemplate("A luz vem da direita."),
    "answer.light.from.above": MessageTemplate("A luz vem de cima."),
    "answer.light.from.below": MessageTemplate("A luz vem de baixo."),
    "answer.light.even": MessageTemplate("A luz é bastante uniforme."),

    "answer.needsPhoto": MessageTemplate(
      "Preciso de uma foto para responder. Tire ou anexe uma foto e pergunte de novo."),
    "describe.mostlyText": MessageTemplate("Isto é principalmente texto. Está escrito: {text}."),
    "describe.picture": MessageTemplate("A imagem é de cor {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}, de cor {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "O classificador de imagens não está instalado, por isso não sei dizer o que é (execute scripts/setup-classifier.sh)."
    ),
    "describe.canRead": MessageTemplate("Consigo ler {text}."),
    "describe.code": MessageTemplate("Há {code}."),
    "describe.maybeCat": MessageTemplate("Talvez também haja um gato."),
    "describe.nothing": MessageTemplate("Sem conexão, não sei dizer nada sobre esta foto."),
    "subject.looksLike": MessageTemplate("Parece: {thing}"),
    "subject.probably": MessageTemplate("Provavelmente: {thing}"),
    "subject.mightBe": MessageTemplate("Não tenho certeza do que é; pode ser: {thing}"),
    "subject.mightBeEither": MessageTemplate("Não tenho certeza do que é; pode ser: {first} ou {second}"),
    "subject.group": MessageTemplate("Parece: {group}"),
    "subject.groupMember": MessageTemplate("Parece: {group} (provavelmente {member})"),

    "colour.centre": MessageTemplate("No centro, é de cor {colour}."),
    "colour.pictureMostly": MessageTemplate("A imagem é principalmente de cor {colour}."),

    "car.looksLike": MessageTemplate("Parece um carro."),
    "car.looksLikeBody": MessageTemplate("Parece um carro (provavelmente: {body})."),
    "car.notCar": MessageTemplate("Acho que isto não é um carro."),
    "car.makeNeedsModel": MessageTemplate("Para dizer a marca e o modelo, é preciso um modelo de visão."),
    "car.noCar": MessageTemplate(
      "Não vejo nenhum carro nesta foto. Tente uma foto em que o carro ocupe quase toda a imagem, ou recorte."
    ),
    "car.offline": MessageTemplate(
      "Sem conexão, só sei o tipo de carroceria e a cor; marca, modelo e especificações precisam de um modelo de "
        + "visão, que quem administra este Visor pode adicionar em Configurações → Modelos."),
    "recognize.notFound": MessageTemplate(
      "Não vejo {subject} nesta foto; tente uma foto mais de perto ou recorte."),
    "cute.classifierMissing": MessageTemplate(
      "O classificador de imagens não está instalado, por isso não sei julgar (execute scripts/setup-classifier.sh)."
    ),
    "cute.yes": MessageTemplate("Sim, fofo: tenho {percent}% de certeza de que é um animal fofinho."),
    "cute.no": MessageTemplate(
      "Pela minha medida, não: tenho {percent}% de certeza de que não é um animal fofinho (só conheço como fofos "
        + "cães, gatos, coelhos, pandas e alguns outros)."),

    "code.kind.qr": MessageTemplate("um código QR"),
    "code.kind.barcode": MessageTemplate("um código de barras {symbology}"),
    "code.kind.barcodeAn": MessageTemplate("um código de barras {symbology}"),
    "code.binary": MessageTemplate(
      "{kind} com {count} bytes de dados binários, não texto, por isso não consigo ler"),
    "code.empty": MessageTemplate("{kind} vazio"),
    "code.isbn": MessageTemplate("o ISBN de um livro: {code}"),
    "code.ean13": MessageTemplate("um código de produto EAN-13: {code}"),
    "code.product": MessageTemplate("um código de produto {symbology}: {code}"),
    "code.productAn": MessageTemplate("um código de produto {symbology}: {code}"),
    "code.link": MessageTemplate("{kind} com um link para {address}"),
    "code.linkParameters": MessageTemplate(" (com parâmetros extras)"),
    "code.linkInsecure": MessageTemplate("; não é um link seguro"),
    "code.wifi.noName": MessageTemplate("sem nome"),
    "code.wifi.secured": MessageTemplate("{kind} da rede Wi-Fi {name} ({security}, com senha)"),
    "code.wifi.open": MessageTemplate("{kind} da rede Wi-Fi {name} (aberta, sem senha)"),
    "code.email": MessageTemplate("{kind} com um endereço de e-mail: {address}"),
    "code.phone": MessageTemplate("{kind} com um número de telefone: {number}"),
    "code.contact": MessageTemplate("{kind} com um cartão de contato"),
    "code.contactFor": MessageTemplate("{kind} com o cartão de contato de {name}"),
    "code.long": MessageTemplate(
      "{kind} com {count} caracteres de texto, longo demais para ler; começa com '{start}'"),
    "code.says": MessageTemplate("{kind} que diz '{text}'"),

    "page.fills": MessageTemplate(
      "A página é maior que a imagem; afaste o telefone até aparecerem as quatro bordas."),
    "page.edge.left": MessageTemplate("esquerda"),
    "page.edge.right": MessageTemplate("direita"),
    "page.edge.top": MessageTemplate("superior"),
    "page.edge.bottom": MessageTemplate("inferior"),
    "page.towards.left": MessageTemplate("para a esquerda"),
    "page.towards.right": MessageTemplate("para a direita"),
    "page.towards.top": MessageTemplate("para cima"),
    "page.towards.bottom": MessageTemplate("para baixo"),
    "page.cut.one": MessageTemplate(
      "A borda {edge} da página está cortada; afaste o telefone e mova-o um pouco {towards}."),
    "page.cut.two": MessageTemplate(
      "As bordas {first} e {second} da página estão cortadas; afaste o telefone e mova-o um pouco {towards}."),
    "page.cut.opposite": MessageTemplate(
      "As bordas {first} e {second} da página estão cortadas; afaste o telefone."),
    "page.tilted.clockwise": MessageTemplate(
      "A página está inclinada; gire o telefone um pouco no sentido horário para endireitar as linhas."),
    "page.tilted.anticlockwise": MessageTemplate(
      "A página está inclinada; gire o telefone um pouco no sentido anti-horário para endireitar as linhas."),
    "page.small": MessageTemplate("O texto está pequeno na imagem; aproxime o telefone da página."),

    "live.target.person": MessageTemplate("Uma pessoa"),
    "live.target.face": MessageTemplate("Um rosto"),
    "live.target.text": MessageTemplate("Texto"),
    "live.target.barcode": MessageTemplate("Um código"),
    "live.near": MessageTemplate("perto"),
    "live.far": MessageTemplate("longe"),
    "live.found.clock": .plural(
      "hour",
      [
        .one: "{target} na direção da {hour} hora, {distance}.",
        .other: "{target} na direção das {hour} horas, {distance}.",
      ]),
    "live.found.centred": MessageTemplate("{target} no centro, {distance}."),
    "live.lost.person": MessageTemplate("Não vejo mais nenhuma pessoa."),
    "live.lost.face": MessageTemplate("Não vejo mais nenhum rosto."),
    "live.lost.text": MessageTemplate("Não vejo mais texto."),
    "live.lost.barcode": MessageTemplate("Não vejo mais nenhum código."),
    "live.code": MessageTemplate("É {code}."),
    "live.emptyQuestion": MessageTemplate(
      "A pergunta está vazia; escreva o que quer saber sobre o que a câmera vê."),
    "live.askBeforeFrame": MessageTemplate(
      "Envie primeiro uma imagem (um JPEG ou PNG como mensagem binária) e depois pergunte sobre ela."),
    "live.stillAnswering": MessageTemplate(
      "Ainda estou respondendo à sua última pergunta; pergunte de novo quando eu terminar."),
    "live.sceneMissing": MessageTemplate(
      "O motor de cena sem conexão não está instalado, por isso o modo ao vivo não funciona; execute `make run` para instalar os modelos locais."
    ),
    "live.tooManySessions": MessageTemplate(
      "O Visor já tem todas as sessões ao vivo que permite; tente de novo daqui a um minuto ou peça a um administrador para aumentar --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "A sessão ao vivo ficou um minuto parada e terminou; ligue o modo ao vivo de novo para continuar."),
    "live.replaced": MessageTemplate(
      "O modo ao vivo foi ligado em outro lugar com a mesma conta, por isso esta sessão terminou."),
    "live.shutdown": MessageTemplate(
      "O Visor está sendo desligado; ligue o modo ao vivo de novo quando ele voltar."),

    "realtime.offlineLimits": MessageTemplate(
      "Sou o modelo pequeno sem conexão: posso errar fatos e só vejo as fotos que você envia."),
    "realtime.silent": MessageTemplate("A gravação está em silêncio; não se ouviu nada."),
    "realtime.noSpeechModel": MessageTemplate(
      "Não há voz instalada para falar a resposta; ela vai como texto."),
    "realtime.idle": MessageTemplate(
      "Nada chegou em 10 minutos; a conversa foi fechada. Abra uma nova para continuar."),
    "realtime.shutdown": MessageTemplate(
      "O servidor está reiniciando; abra a conversa de novo daqui a pouco."),
    "realtime.slowClient": MessageTemplate(
      "O cliente parou de ler; a conversa foi fechada. Leia os eventos à medida que chegam."),
    "realtime.tooManySessions": MessageTemplate(
      "Há sessões ao vivo e conversas demais abertas neste servidor; feche uma ou tente de novo daqui a um minuto."
    ),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}; marca e modelo precisam de um modelo de visão."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Salvo na sua garagem."),
    "recognize.someInvalid": MessageTemplate(
      "Algumas respostas não passaram na validação e ficaram como desconhecidas: {fields}."),
    "cute.meter": MessageTemplate("{percent}% fofo. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Adorável!"),
    "cute.verdict.pretty": MessageTemplate("Bem fofo."),
    "cute.verdict.kindOf": MessageTemplate("Meio fofo."),
    "cute.verdict.not": MessageTemplate("Não muito fofo."),
    "classify.label.cute": MessageTemplate("fofo"),
    "classify.label.notcute": MessageTemplate("não fofo"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Fatos da foto sem conexão: o que provavelmente é (ImageNet), o texto e as páginas que consegue ler, pessoas, códigos de barras, gatos, cores e luz. Diz o que não consegue saber; configure um provedor de visão para ter respostas completas."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Não instalado: execute `make run` (scripts/setup-classifier.sh converte o EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate(
      "EfficientNet-Lite0, 1000 classes do ImageNet, entrada de 224×224."),
    "model.note.cute": MessageTemplate(
      "Detector de animais fofos (cute / notcute) a partir das classes de animais do ImageNet e de rostos de gato (veja docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate("Os processos locais estão desativados nesta configuração."),
    "model.note.workersMissing": MessageTemplate(
      "Não instalado: execute `make run` (scripts/setup-models.sh instala o processo Python e os modelos)."),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), fala para texto sem conexão em 99 idiomas: recebe o idioma da pessoa ou o detecta."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), fala para texto sem conexão. Só inglês; use local/whisper-base para outros idiomas."
    ),
    "model.note.piper": MessageTemplate("Voz neural do Piper \"joe\": só inglês."),
    "model.note.flite": MessageTemplate("flite, vozes de reserva integradas (robóticas): só inglês."),
    "model.note.pico": MessageTemplate(
      "Vozes SVOX Pico para francês, espanhol, alemão e italiano, as vozes sem conexão mais claras para esses idiomas; executadas como um programa à parte."
    ),
    "model.note.picoMissing": MessageTemplate(
      "O SVOX Pico não está instalado (o espeak-ng e o Festival falam francês, espanhol, alemão e italiano, com menos clareza); instale-o com scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Vozes do Festival para italiano e russo, mais claras que as do espeak-ng; executadas como um programa à parte."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "As vozes italiana e russa do Festival não estão instaladas (o espeak-ng fala esses idiomas); instale-as com scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "Vozes do espeak-ng para espanhol, francês, alemão, português, italiano, polonês, turco, russo e árabe: robóticas mas claras, executadas como um programa à parte. Usadas quando o idioma da pessoa não é o inglês."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "O espeak-ng não está instalado, então os idiomas além do inglês são falados pela voz inglesa; instale-o com scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Não instalado: execute `make run` (scripts/setup-models.sh instala o llama.cpp e o SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct com llama.cpp: pequeno e rápido para bater papo; ele inventa fatos, então nunca pergunte a ele sobre uma foto."
    ),
    "voice.note.joe": MessageTemplate("Voz neural, inglês dos EUA."),
    "voice.note.flite": MessageTemplate(
      "Voz robótica (flite), inglês dos EUA: a reserva quando falta o Piper."),
    "voice.note.pico": MessageTemplate(
      "Voz sintética (SVOX Pico), {name}: clara, mas dá para notar que é uma máquina."),
    "voice.note.festival": MessageTemplate(
      "Voz robótica (Festival), {name}: mais clara que o espeak-ng, mas dá para notar que é uma máquina."),
    "voice.note.mbrola": MessageTemplate(
      "Voz robótica (difones MBROLA {mbrola} pelo espeak-ng), {name}: mais clara que a do próprio espeak-ng, mas dá para notar que é uma máquina."
    ),
    "voice.note.espeak": MessageTemplate(
      "Voz robótica (síntese por formantes do espeak-ng), {name}: clara, mas dá para notar que é uma máquina."
    ),
    "voice.name.spanishSpain": MessageTemplate("espanhol (Espanha)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("espanhol (América Latina)"),
    "voice.name.french": MessageTemplate("francês"),
    "voice.name.german": MessageTemplate("alemão"),
    "voice.name.portuguesePortugal": MessageTemplate("português (Portugal)"),
    "voice.name.portugueseBrazil": MessageTemplate("português (Brasil)"),
    "voice.name.italian": MessageTemplate("italiano"),
    "voice.name.polish": MessageTemplate("polonês"),
    "voice.name.turkish": MessageTemplate("turco"),
    "voice.name.russian": MessageTemplate("russo"),
    "voice.name.arabic": MessageTemplate("árabe"),
    "voice.name.italianLP": MessageTemplate("italiano (lp, difones)"),
    "voice.name.russianNSH": MessageTemplate("russo (nsh, seleção de unidades)"),

    // Nouns: indefinite, definite, neg (after "não vejo"), gen (de + definite).
    "thing.person": portugueseNoun("pessoa", "pessoas", "f"),
    "thing.face": portugueseNoun("rosto", "rostos", "m"),
    "thing.code": portugueseNoun("código", "códigos", "m"),
    "thing.bigCat": portugueseNoun("grande felino", "grandes felinos", "m"),
    "thing.dog": portugueseNoun("cão", "cães", "m"),
    "thing.wolf": portugueseNoun("lobo", "lobos", "m"),
    "thing.fox": portugueseNoun("raposa", "raposas", "f"),
    "thing.canine": portugueseNoun("canídeo", "canídeos", "m"),
    "thing.cat": portugueseNoun("gato", "gatos", "m"),
    "thing.feline": portugueseNoun("felino", "felinos", "m"),
    "thing.bear": portugueseNoun("urso", "ursos", "m"),
    "thing.bird": portugueseNoun("pássaro", "pássaros", "m"),
    "thing.fish": portugueseNoun("peixe", "peixes", "m"),
    "thing.snake": portugueseNoun("cobra", "cobras", "f"),
    "thing.lizard": portugueseNoun("lagarto", "lagartos", "m"),
    "thing.turtle": portugueseNoun("tartaruga", "tartarugas", "f"),
    "thing.reptile": portugueseNoun("réptil", "répteis", "m"),
    "thing.frog": portugueseNoun("sapo", "sapos", "m"),
    "thing.butterfly": portugueseNoun("borboleta", "borboletas", "f"),
    "thing.insect": portugueseNoun("inseto", "insetos", "m"),
    "thing.spider": portugueseNoun("aranha", "aranhas", "f"),
    "thing.rabbit": portugueseNoun("coelho", "coelhos", "m"),
    "thing.squirrel": portugueseNoun("esquilo", "esquilos", "m"),
    "thing.rodent": portugueseNoun("roedor", "roedores", "m"),
    "thing.horse": portugueseNoun("cavalo", "cavalos", "m"),
    "thing.zebra": portugueseNoun("zebra", "zebras", "f"),
    "thing.pig": portugueseNoun("porco", "porcos", "m"),
    "thing.cow": portugueseNoun("vaca", "vacas", "f"),
    "thing.sheep": portugueseNoun("ovelha", "ovelhas", "f"),
    "thing.monkey": portugueseNoun("macaco", "macacos", "m"),
    "thing.elephant": portugueseNoun("elefante", "elefantes", "m"),
    "thing.panda": portugueseNoun("panda", "pandas", "m"),
    "thing.pet": portugueseNoun("animal de estimação", "animais de estimação", "m"),
    "thing.mammal": portugueseNoun("mamífero", "mamíferos", "m"),
    "thing.animal": portugueseNoun("animal", "animais", "m"),
    "thing.car": portugueseNoun("carro", "carros", "m"),
    "thing.truck": portugueseNoun("caminhão", "caminhões", "m"),
    "thing.bus": portugueseNoun("ônibus", "ônibus", "m"),
    "thing.bicycle": portugueseNoun("bicicleta", "bicicletas", "f"),
    "thing.motorbike": portugueseNoun("moto", "motos", "f"),
    "thing.train": portugueseNoun("trem", "trens", "m"),
    "thing.boat": portugueseNoun("barco", "barcos", "m"),
    "thing.aircraft": portugueseNoun("avião", "aviões", "m"),
    "thing.vehicle": portugueseNoun("veículo", "veículos", "m"),
    "thing.apple": portugueseNoun("maçã", "maçãs", "f"),
    "thing.fruit": portugueseNoun("fruta", "frutas", "f"),
    "thing.vegetable": portugueseNoun("legume", "legumes", "m"),
    "thing.food": .noun([
      "one": "comida", "other": "comida", "indefinite": "comida", "definite": "a comida", "neg": "comida",
      "gen": "da comida",
    ]),
    "thing.flower": portugueseNoun("flor", "flores", "f"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "\"{name}\" deve ser um número inteiro de {low} a {high}; envie um valor nesse intervalo (padrão: {default})."
    ),
    "request.unknownField": MessageTemplate(
      "Campo desconhecido \"{field}\"; os campos aceitos são {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "Esta conta pode fazer {count} pedido por minuto",
        .other: "Esta conta pode fazer {count} pedidos por minuto",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "Esta conta pode fazer {count} análise por dia",
        .other: "Esta conta pode fazer {count} análises por dia",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (um administrador definiu assim); peça a um administrador para aumentar."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} e chegou ao limite; ele volta a zero em {wait} segundo, às {time} UTC.",
        .other: "{may} e chegou ao limite; ele volta a zero em {wait} segundos, às {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} s"),
    "duration.minutes": MessageTemplate("{minutes} min"),
    "duration.hoursMinutes": MessageTemplate("{hours} h {minutes} min"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} e chegou ao limite; a cota volta a zero à meia-noite UTC, daqui a {duration}, ou peça a um administrador para aumentar."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "O pedido passa do limite de {limit}; envie um arquivo menor (por exemplo, reduza a imagem antes)."),
    "error.photosBusy": .plural(
      "wait",
      [
        .one: "O Visor está ocupado com fotos de outras pessoas; envie esta de novo daqui a {wait} segundo.",
        .other:
          "O Visor está ocupado com fotos de outras pessoas; envie esta de novo daqui a {wait} segundos.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "O nome de usuário ou a senha não estão certos; confira e tente de novo."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Muitas tentativas de entrar falharam; espere {wait} segundo e tente de novo.",
        .other: "Muitas tentativas de entrar falharam; espere {wait} segundos e tente de novo.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Muitos códigos errados; espere {wait} segundo e tente de novo.",
        .other: "Muitos códigos errados; espere {wait} segundos e tente de novo.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Esse código de acesso está errado, expirou ou já foi usado; execute `visor users code NOME` para obter outro, ou peça a um administrador."
    ),
    "error.signIn.required": MessageTemplate(
      "Entre primeiro: envie `Authorization: Bearer <token>` (crie um com `visor users token NOME`) ou entre no aplicativo web."
    ),
    "error.signIn.badToken": MessageTemplate(
      "O token da API não é válido (errado, revogado, ou o usuário dele foi excluído); crie um novo com `visor users token NOME` ou em Configurações."
    ),
    "error.signIn.csrf": MessageTemplate(
      "Falta neste pedido o cabeçalho X-CSRF-Token da sua sessão; recarregue o aplicativo web e tente de novo."
    ),
    "error.password.current": MessageTemplate(
      "A senha atual não está certa; digite de novo."),
    "error.password.weak": MessageTemplate(
      "A senha precisa ter pelo menos 8 caracteres; escolha uma mais longa."),
    "error.account.gone": MessageTemplate(
      "Esta conta não existe mais; entre de novo."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Muitas chamadas em dez minutos; espere {seconds} segundo e tente de novo.",
        .other: "Muitas chamadas em dez minutos; espere {seconds} segundos e tente de novo.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Outra pessoa já pegou este pedido; deixe com ela, ou veja os outros que estão esperando."),
    "error.code.help_closed": MessageTemplate(
      "Este pedido não está mais aberto (foi respondido ou expirou); espere a pessoa pedir de novo."),
    "error.code.helper_unavailable": MessageTemplate(
      "Essa pessoa não está disponível agora (o Visor dela está fechado ou ela está numa chamada); envie uma foto, ou tente mais tarde."
    ),
    "error.code.no_speech": MessageTemplate(
      "Nenhuma palavra foi ouvida; fale com clareza e grave de novo, ou digite a pergunta."),
    "error.image.emptyField": MessageTemplate(
      "O campo \"image\" está vazio; anexe a foto."),
    "error.image.emptyBody": MessageTemplate(
      "O pedido chegou vazio; envie a foto."),
    "error.audio.emptyField": MessageTemplate(
      "O campo \"audio\" está vazio; anexe a gravação."),
    "error.audio.empty": MessageTemplate(
      "O áudio está vazio. Grave alguns segundos de fala e tente de novo."),
    "error.noSpeech.question": MessageTemplate(
      "Nenhuma palavra foi ouvida na pergunta; segure o obturador e fale com clareza, ou digite a pergunta."),
    "error.language.unsupported": MessageTemplate(
      "\"{field}\" deve ser um idioma que o Visor aceita: {languages}. \"{tag}\" não é um deles; envie um desses (com região também serve: \"es-MX\")."
    ),
    "error.voice.unknown": MessageTemplate(
      "Nenhum modelo de voz aqui tem a voz \"{voice}\"; escolha uma destas: {voices} (GET /api/v1/models lista as vozes de cada modelo)."
    ),
    "error.voice.none": MessageTemplate(
      "Nenhum modelo de voz aqui tem a voz \"{voice}\"; não há nenhum modelo de voz, então deixe a voz vazia (GET /api/v1/models lista as vozes de cada modelo)."
    ),
    "error.chat.notFound": MessageTemplate(
      "Não há conversa com esse id; veja as suas conversas com GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "Não há análise com esse id; veja as suas com GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "Não há análise com esse id (talvez já tenha sido excluída)."),
    "error.settings.accentColor": MessageTemplate(
      "A cor de destaque (\"accentColor\") deve ser uma cor hexadecimal como \"#0a84ff\"."),
    "error.settings.displayName": MessageTemplate(
      "O nome de exibição (\"displayName\") pode ter no máximo 64 caracteres."),
    "error.account.lastAdmin": MessageTemplate(
      "Você é o único administrador; torne outro usuário administrador antes de excluir esta conta."),
    "error.car.notFound": MessageTemplate(
      "Não há carro com esse id na sua garagem; veja-os com GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "Não há registro com esse id; veja-os com GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "Você já ensinou \"{name}\"; escolha outro nome, ou adicione com um nome novo."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "O arquivo não é uma imagem que o Visor consiga ler. Envie uma imagem JPEG, PNG, WebP, HEIC/HEIF ou GIF."
    ),
    "error.image.truncated": MessageTemplate(
      "A imagem está cortada ou danificada. Envie de novo o arquivo completo, ou salve-o outra vez e tente de novo."
    ),
    "error.image.tooLarge": MessageTemplate(
      "A imagem tem {width}×{height} pixels, mais que o limite de {limit} pixels. Reduza-a e tente de novo."),
    "error.audio.unreadable": MessageTemplate(
      "O envio não tem áudio que o Visor consiga ler. Envie áudio WebM/Opus, MP4/AAC, MP3, WAV, Ogg ou FLAC."),
    "error.audio.noTrack": MessageTemplate(
      "O envio não tem faixa de áudio. Envie áudio WebM/Opus, MP4/AAC, MP3, WAV, Ogg ou FLAC."),
    "error.audio.damaged": MessageTemplate(
      "O áudio está danificado e não pôde ser decodificado. Grave de novo, ou envie áudio WebM/Opus, MP4/AAC, MP3, WAV, Ogg ou FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "O áudio passa do limite de {seconds} s. Grave uma pergunta mais curta e tente de novo."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "Não encontro nenhum rosto na foto; envie uma foto em que o rosto de {name} esteja nítido, de frente e bem iluminado."
    ),
    "error.face.none.nth": MessageTemplate(
      "Não encontro nenhum rosto na foto {index} de {count}; envie uma foto em que o rosto de {name} esteja nítido, de frente e bem iluminado."
    ),
    "error.face.several.single": MessageTemplate(
      "A foto mostra vários rostos ({faces}); envie fotos só de {name}, ou recorte os outros."),
    "error.face.several.nth": MessageTemplate(
      "A foto {index} de {count} mostra vários rostos ({faces}); envie fotos só de {name}, ou recorte os outros."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "Não foi possível ler a foto: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "Não foi possível ler a foto {index} de {count}: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Você já ensinou o máximo de rostos que o Visor guarda ({count}); apague um primeiro."),
    "error.known.tooMany.things": MessageTemplate(
      "Você já ensinou o máximo de objetos que o Visor guarda ({count}); apague um primeiro."),
    "error.known.name.person": MessageTemplate(
      "Envie um \"name\" para a pessoa, como \"Ana\"."),
    "error.known.name.thing": MessageTemplate(
      "Envie um \"name\" para o objeto, como \"chaves\"."),
    "error.thing.notTaught": MessageTemplate(
      "Você não ensinou nenhum objeto chamado \"{name}\"; ensine-o em Ajustes → Objetos ou com POST /api/v1/things."
    ),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} não é seu ajudante (ou ainda não aceitou); ligue para um dos seus ajudantes, ou convide {username} em Ajustes → Ajudantes."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} não é seu ajudante (ou ainda não aceitou); pergunte a um dos seus ajudantes, ou convide {username} em Ajustes → Ajudantes."
    ),
    "error.helper.nobody": MessageTemplate(
      "Ninguém se chama \"{name}\" neste Visor; confira a grafia, ou peça a um administrador para adicionar."),
    "error.helper.self": MessageTemplate(
      "Você não pode ser seu próprio ajudante; convide outra pessoa deste Visor."),
    "error.help.question.tooLong": MessageTemplate(
      "A pergunta é longa demais; mantenha abaixo de {limit} caracteres."),
    "error.help.answer.tooLong": MessageTemplate(
      "A resposta é longa demais; mantenha abaixo de {limit} caracteres."),
    "error.help.gone": MessageTemplate(
      "Não há pedido de ajuda com esse id (talvez já tenha sido apagado)."),
  ]

  static func portugueseNoun(_ one: String, _ other: String, _ gender: Character) -> MessageTemplate {
    let masculine = gender == "m"
    return .noun([
      "one": one, "other": other,
      "indefinite": (masculine ? "um " : "uma ") + one,
      "definite": (masculine ? "o " : "a ") + one,
      "neg": (masculine ? "nenhum " : "nenhuma ") + one,
      "gen": (masculine ? "do " : "da ") + one,
    ])
  }
}
