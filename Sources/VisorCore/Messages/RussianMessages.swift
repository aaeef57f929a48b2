import Foundation

extension MessageCatalogue {
  /// Visor's sentences in Russian. Plural forms follow CLDR: `one` (1, 21, 31…, so it writes the
  /// number), `few` (2–4, 22–24…), `many` (the rest). Nouns add `acc` ("собаку", after "вижу"),
  /// `gen` ("собаки", after "не вижу" and "цвет"), `accpl` ("собак", after "сосчитать"); `few` and
  /// `many` are the forms after a number ("2 собаки", "5 собак"). A classifier's label comes in the
  /// nominative, after a colon; colours are said after "цвет:" so a colour name needs no agreement.
  public static let russian = MessageCatalogue(
    language: "ru", plural: .russian,
    templates: russianTemplates.merging(cliRussian) { own, _ in own }
      .merging(errorTemplates("ru")) { own, _ in own })

  static let russianTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} и {second}"),
    "list.many": MessageTemplate("{head} и {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Никто не смог ответить; попробуйте ещё раз или позвоните."),
    "help.withdrawn": MessageTemplate("Человек, который спрашивал, отозвал запрос."),
    "call.ended": MessageTemplate("Звонок завершён."),
    "call.missed": MessageTemplate(
      "Никто не ответил на звонок; попробуйте ещё раз или спросите кого-нибудь другого."),
    "speech.noVoice": MessageTemplate(
      "Голос для языка «{language}» здесь не установлен, поэтому говорит английский голос."),
    "speech.silent": MessageTemplate("Запись беззвучная; проверьте микрофон и запишите ещё раз."),
    "speech.languageUnheard": MessageTemplate(
      "{model} понимает только {languages}, поэтому не может расшифровать «{language}»; используйте многоязычную модель local/whisper-base (GET /api/v1/models показывает модели) или не указывайте «language»."
    ),

    "answer.yes": MessageTemplate("Да."),
    "answer.no": MessageTemplate("Нет."),
    "answer.refusal": MessageTemplate(
      "На это ответила бы модель зрения; администратор этого Visor может добавить её в разделе Настройки → Модели."
    ),
    "answer.classifierMissing": MessageTemplate(
      "Классификатор изображений не установлен, поэтому я не могу сказать (запустите scripts/setup-classifier.sh)."
    ),

    "answer.subject.looksLike": MessageTemplate("Похоже на: {thing}."),
    "answer.subject.probably": MessageTemplate("Вероятно: {thing}."),
    "answer.subject.unsure": MessageTemplate("Я не уверен, что это."),
    "answer.subject.sign": MessageTemplate("Табличка или этикетка с надписью {text}."),
    "answer.subject.shopfront": MessageTemplate("Витрина магазина со словами {text}."),

    "answer.presence.yes": MessageTemplate("Да, я вижу {thing:acc}."),
    "answer.presence.seen": MessageTemplate("Я вижу {thing:acc}."),
    "answer.presence.looksLike": MessageTemplate("Похоже на: {kind}."),
    "answer.presence.mightBe": MessageTemplate("Возможно: {kind}."),
    "answer.presence.possibly": MessageTemplate("Возможно, это {thing}, но я не уверен."),
    "answer.presence.notSeen": MessageTemplate("Я не вижу {thing:gen}; это похоже на: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("Я не вижу {thing:gen}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Я называю только главное на фото, поэтому могу не заметить что-то маленькое или на заднем плане."),
    "answer.presence.cannotTell": MessageTemplate("Не могу сказать, есть ли здесь {thing}."),

    "answer.count.cannot": MessageTemplate(
      "Без сети я не могу сосчитать {things:accpl}; я считаю только людей, лица и штрихкоды."),
    "answer.count.cannotThose": MessageTemplate(
      "Без сети я не могу это сосчитать; я считаю только людей, лица и штрихкоды."),
    "answer.count.faces": .plural(
      "count", [.one: "Я вижу {count} лицо.", .few: "Я вижу {count} лица.", .many: "Я вижу {count} лиц."]),
    "answer.count.codes": .plural(
      "count",
      [
        .one: "Я могу прочитать {count} код.", .few: "Я могу прочитать {count} кода.",
        .many: "Я могу прочитать {count} кодов.",
      ]),

    "answer.people.count": .plural(
      "count",
      [
        .one: "В кадре {count} человек: {places}.", .few: "В кадре {count} человека: {places}.",
        .many: "В кадре {count} человек: {places}.",
      ]),
    "answer.people.countMore": MessageTemplate("Людей в кадре — {count}: {places} и другие."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("один {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("один {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("лицом к вам"),
    "place.facing.side": MessageTemplate("боком"),
    "place.facing.away": MessageTemplate("спиной"),
    "answer.people.none": MessageTemplate(
      "Я не вижу ни лиц, ни людей. Я могу не заметить маленьких, сидящих, отвернувшихся или частично скрытых людей."
    ),
    "answer.people.animalFace": MessageTemplate(
      "Я нашёл лицо, но, возможно, это морда {animal:gen}, поэтому не могу сказать, есть ли здесь человек."),
    "answer.people.detectorMissing": MessageTemplate(
      "Детектор лиц не установлен, поэтому я не могу считать людей (установите opencv-data)."),
    "live.someone": MessageTemplate("Кто-то {place}."),
    "live.nobody": MessageTemplate("Сейчас никого."),
    "live.peopleNow": .plural(
      "count",
      [.one: "Сейчас {count} человек.", .few: "Сейчас {count} человека.", .many: "Сейчас {count} человек."]),
    "face.named": MessageTemplate("{name} {side}, {distance}."),
    "face.someone": MessageTemplate("Незнакомый мне человек {side}, {distance}."),
    "find.found": MessageTemplate("Я вижу «{name}» на {clock} часов, {distance}."),
    "find.lookAlike": MessageTemplate(
      "Я вижу что-то похожее на «{name}» на {clock} часов, {distance}, но другого цвета; возможно, это другой предмет."
    ),
    "find.notSeen": MessageTemplate("Я не вижу «{name}»."),
    "live.thing.centred": MessageTemplate("Я вижу «{name}» в центре, {distance}."),
    // The name stays in the nominative ("{name} — …"): no declension of a taught name.
    "live.known.clock": MessageTemplate("{name} — на {clock} часов, {distance}."),
    "live.known.centred": MessageTemplate("{name} — в центре, {distance}."),
    "live.known.notSeen": MessageTemplate("{name} — не в кадре."),
    "place.left": MessageTemplate("слева"),
    "place.centre": MessageTemplate("в центре"),
    "place.right": MessageTemplate("справа"),
    "place.near": MessageTemplate("близко"),
    "place.far": MessageTemplate("дальше"),

    "answer.location.cannot": MessageTemplate(
      "Без сети я не могу сказать, где что находится на снимке; я могу определить только, где люди."),

    "colour.mostly": MessageTemplate("в основном {first}"),
    "colour.mostlyTwo": MessageTemplate("в основном {first} и {second}"),
    "answer.colour.it": MessageTemplate("Цвет: {colours}."),
    "answer.colour.subject": MessageTemplate("Цвет {thing:gen}: {colours}."),
    "answer.colour.picture": MessageTemplate(
      "Я не могу выделить главный объект; цвет всего снимка: {colours}."),
    "answer.colour.pictureAside": MessageTemplate("Цвет всего снимка: {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate("Я не могу отличить цвет {thing:gen} от фона."),
    "answer.colour.cannotSeparateIt": MessageTemplate("Я не могу отличить его цвет от фона."),
    "answer.colour.notSure": MessageTemplate(
      "Я не уверен, что здесь есть {thing}, поэтому не могу назвать цвет."),
    "answer.colour.unmeasured": MessageTemplate("Мне не удалось измерить цвета на этом фото."),

    "answer.reading.says": MessageTemplate("Здесь написано {text}."),
    "answer.reading.thinkSays": MessageTemplate("Думаю, здесь написано {text}."),
    "answer.reading.blurred": MessageTemplate(
      "Надпись слишком размыта; держите телефон неподвижно и дайте ему сфокусироваться перед снимком."),
    "answer.reading.photoBlurred": MessageTemplate(
      "Фото слишком размыто, чтобы прочитать; держите телефон неподвижно и дайте ему сфокусироваться перед снимком."
    ),
    "answer.reading.tooDark": MessageTemplate(
      "Слишком темно, чтобы читать; включите свет или перейдите туда, где светлее, и держите телефон неподвижно."
    ),
    "answer.reading.readerMissing": MessageTemplate(
      "Распознавание текста не установлено, поэтому я не могу читать (установите tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "Я не нахожу читаемого текста. Держите телефон неподвижно, чуть ближе, и чтобы текст был хорошо освещён."
    ),
    "answer.reading.noPage": MessageTemplate(
      "Я не могу прочитать здесь страницу. Держите телефон примерно в 30 см над страницей, неподвижно, так чтобы "
        + "вся страница была в кадре и хорошо освещена."),
    "answer.reading.unknownScript": MessageTemplate(
      "Я вижу надпись, но на письме, которое я не умею читать."),
    "answer.reading.alsoUnknownScript": MessageTemplate(
      "Есть и надпись на письме, которое я не умею читать."),
    "answer.reading.otherScript": MessageTemplate("Здесь есть надпись, написанная {script}: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "Здесь есть надпись, написанная {script}, но я не могу разобрать, что там написано."),
    "answer.reading.script.latin": MessageTemplate("латиницей"),
    "answer.reading.script.cyrillic": MessageTemplate("кириллицей"),
    "answer.reading.script.greek": MessageTemplate("греческими буквами"),
    "answer.reading.script.arabic": MessageTemplate("арабским письмом"),
    "answer.reading.script.devanagari": MessageTemplate("письмом деванагари"),
    "answer.reading.script.hebrew": MessageTemplate("еврейским письмом"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Я не могу прочитать здесь текст, написанный {script}: нужный модуль чтения не установлен (scripts/setup.sh --languages {pack}). Вместо этого я читаю латиницу."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "Я плохо читаю текст, написанный {script}, поэтому в этом прочтении могут быть ошибки."),
    "answer.code.one": MessageTemplate("Это {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Я вижу штрихкод, но не могу его прочитать; держите телефон неподвижно и ближе."),
    "answer.code.tooDark": MessageTemplate(
      "Слишком темно, чтобы найти штрихкод; включите свет или перейдите туда, где светлее."),
    "answer.code.photoBlurred": MessageTemplate(
      "Фото слишком размыто, чтобы найти код; держите телефон неподвижно и дайте ему сфокусироваться перед снимком."
    ),
    "answer.code.none": MessageTemplate(
      "Я не вижу ни штрихкода, ни QR-кода. Держите код ровно в центре кадра, на расстоянии ладони."),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("Ещё здесь есть {code}."),
    "answer.code.noText": MessageTemplate("Текста здесь нет, но есть {code}."),

    "answer.light.unmeasured": MessageTemplate("Мне не удалось измерить освещение на этом фото."),
    "answer.light.dark": MessageTemplate("Темно: уровень света {level} из 100."),
    "answer.light.dim": MessageTemplate("Полумрак: уровень света {level} из 100."),
    "answer.light.bright": MessageTemplate("Светло: уровень света {level} из 100."),
    "answer.light.from.left": MessageTemplate("Свет падает слева."),
    "answer.light.from.right": MessageTemplate("Свет падает справа."),
    "answer.light.from.above": MessageTemplate("Свет падает сверху."),
    "answer.light.from.below": MessageTemplate("Свет падает снизу."),
    "answer.light.even": MessageTemplate("Свет довольно ровный."),

    "answer.needsPhoto": MessageTemplate(
      "Чтобы ответить, мне нужно фото. Сделайте или прикрепите снимок и спросите ещё раз."),
    "describe.mostlyText": MessageTemplate("Здесь в основном текст. Написано: {text}."),
    "describe.picture": MessageTemplate("Цвет снимка: {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}; цвет: {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "Классификатор изображений не установлен, поэтому я не могу сказать, что это (запустите scripts/setup-classifier.sh)."
    ),
    "describe.canRead": MessageTemplate("Я могу прочитать {text}."),
    "describe.code": MessageTemplate("Здесь есть {code}."),
    "describe.maybeCat": MessageTemplate("Возможно, здесь есть и кошка."),
    "describe.nothing": MessageTemplate("Без сети я ничего не могу сказать об этом фото."),
    "subject.looksLike": MessageTemplate("Похоже на: {thing}"),
    "subject.probably": MessageTemplate("Вероятно: {thing}"),
    "subject.mightBe": MessageTemplate("Я не уверен, что это; возможно: {thing}"),
    "subject.mightBeEither": MessageTemplate("Я не уверен, что это; возможно: {first} или {second}"),
    "subject.group": MessageTemplate("Похоже на: {group}"),
    "subject.groupMember": MessageTemplate("Похоже на: {group} (вероятно, {member})"),

    "colour.centre": MessageTemplate("Цвет в центре: {colour}."),
    "colour.pictureMostly": MessageTemplate("Основной цвет снимка: {colour}."),

    "car.looksLike": MessageTemplate("Похоже на машину."),
    "car.looksLikeBody": MessageTemplate("Похоже на машину (вероятно: {body})."),
    "car.notCar": MessageTemplate("Не думаю, что это машина."),
    "car.makeNeedsModel": MessageTemplate("Чтобы назвать марку и модель, нужна модель зрения."),
    "car.noCar": MessageTemplate(
      "Я не вижу машины на этом фото. Попробуйте снимок, где машина занимает почти весь кадр, или обрежьте его."
    ),
    "car.offline": MessageTemplate(
      "Без сети я различаю только тип кузова и цвет; для марки, модели и характеристик нужна модель зрения, "
        + "которую администратор этого Visor может добавить в разделе Настройки → Модели."),
    "recognize.notFound": MessageTemplate(
      "Я не вижу на этом фото: {subject}; попробуйте снимок поближе или обрежьте его."),
    "cute.classifierMissing": MessageTemplate(
      "Классификатор изображений не установлен, поэтому я не могу судить (запустите scripts/setup-classifier.sh)."
    ),
    "cute.yes": MessageTemplate("Да, милое: я на {percent} % уверен, что это пушистое животное."),
    "cute.no": MessageTemplate(
      "По моим меркам нет: я на {percent} % уверен, что это не пушистое животное (милыми я считаю только собак, "
        + "кошек, кроликов, панд и ещё немногих)."),

    "code.kind.qr": MessageTemplate("QR-код"),
    "code.kind.barcode": MessageTemplate("штрихкод {symbology}"),
    "code.kind.barcodeAn": MessageTemplate("штрихкод {symbology}"),
    "code.binary": MessageTemplate(
      "{kind} с {count} байтами двоичных данных, а не текста, поэтому я не могу его прочитать"),
    "code.empty": MessageTemplate("пустой {kind}"),
    "code.isbn": MessageTemplate("ISBN книги: {code}"),
    "code.ean13": MessageTemplate("код товара EAN-13: {code}"),
    "code.product": MessageTemplate("код товара {symbology}: {code}"),
    "code.productAn": MessageTemplate("код товара {symbology}: {code}"),
    "code.link": MessageTemplate("{kind} со ссылкой на {address}"),
    "code.linkParameters": MessageTemplate(" (с дополнительными параметрами)"),
    "code.linkInsecure": MessageTemplate("; ссылка незащищённая"),
    "code.wifi.noName": MessageTemplate("без имени"),
    "code.wifi.secured": MessageTemplate("{kind} для сети Wi-Fi {name} ({security}, с паролем)"),
    "code.wifi.open": MessageTemplate("{kind} для сети Wi-Fi {name} (открытая, без пароля)"),
    "code.email": MessageTemplate("{kind} с адресом электронной почты: {address}"),
    "code.phone": MessageTemplate("{kind} с номером телефона: {number}"),
    "code.contact": MessageTemplate("{kind} с контактом"),
    "code.contactFor": MessageTemplate("{kind} с контактом: {name}"),
    "code.long": MessageTemplate(
      "{kind} с текстом из {count} знаков, слишком длинным, чтобы читать; он начинается так: '{start}'"),
    "code.says": MessageTemplate("{kind} с текстом '{text}'"),

    "page.fills": MessageTemplate(
      "Страница больше кадра; отодвиньте телефон, чтобы были видны все четыре края."),
    "page.edge.left": MessageTemplate("левый"),
    "page.edge.right": MessageTemplate("правый"),
    "page.edge.top": MessageTemplate("верхний"),
    "page.edge.bottom": MessageTemplate("нижний"),
    "page.towards.left": MessageTemplate("влево"),
    "page.towards.right": MessageTemplate("вправо"),
    "page.towards.top": MessageTemplate("вверх"),
    "page.towards.bottom": MessageTemplate("вниз"),
    "page.cut.one": MessageTemplate(
      "{edge} край страницы обрезан; отодвиньте телефон и немного сдвиньте его {towards}."),
    "page.cut.two": MessageTemplate(
      "{first} и {second} края страницы обрезаны; отодвиньте телефон и немного сдвиньте его {towards}."),
    "page.cut.opposite": MessageTemplate("{first} и {second} края страницы обрезаны; отодвиньте телефон."),
    "page.tilted.clockwise": MessageTemplate(
      "Страница наклонена; поверните телефон немного по часовой стрелке, чтобы выровнять строки."),
    "page.tilted.anticlockwise": MessageTemplate(
      "Страница наклонена; поверните телефон немного против часовой стрелки, чтобы выровнять строки."),
    "page.small": MessageTemplate("Текст в кадре мелкий; поднесите телефон ближе к странице."),

    "live.target.person": MessageTemplate("Человек"),
    "live.target.face": MessageTemplate("Лицо"),
    "live.target.text": MessageTemplate("Текст"),
    "live.target.barcode": MessageTemplate("Код"),
    "live.near": MessageTemplate("близко"),
    "live.far": MessageTemplate("далеко"),
    "live.found.clock": MessageTemplate("{target} на {hour} часов, {distance}."),
    "live.found.centred": MessageTemplate("{target} в центре, {distance}."),
    "live.lost.person": MessageTemplate("Сейчас я не вижу человека."),
    "live.lost.face": MessageTemplate("Сейчас я не вижу лица."),
    "live.lost.text": MessageTemplate("Сейчас я не вижу текста."),
    "live.lost.barcode": MessageTemplate("Сейчас я не вижу кода."),
    "live.code": MessageTemplate("Это {code}."),
    "live.emptyQuestion": MessageTemplate(
      "Вопрос пустой; напишите, что вы хотите узнать о том, что видит камера."),
    "live.askBeforeFrame": MessageTemplate(
      "Сначала отправьте кадр (JPEG или PNG двоичным сообщением), а потом спросите о нём."),
    "live.stillAnswering": MessageTemplate(
      "Я ещё отвечаю на ваш прошлый вопрос; спросите снова, когда я закончу."),
    "live.sceneMissing": MessageTemplate(
      "Офлайн-распознавание сцен не установлено, поэтому режим «Live» не работает; запустите `make run`, чтобы установить локальные модели."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor уже ведёт столько живых сеансов, сколько разрешено; попробуйте через минуту или попросите администратора увеличить --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "Живой сеанс минуту простаивал и завершился; включите Live снова, чтобы продолжить."),
    "live.replaced": MessageTemplate(
      "Live включили в другом месте с той же учётной записью, поэтому этот сеанс завершён."),
    "live.shutdown": MessageTemplate("Visor выключается; включите Live снова, когда он вернётся."),

    "realtime.offlineLimits": MessageTemplate(
      "Я маленькая офлайн-модель: я могу ошибаться в фактах и вижу только фото, которое вы отправите."),
    "realtime.silent": MessageTemplate("Запись беззвучная; ничего не слышно."),
    "realtime.noSpeechModel": MessageTemplate("Голос для ответа не установлен; ответ придёт текстом."),
    "realtime.idle": MessageTemplate(
      "10 минут ничего не приходило; разговор закрыт. Откройте новый, чтобы продолжить."),
    "realtime.shutdown": MessageTemplate("Сервер перезапускается; откройте разговор снова через минуту."),
    "realtime.slowClient": MessageTemplate(
      "Клиент перестал читать; разговор закрыт. Читайте события по мере поступления."),
    "realtime.tooManySessions": MessageTemplate(
      "На этом сервере открыто слишком много живых сеансов и разговоров; закройте один или попробуйте через минуту."
    ),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}; для марки и модели нужна модель зрения."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Сохранено в вашем гараже."),
    "recognize.someInvalid": MessageTemplate(
      "Некоторые ответы не прошли проверку и остались неизвестными: {fields}."),
    "cute.meter": MessageTemplate("Милое на {percent} %. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Прелесть!"),
    "cute.verdict.pretty": MessageTemplate("Довольно милое."),
    "cute.verdict.kindOf": MessageTemplate("Немного милое."),
    "cute.verdict.not": MessageTemplate("Не очень милое."),
    "classify.label.cute": MessageTemplate("милое"),
    "classify.label.notcute": MessageTemplate("не милое"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Сведения о фото без интернета: что это, вероятно (ImageNet), текст и страницы, которые удаётся прочитать, люди, штрихкоды, кошки, цвета и освещение. Говорит, чего определить не может; для полных ответов настройте поставщика зрения."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Не установлено: выполните `make run` (scripts/setup-classifier.sh преобразует EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate("EfficientNet-Lite0, 1000 классов ImageNet, вход 224×224."),
    "model.note.cute": MessageTemplate(
      "Детектор милых животных (cute / notcute) на основе классов животных ImageNet и кошачьих мордочек (см. docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate(
      "Локальные вспомогательные процессы отключены в этой конфигурации."),
    "model.note.workersMissing": MessageTemplate(
      "Не установлено: выполните `make run` (scripts/setup-models.sh устанавливает процесс Python и модели)."),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), распознавание речи без интернета на 99 языках: ему сообщают язык человека, иначе он определяет его сам."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), распознавание речи без интернета. Только английский; для других языков используйте local/whisper-base."
    ),
    "model.note.piper": MessageTemplate("Нейросетевой голос Piper «joe»: только английский."),
    "model.note.flite": MessageTemplate(
      "flite, встроенные запасные голоса (роботизированные): только английский."),
    "model.note.pico": MessageTemplate(
      "Голоса SVOX Pico для французского, испанского, немецкого и итальянского, самые разборчивые офлайн-голоса для этих языков; работают как отдельная программа."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico не установлен (espeak-ng и Festival говорят по-французски, по-испански, по-немецки и по-итальянски менее разборчиво); установите его с помощью scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Голоса Festival для итальянского и русского, разборчивее голосов espeak-ng; работают как отдельная программа."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "Итальянский и русский голоса Festival не установлены (на этих языках говорит espeak-ng); установите их с помощью scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "Голоса espeak-ng для испанского, французского, немецкого, португальского, итальянского, польского, турецкого, русского и арабского: роботизированные, но разборчивые; работают как отдельная программа. Используются, когда язык человека не английский."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng не установлен, поэтому языки, кроме английского, произносит английский голос; установите его с помощью scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Не установлено: выполните `make run` (scripts/setup-models.sh устанавливает llama.cpp и SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct через llama.cpp: маленькая и быстрая модель для болтовни; она выдумывает факты, поэтому никогда не спрашивайте её о фото."
    ),
    "voice.note.joe": MessageTemplate("Нейросетевой голос, американский английский."),
    "voice.note.flite": MessageTemplate(
      "Роботизированный голос (flite), американский английский: запасной, если нет Piper."),
    "voice.note.pico": MessageTemplate(
      "Синтетический голос (SVOX Pico), {name}: разборчивый, но явно машинный."),
    "voice.note.festival": MessageTemplate(
      "Роботизированный голос (Festival), {name}: разборчивее espeak-ng, но явно машинный."),
    "voice.note.mbrola": MessageTemplate(
      "Роботизированный голос (дифоны MBROLA {mbrola} через espeak-ng), {name}: разборчивее собственного голоса espeak-ng, но явно машинный."
    ),
    "voice.note.espeak": MessageTemplate(
      "Роботизированный голос (формантный синтез espeak-ng), {name}: разборчивый, но явно машинный."),
    "voice.name.spanishSpain": MessageTemplate("испанский (Испания)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("испанский (Латинская Америка)"),
    "voice.name.french": MessageTemplate("французский"),
    "voice.name.german": MessageTemplate("немецкий"),
    "voice.name.portuguesePortugal": MessageTemplate("португальский (Португалия)"),
    "voice.name.portugueseBrazil": MessageTemplate("португальский (Бразилия)"),
    "voice.name.italian": MessageTemplate("итальянский"),
    "voice.name.polish": MessageTemplate("польский"),
    "voice.name.turkish": MessageTemplate("турецкий"),
    "voice.name.russian": MessageTemplate("русский"),
    "voice.name.arabic": MessageTemplate("арабский"),
    "voice.name.italianLP": MessageTemplate("итальянский (lp, дифоны)"),
    "voice.name.russianNSH": MessageTemplate("русский (nsh, выбор единиц)"),

    // Nouns: nominative, acc, gen; few and many after a number; accpl after "сосчитать".
    "thing.person": russianNoun("человек", "человека", "человека", "человека", "человек", "людей"),
    "thing.face": russianNoun("лицо", "лицо", "лица", "лица", "лиц", "лица"),
    "thing.code": russianNoun("код", "код", "кода", "кода", "кодов", "коды"),
    "thing.bigCat": russianNoun(
      "большая кошка", "большую кошку", "большой кошки", "большие кошки", "больших кошек", "больших кошек"),
    "thing.dog": russianNoun("собака", "собаку", "собаки", "собаки", "собак", "собак"),
    "thing.wolf": russianNoun("волк", "волка", "волка", "волка", "волков", "волков"),
    "thing.fox": russianNoun("лиса", "лису", "лисы", "лисы", "лис", "лис"),
    "thing.canine": russianNoun(
      "зверь из семейства псовых", "зверя из семейства псовых", "зверя из семейства псовых",
      "зверя из семейства псовых", "зверей из семейства псовых", "зверей из семейства псовых"),
    "thing.cat": russianNoun("кошка", "кошку", "кошки", "кошки", "кошек", "кошек"),
    "thing.feline": russianNoun(
      "зверь из семейства кошачьих", "зверя из семейства кошачьих", "зверя из семейства кошачьих",
      "зверя из семейства кошачьих", "зверей из семейства кошачьих", "зверей из семейства кошачьих"),
    "thing.bear": russianNoun("медведь", "медведя", "медведя", "медведя", "медведей", "медведей"),
    "thing.bird": russianNoun("птица", "птицу", "птицы", "птицы", "птиц", "птиц"),
    "thing.fish": russianNoun("рыба", "рыбу", "рыбы", "рыбы", "рыб", "рыб"),
    "thing.snake": russianNoun("змея", "змею", "змеи", "змеи", "змей", "змей"),
    "thing.lizard": russianNoun("ящерица", "ящерицу", "ящерицы", "ящерицы", "ящериц", "ящериц"),
    "thing.turtle": russianNoun("черепаха", "черепаху", "черепахи", "черепахи", "черепах", "черепах"),
    "thing.reptile": russianNoun("рептилия", "рептилию", "рептилии", "рептилии", "рептилий", "рептилий"),
    "thing.frog": russianNoun("лягушка", "лягушку", "лягушки", "лягушки", "лягушек", "лягушек"),
    "thing.butterfly": russianNoun("бабочка", "бабочку", "бабочки", "бабочки", "бабочек", "бабочек"),
    "thing.insect": russianNoun(
      "насекомое", "насекомое", "насекомого", "насекомых", "насекомых", "насекомых"),
    "thing.spider": russianNoun("паук", "паука", "паука", "паука", "пауков", "пауков"),
    "thing.rabbit": russianNoun("кролик", "кролика", "кролика", "кролика", "кроликов", "кроликов"),
    "thing.squirrel": russianNoun("белка", "белку", "белки", "белки", "белок", "белок"),
    "thing.rodent": russianNoun("грызун", "грызуна", "грызуна", "грызуна", "грызунов", "грызунов"),
    "thing.horse": russianNoun("лошадь", "лошадь", "лошади", "лошади", "лошадей", "лошадей"),
    "thing.zebra": russianNoun("зебра", "зебру", "зебры", "зебры", "зебр", "зебр"),
    "thing.pig": russianNoun("свинья", "свинью", "свиньи", "свиньи", "свиней", "свиней"),
    "thing.cow": russianNoun("корова", "корову", "коровы", "коровы", "коров", "коров"),
    "thing.sheep": russianNoun("овца", "овцу", "овцы", "овцы", "овец", "овец"),
    "thing.monkey": russianNoun("обезьяна", "обезьяну", "обезьяны", "обезьяны", "обезьян", "обезьян"),
    "thing.elephant": russianNoun("слон", "слона", "слона", "слона", "слонов", "слонов"),
    "thing.panda": russianNoun("панда", "панду", "панды", "панды", "панд", "панд"),
    "thing.pet": russianNoun(
      "домашнее животное", "домашнее животное", "домашнего животного", "домашних животных",
      "домашних животных",
      "домашних животных"),
    "thing.mammal": russianNoun(
      "млекопитающее", "млекопитающее", "млекопитающего", "млекопитающих", "млекопитающих", "млекопитающих"),
    "thing.animal": russianNoun("животное", "животное", "животного", "животных", "животных", "животных"),
    "thing.car": russianNoun("машина", "машину", "машины", "машины", "машин", "машины"),
    "thing.truck": russianNoun("грузовик", "грузовик", "грузовика", "грузовика", "грузовиков", "грузовики"),
    "thing.bus": russianNoun("автобус", "автобус", "автобуса", "автобуса", "автобусов", "автобусы"),
    "thing.bicycle": russianNoun(
      "велосипед", "велосипед", "велосипеда", "велосипеда", "велосипедов", "велосипеды"),
    "thing.motorbike": russianNoun(
      "мотоцикл", "мотоцикл", "мотоцикла", "мотоцикла", "мотоциклов", "мотоциклы"),
    "thing.train": russianNoun("поезд", "поезд", "поезда", "поезда", "поездов", "поезда"),
    "thing.boat": russianNoun("лодка", "лодку", "лодки", "лодки", "лодок", "лодки"),
    "thing.aircraft": russianNoun("самолёт", "самолёт", "самолёта", "самолёта", "самолётов", "самолёты"),
    "thing.vehicle": russianNoun(
      "транспортное средство", "транспортное средство", "транспортного средства", "транспортных средства",
      "транспортных средств", "транспортные средства"),
    "thing.apple": russianNoun("яблоко", "яблоко", "яблока", "яблока", "яблок", "яблоки"),
    "thing.fruit": russianNoun("фрукт", "фрукт", "фрукта", "фрукта", "фруктов", "фрукты"),
    "thing.vegetable": russianNoun("овощ", "овощ", "овоща", "овоща", "овощей", "овощи"),
    "thing.food": russianNoun("еда", "еду", "еды", "еды", "еды", "еду"),
    "thing.flower": russianNoun("цветок", "цветок", "цветка", "цветка", "цветов", "цветы"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "«{name}» должно быть целым числом от {low} до {high}; отправьте значение из этого диапазона (по умолчанию {default})."
    ),
    "request.unknownField": MessageTemplate("Неизвестное поле «{field}»; допустимые поля: {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "Этот аккаунт может делать {count} запрос в минуту",
        .few: "Этот аккаунт может делать {count} запроса в минуту",
        .many: "Этот аккаунт может делать {count} запросов в минуту",
        .other: "Этот аккаунт может делать {count} запроса в минуту",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "Этот аккаунт может запускать {count} анализ в день",
        .few: "Этот аккаунт может запускать {count} анализа в день",
        .many: "Этот аккаунт может запускать {count} анализов в день",
        .other: "Этот аккаунт может запускать {count} анализа в день",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (так настроил администратор); попросите администратора увеличить лимит."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may}, и лимит исчерпан; он обновится через {wait} секунду, в {time} UTC.",
        .few: "{may}, и лимит исчерпан; он обновится через {wait} секунды, в {time} UTC.",
        .many: "{may}, и лимит исчерпан; он обновится через {wait} секунд, в {time} UTC.",
        .other: "{may}, и лимит исчерпан; он обновится через {wait} секунды, в {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} с"),
    "duration.minutes": MessageTemplate("{minutes} мин"),
    "duration.hoursMinutes": MessageTemplate("{hours} ч {minutes} мин"),
    "error.quota.dayUsed": MessageTemplate(
      "{may}, и лимит исчерпан; он обновится в полночь UTC, через {duration}, или попросите администратора увеличить его."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "Запрос больше допустимых {limit}; отправьте файл поменьше (например, сначала уменьшите изображение)."),
    "error.photosBusy": .plural(
      "wait",
      [
        .one: "Visor занят фотографиями других людей; отправьте это фото ещё раз через {wait} секунду.",
        .few: "Visor занят фотографиями других людей; отправьте это фото ещё раз через {wait} секунды.",
        .many: "Visor занят фотографиями других людей; отправьте это фото ещё раз через {wait} секунд.",
        .other: "Visor занят фотографиями других людей; отправьте это фото ещё раз через {wait} секунды.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "Имя пользователя или пароль неверны; проверьте их и попробуйте ещё раз."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Слишком много неудачных попыток входа; подождите {wait} секунду и попробуйте ещё раз.",
        .few: "Слишком много неудачных попыток входа; подождите {wait} секунды и попробуйте ещё раз.",
        .many: "Слишком много неудачных попыток входа; подождите {wait} секунд и попробуйте ещё раз.",
        .other: "Слишком много неудачных попыток входа; подождите {wait} секунды и попробуйте ещё раз.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Слишком много неверных кодов; подождите {wait} секунду и попробуйте ещё раз.",
        .few: "Слишком много неверных кодов; подождите {wait} секунды и попробуйте ещё раз.",
        .many: "Слишком много неверных кодов; подождите {wait} секунд и попробуйте ещё раз.",
        .other: "Слишком много неверных кодов; подождите {wait} секунды и попробуйте ещё раз.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Этот код входа неверный, просрочен или уже использован; выполните `visor users code ИМЯ`, чтобы получить новый, или обратитесь к администратору."
    ),
    "error.signIn.required": MessageTemplate(
      "Сначала войдите: отправьте `Authorization: Bearer <token>` (создайте токен командой `visor users token ИМЯ`) или войдите в веб-приложение."
    ),
    "error.signIn.badToken": MessageTemplate(
      "API-токен недействителен (неверный, отозван или его пользователь удалён); создайте новый командой `visor users token ИМЯ` или в настройках."
    ),
    "error.signIn.csrf": MessageTemplate(
      "В этом запросе нет заголовка X-CSRF-Token вашего сеанса; перезагрузите веб-приложение и попробуйте ещё раз."
    ),
    "error.password.current": MessageTemplate(
      "Текущий пароль неверен; введите его ещё раз."),
    "error.password.weak": MessageTemplate(
      "В пароле должно быть не меньше 8 символов; выберите пароль подлиннее."),
    "error.account.gone": MessageTemplate(
      "Этого аккаунта больше нет; войдите снова."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Слишком много звонков за десять минут; подождите {seconds} секунду и попробуйте ещё раз.",
        .few: "Слишком много звонков за десять минут; подождите {seconds} секунды и попробуйте ещё раз.",
        .many: "Слишком много звонков за десять минут; подождите {seconds} секунд и попробуйте ещё раз.",
        .other: "Слишком много звонков за десять минут; подождите {seconds} секунды и попробуйте ещё раз.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Эту просьбу уже взял другой помощник; оставьте её ему или посмотрите другие ожидающие."),
    "error.code.help_closed": MessageTemplate(
      "Эта просьба уже закрыта (на неё ответили или её срок истёк); дождитесь, пока человек попросит снова."),
    "error.code.helper_unavailable": MessageTemplate(
      "Этот помощник сейчас недоступен (его Visor закрыт или он разговаривает); отправьте фото или попробуйте позже."
    ),
    "error.code.no_speech": MessageTemplate(
      "Не слышно ни слова; говорите чётко и запишите ещё раз или напечатайте вопрос."),
    "error.image.emptyField": MessageTemplate(
      "Поле «image» пустое; приложите фотографию."),
    "error.image.emptyBody": MessageTemplate(
      "Запрос пустой; отправьте фотографию."),
    "error.audio.emptyField": MessageTemplate(
      "Поле «audio» пустое; приложите запись."),
    "error.audio.empty": MessageTemplate(
      "Аудио пустое. Запишите несколько секунд речи и попробуйте ещё раз."),
    "error.noSpeech.question": MessageTemplate(
      "В заданном голосом вопросе не слышно ни слова; удерживайте кнопку съёмки и говорите чётко или напечатайте вопрос."
    ),
    "error.language.unsupported": MessageTemplate(
      "«{field}» должен быть языком, который поддерживает Visor: {languages}. «{tag}» к ним не относится; отправьте один из них (можно с регионом: «es-MX»)."
    ),
    "error.voice.unknown": MessageTemplate(
      "Ни у одной речевой модели здесь нет голоса «{voice}»; выберите один из: {voices} (GET /api/v1/models перечисляет голоса каждой модели)."
    ),
    "error.voice.none": MessageTemplate(
      "Ни у одной речевой модели здесь нет голоса «{voice}»; речевых моделей нет, поэтому оставьте голос пустым (GET /api/v1/models перечисляет голоса каждой модели)."
    ),
    "error.chat.notFound": MessageTemplate(
      "Чата с таким id нет; список ваших чатов — GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "Анализа с таким id нет; список ваших анализов — GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "Анализа с таким id нет (возможно, он уже удалён)."),
    "error.settings.accentColor": MessageTemplate(
      "Цвет акцента («accentColor») должен быть шестнадцатеричным цветом, например «#0a84ff»."),
    "error.settings.displayName": MessageTemplate(
      "Отображаемое имя («displayName») может быть не длиннее 64 символов."),
    "error.account.lastAdmin": MessageTemplate(
      "Вы единственный администратор; сделайте администратором другого пользователя, прежде чем удалять этот аккаунт."
    ),
    "error.car.notFound": MessageTemplate(
      "В вашем гараже нет машины с таким id; список — GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "Записи с таким id нет; список — GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "Вы уже научили Visor «{name}»; выберите другое имя или добавьте под новым."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "Этот файл — не изображение, которое Visor умеет читать. Пришлите изображение JPEG, PNG, WebP, HEIC/HEIF или GIF."
    ),
    "error.image.truncated": MessageTemplate(
      "Данные изображения обрезаны или повреждены. Загрузите файл целиком ещё раз или пересохраните его и попробуйте снова."
    ),
    "error.image.tooLarge": MessageTemplate(
      "Изображение размером {width}×{height} пикселей больше предела в {limit} пикселей. Уменьшите его и попробуйте снова."
    ),
    "error.audio.unreadable": MessageTemplate(
      "В загруженном файле нет звука, который Visor умеет читать. Пришлите звук WebM/Opus, MP4/AAC, MP3, WAV, Ogg или FLAC."
    ),
    "error.audio.noTrack": MessageTemplate(
      "В загруженном файле нет звуковой дорожки. Пришлите звук WebM/Opus, MP4/AAC, MP3, WAV, Ogg или FLAC."),
    "error.audio.damaged": MessageTemplate(
      "Звук повреждён, его не удалось декодировать. Запишите его ещё раз или пришлите звук WebM/Opus, MP4/AAC, MP3, WAV, Ogg или FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "Запись длиннее предела в {seconds} с. Запишите вопрос покороче и попробуйте снова."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "Я не нахожу на фото ни одного лица; пришлите фото, где {name} смотрит в камеру, а лицо видно чётко и хорошо освещено."
    ),
    "error.face.none.nth": MessageTemplate(
      "Я не нахожу лица на фото {index} из {count}; пришлите фото, где {name} смотрит в камеру, а лицо видно чётко и хорошо освещено."
    ),
    "error.face.several.single": MessageTemplate(
      "На фото несколько лиц ({faces}); пришлите фото, где только {name}, или обрежьте остальных."),
    "error.face.several.nth": MessageTemplate(
      "На фото {index} из {count} несколько лиц ({faces}); пришлите фото, где только {name}, или обрежьте остальных."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "Фото не удалось прочитать: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "Фото {index} из {count} не удалось прочитать: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Вы уже научили Visor стольким лицам, сколько он хранит ({count}); сначала удалите одно."),
    "error.known.tooMany.things": MessageTemplate(
      "Вы уже научили Visor стольким вещам, сколько он хранит ({count}); сначала удалите одну."),
    "error.known.name.person": MessageTemplate(
      "Пришлите «name» для человека, например «Ана»."),
    "error.known.name.thing": MessageTemplate(
      "Пришлите «name» для вещи, например «ключи»."),
    "error.thing.notTaught": MessageTemplate(
      "Вы не учили Visor вещь «{name}»; научите в Настройки → Вещи или через POST /api/v1/things."),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} не ваш помощник (или ещё не принял приглашение); позвоните одному из своих помощников или пригласите {username} в Настройки → Помощники."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} не ваш помощник (или ещё не принял приглашение); спросите одного из своих помощников или пригласите {username} в Настройки → Помощники."
    ),
    "error.helper.nobody": MessageTemplate(
      "На этом Visor нет пользователя «{name}»; проверьте написание или попросите администратора добавить его."
    ),
    "error.helper.self": MessageTemplate(
      "Нельзя быть помощником самому себе; пригласите кого-то другого с этого Visor."),
    "error.help.question.tooLong": MessageTemplate(
      "Вопрос слишком длинный; уложитесь в {limit} символов."),
    "error.help.answer.tooLong": MessageTemplate(
      "Ответ слишком длинный; уложитесь в {limit} символов."),
    "error.help.gone": MessageTemplate(
      "Нет запроса помощи с таким id (возможно, его уже удалили)."),
  ]

  /// A Russian noun from its nominative, accusative and genitive singular, the forms after 2–4 and
  /// after 5, and the accusative plural.
  static func russianNoun(
    _ nominative: String, _ accusative: String, _ genitive: String, _ few: String, _ many: String,
    _ accusativePlural: String
  ) -> MessageTemplate {
    .noun([
      "one": nominative, "few": few, "many": many, "other": many, "indefinite": nominative,
      "definite": nominative, "acc": accusative, "gen": genitive, "accpl": accusativePlural,
    ])
  }
}
