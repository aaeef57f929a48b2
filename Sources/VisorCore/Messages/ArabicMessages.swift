import Foundation

extension MessageCatalogue {
  /// Visor's sentences in Arabic (Modern Standard Arabic, addressing the reader in the masculine as
  /// interfaces usually do). Plural forms follow CLDR: `zero`, `one`, `two` (the dual), `few` (3–10,
  /// plural), `many` (11–99, accusative singular: "11 وجهًا"), `other` (100…, genitive singular).
  /// Nouns add `acc` ("كلبًا", after "أرى") and `defpl` ("الكلاب", after "عدّ"). A classifier's label
  /// comes bare, after a colon; colours are said after "اللون:" so a colour name needs no agreement.
  public static let arabic = MessageCatalogue(
    language: "ar", plural: .arabic,
    templates: arabicTemplates.merging(cliArabic) { own, _ in own }
      .merging(errorTemplates("ar")) { own, _ in own })

  static let arabicTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} و{second}"),
    "list.many": MessageTemplate("{head} و{last}"),
    "list.separator": MessageTemplate("، "),

    "help.expired": MessageTemplate("لم يتمكن أحد من الرد؛ حاول مرة أخرى أو اتصل."),
    "help.withdrawn": MessageTemplate("سحب الشخص الذي سأل هذا الطلب."),
    "call.ended": MessageTemplate("انتهت المكالمة."),
    "call.missed": MessageTemplate("لم يرد أحد على المكالمة؛ حاول مرة أخرى أو اسأل شخصًا آخر."),
    "speech.noVoice": MessageTemplate(
      "لا يوجد هنا صوت مثبّت للغة {language}، لذلك يتحدث الصوت الإنجليزي."),
    "speech.silent": MessageTemplate("التسجيل صامت؛ تحقّق من الميكروفون وسجّل مرة أخرى."),
    "speech.languageUnheard": MessageTemplate(
      "{model} لا يفهم إلا {languages}، لذلك لا يمكنه تفريغ \"{language}\"؛ استخدم النموذج متعدد اللغات local/whisper-base (يعرض GET /api/v1/models النماذج) أو احذف \"language\"."
    ),

    "answer.yes": MessageTemplate("نعم."),
    "answer.no": MessageTemplate("لا."),
    "answer.refusal": MessageTemplate(
      "يستطيع نموذج رؤية أن يجيب عن هذا؛ ويمكن لمن يدير Visor هذا إضافة نموذج من الإعدادات ← النماذج."),
    "answer.classifierMissing": MessageTemplate(
      "مصنِّف الصور غير مثبَّت، لذلك لا أستطيع أن أعرف (شغِّل scripts/setup-classifier.sh)."),

    "answer.subject.looksLike": MessageTemplate("يبدو أنه: {thing}."),
    "answer.subject.probably": MessageTemplate("على الأرجح: {thing}."),
    "answer.subject.unsure": MessageTemplate("لست متأكدًا مما هذا."),
    "answer.subject.sign": MessageTemplate("لافتة أو ملصق مكتوب عليه {text}."),
    "answer.subject.shopfront": MessageTemplate("واجهة متجر عليها الكلمات {text}."),

    "answer.presence.yes": MessageTemplate("نعم، أرى {thing:acc}."),
    "answer.presence.seen": MessageTemplate("أرى {thing:acc}."),
    "answer.presence.looksLike": MessageTemplate("يبدو أنه: {kind}."),
    "answer.presence.mightBe": MessageTemplate("قد يكون: {kind}."),
    "answer.presence.possibly": MessageTemplate("ربما هناك {thing}، لكنني لست متأكدًا."),
    "answer.presence.notSeen": MessageTemplate("لا أرى أي {thing:bare}؛ يبدو هذا: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("لا أرى أي {thing:bare}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "أذكر الموضوع الرئيسي في الصورة فقط، لذلك قد يفوتني شيء صغير أو في الخلفية."),
    "answer.presence.cannotTell": MessageTemplate("لا أستطيع أن أعرف هل هناك {thing}."),

    "answer.count.cannot": MessageTemplate(
      "لا أستطيع عدّ {things:defpl} دون اتصال؛ أعدّ الأشخاص والوجوه والرموز الشريطية فقط."),
    "answer.count.cannotThose": MessageTemplate(
      "لا أستطيع عدّ ذلك دون اتصال؛ أعدّ الأشخاص والوجوه والرموز الشريطية فقط."),
    "answer.count.faces": .plural(
      "count",
      [
        .zero: "لا أرى أي وجه.", .one: "أرى وجهًا واحدًا.", .two: "أرى وجهين.", .few: "أرى {count} وجوه.",
        .many: "أرى {count} وجهًا.", .other: "أرى {count} وجه.",
      ]),
    "answer.count.codes": .plural(
      "count",
      [
        .zero: "لا أستطيع قراءة أي رمز.", .one: "أستطيع قراءة رمز واحد.", .two: "أستطيع قراءة رمزين.",
        .few: "أستطيع قراءة {count} رموز.", .many: "أستطيع قراءة {count} رمزًا.",
        .other: "أستطيع قراءة {count} رمز.",
      ]),

    "answer.people.count": .plural(
      "count",
      [
        .zero: "لا أرى أحدًا.", .one: "أرى شخصًا واحدًا {places}.", .two: "أرى شخصين: {places}.",
        .few: "أرى {count} أشخاص: {places}.", .many: "أرى {count} شخصًا: {places}.",
        .other: "أرى {count} شخص: {places}.",
      ]),
    "answer.people.countMore": MessageTemplate("عدد الأشخاص {count}: {places} وغيرهم."),
    "people.place": MessageTemplate("{side}، {distance}"),
    "people.placeInList": MessageTemplate("واحد {side}، {distance}"),
    "people.placeSeparator": MessageTemplate("؛ "),
    "people.placeFacing": MessageTemplate("{side}، {distance}، {facing}"),
    "people.placeInListFacing": MessageTemplate("واحد {side}، {distance}، {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}، {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}، {distance}، {facing}"),
    "place.facing.towards": MessageTemplate("متجه نحوك"),
    "place.facing.side": MessageTemplate("مستدير جانبيًا"),
    "place.facing.away": MessageTemplate("يعطيك ظهره"),
    "answer.people.none": MessageTemplate(
      "لا أرى وجوهًا ولا أشخاصًا. قد يفوتني الأشخاص الصغار أو الجالسون أو المستديرون أو المختبئون جزئيًا."),
    "answer.people.animalFace": MessageTemplate(
      "وجدت وجهًا، لكنه قد يكون وجه {animal}، لذلك لا أستطيع أن أعرف هل يوجد شخص."),
    "answer.people.detectorMissing": MessageTemplate(
      "كاشف الوجوه غير مثبَّت، لذلك لا أستطيع عدّ الأشخاص (ثبِّت opencv-data)."),
    "live.someone": MessageTemplate("شخص ما {place}."),
    "live.nobody": MessageTemplate("لا أحد الآن."),
    "live.peopleNow": .plural(
      "count",
      [
        .zero: "لا أحد الآن.", .one: "شخص واحد الآن.", .two: "شخصان الآن.", .few: "{count} أشخاص الآن.",
        .many: "{count} شخصًا الآن.", .other: "{count} شخص الآن.",
      ]),
    "face.named": MessageTemplate("{name} {side}، {distance}."),
    "face.someone": MessageTemplate("شخص لا أعرفه {side}، {distance}."),
    "find.found": MessageTemplate("أرى «{name}» في اتجاه الساعة {clock}، {distance}."),
    "find.lookAlike": MessageTemplate(
      "أرى شيئًا يشبه «{name}» في اتجاه الساعة {clock}، {distance}، لكن بلون آخر؛ ربما يكون شيئًا آخر."),
    "find.notSeen": MessageTemplate("لا أرى «{name}»."),
    "live.thing.centred": MessageTemplate("أرى «{name}» في الوسط، {distance}."),
    "live.known.clock": MessageTemplate("أرى {name} في اتجاه الساعة {clock}، {distance}."),
    "live.known.centred": MessageTemplate("أرى {name} في الوسط، {distance}."),
    "live.known.notSeen": MessageTemplate("لا أرى {name}."),
    "place.left": MessageTemplate("على اليسار"),
    "place.centre": MessageTemplate("في الوسط"),
    "place.right": MessageTemplate("على اليمين"),
    "place.near": MessageTemplate("قريب"),
    "place.far": MessageTemplate("أبعد"),

    "answer.location.cannot": MessageTemplate(
      "دون اتصال لا أستطيع أن أعرف أين الأشياء في الصورة؛ أستطيع تحديد أماكن الأشخاص فقط."),

    "colour.mostly": MessageTemplate("غالبًا {first}"),
    "colour.mostlyTwo": MessageTemplate("غالبًا {first} و{second}"),
    "answer.colour.it": MessageTemplate("اللون: {colours}."),
    "answer.colour.subject": MessageTemplate("لون {thing}: {colours}."),
    "answer.colour.picture": MessageTemplate("لا أستطيع تمييز موضوع واحد؛ لون الصورة كلها: {colours}."),
    "answer.colour.pictureAside": MessageTemplate("لون الصورة كلها: {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate("لا أستطيع تمييز لون {thing} عن الخلفية."),
    "answer.colour.cannotSeparateIt": MessageTemplate("لا أستطيع تمييز لونه عن الخلفية."),
    "answer.colour.notSure": MessageTemplate("لست متأكدًا من وجود {thing}، لذلك لا أستطيع ذكر لونه."),
    "answer.colour.unmeasured": MessageTemplate("لم أتمكن من قياس الألوان في هذه الصورة."),

    "answer.reading.says": MessageTemplate("مكتوب {text}."),
    "answer.reading.thinkSays": MessageTemplate("أظن أنه مكتوب {text}."),
    "answer.reading.blurred": MessageTemplate(
      "الكتابة ضبابية جدًا؛ أمسك الهاتف ثابتًا ودعه يضبط التركيز قبل التصوير."),
    "answer.reading.photoBlurred": MessageTemplate(
      "الصورة ضبابية جدًا للقراءة؛ أمسك الهاتف ثابتًا ودعه يضبط التركيز قبل التصوير."),
    "answer.reading.tooDark": MessageTemplate(
      "المكان مظلم جدًا للقراءة؛ أشعل ضوءًا أو انتقل إلى مكان أكثر إضاءة، وأمسك الهاتف ثابتًا."),
    "answer.reading.readerMissing": MessageTemplate(
      "قارئ النصوص غير مثبَّت، لذلك لا أستطيع القراءة (ثبِّت tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "لا أجد نصًا مقروءًا. أمسك الهاتف ثابتًا وأقرب قليلًا، مع إضاءة جيدة على النص."),
    "answer.reading.noPage": MessageTemplate(
      "لا أستطيع قراءة صفحة هنا. أمسك الهاتف على بعد 30 سم تقريبًا فوق الصفحة، ثابتًا، وتأكد أن الصفحة كلها "
        + "في الإطار ومضاءة جيدًا."),
    "answer.reading.unknownScript": MessageTemplate("أرى كتابة، لكن بخط لا أستطيع قراءته."),
    "answer.reading.alsoUnknownScript": MessageTemplate("توجد أيضًا كتابة بخط لا أستطيع قراءته."),
    "answer.reading.otherScript": MessageTemplate("هناك كتابة بالحروف {script}: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "هناك كتابة بالحروف {script}، لكنني لا أستطيع تمييز ما تقوله."),
    "answer.reading.script.latin": MessageTemplate("اللاتينية"),
    "answer.reading.script.cyrillic": MessageTemplate("السيريلية"),
    "answer.reading.script.greek": MessageTemplate("اليونانية"),
    "answer.reading.script.arabic": MessageTemplate("العربية"),
    "answer.reading.script.devanagari": MessageTemplate("الديفاناغارية"),
    "answer.reading.script.hebrew": MessageTemplate("العبرية"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "لا أستطيع قراءة الحروف {script} هنا: قارئها غير مثبّت (scripts/setup.sh --languages {pack}). أقرأ الحروف اللاتينية بدلًا منها."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "قارئي للحروف {script} ضعيف، لذلك قد تحتوي هذه القراءة على أخطاء."),
    "answer.code.one": MessageTemplate("هذا {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "أرى رمزًا شريطيًا لكن لا أستطيع قراءته؛ أمسك الهاتف ثابتًا وأقرب."),
    "answer.code.tooDark": MessageTemplate(
      "المكان مظلم جدًا للعثور على رمز شريطي؛ أشعل ضوءًا أو انتقل إلى مكان أكثر إضاءة."),
    "answer.code.photoBlurred": MessageTemplate(
      "الصورة ضبابية جدًا للعثور على رمز؛ أمسك الهاتف ثابتًا ودعه يضبط التركيز قبل التصوير."),
    "answer.code.none": MessageTemplate(
      "لا أرى رمزًا شريطيًا ولا رمز QR. ضع الرمز مستويًا في وسط الإطار، على بعد شبر تقريبًا."),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("يوجد أيضًا {code}."),
    "answer.code.noText": MessageTemplate("لا توجد كتابة للقراءة، لكن يوجد {code}."),

    "answer.light.unmeasured": MessageTemplate("لم أتمكن من قياس الضوء في هذه الصورة."),
    "answer.light.dark": MessageTemplate("المكان مظلم: مستوى الضوء {level} من 100."),
    "answer.light.dim": MessageTemplate("الضوء خافت: مستوى الضوء {level} من 100."),
    "answer.light.bright": MessageTemplate("المكان مضيء: مستوى الضوء {level} من 100."),
    "answer.light.from.left": MessageTemplate("يأتي الضوء من اليسار."),
    "answer.light.from.right": MessageTemplate("يأتي الضوء من اليمين."),
    "answer.light.from.above": MessageTemplate("يأتي الضوء من الأعلى."),
    "answer.light.from.below": MessageTemplate("يأتي الضوء من الأسفل."),
    "answer.light.even": MessageTemplate("الضوء متساوٍ إلى حد ما."),

    "answer.needsPhoto": MessageTemplate("أحتاج إلى صورة لأجيب. التقط صورة أو أرفقها ثم اسأل مرة أخرى."),
    "describe.mostlyText": MessageTemplate("هذا نص في معظمه. مكتوب فيه: {text}."),
    "describe.picture": MessageTemplate("لون الصورة: {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}؛ اللون: {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "مصنِّف الصور غير مثبَّت، لذلك لا أستطيع أن أقول ما هذا (شغِّل scripts/setup-classifier.sh)."),
    "describe.canRead": MessageTemplate("أستطيع قراءة {text}."),
    "describe.code": MessageTemplate("يوجد {code}."),
    "describe.maybeCat": MessageTemplate("ربما توجد قطة أيضًا."),
    "describe.nothing": MessageTemplate("دون اتصال لا أستطيع أن أقول شيئًا عن هذه الصورة."),
    "subject.looksLike": MessageTemplate("يبدو أنه: {thing}"),
    "subject.probably": MessageTemplate("على الأرجح: {thing}"),
    "subject.mightBe": MessageTemplate("لست متأكدًا مما هذا؛ قد يكون: {thing}"),
    "subject.mightBeEither": MessageTemplate("لست متأكدًا مما هذا؛ قد يكون: {first} أو {second}"),
    "subject.group": MessageTemplate("يبدو أنه: {group}"),
    "subject.groupMember": MessageTemplate("يبدو أنه: {group} (على الأرجح {member})"),

    "colour.centre": MessageTemplate("اللون في الوسط: {colour}."),
    "colour.pictureMostly": MessageTemplate("اللون الغالب على الصورة: {colour}."),

    "car.looksLike": MessageTemplate("يبدو أنها سيارة."),
    "car.looksLikeBody": MessageTemplate("يبدو أنها سيارة (على الأرجح: {body})."),
    "car.notCar": MessageTemplate("لا أظن أن هذه سيارة."),
    "car.makeNeedsModel": MessageTemplate("معرفة الصانع والطراز تحتاج إلى نموذج رؤية."),
    "car.noCar": MessageTemplate(
      "لا أرى سيارة في هذه الصورة. جرّب صورة تملأ فيها السيارة معظم الإطار، أو قصّها."),
    "car.offline": MessageTemplate(
      "دون اتصال أستطيع معرفة نوع الهيكل واللون فقط؛ أما الصانع والطراز والمواصفات فتحتاج إلى نموذج رؤية "
        + "يمكن لمن يدير Visor هذا إضافته من الإعدادات ← النماذج."),
    "recognize.notFound": MessageTemplate("لا أرى في هذه الصورة: {subject}؛ جرّب صورة أقرب أو قصّها."),
    "cute.classifierMissing": MessageTemplate(
      "مصنِّف الصور غير مثبَّت، لذلك لا أستطيع الحكم (شغِّل scripts/setup-classifier.sh)."),
    "cute.yes": MessageTemplate("نعم، لطيف: أنا متأكد بنسبة {percent}٪ أن هذا حيوان لطيف."),
    "cute.no": MessageTemplate(
      "ليس بحسب قياسي: أنا متأكد بنسبة {percent}٪ أن هذا ليس حيوانًا لطيفًا (لا أعرف من الحيوانات اللطيفة إلا "
        + "الكلاب والقطط والأرانب والباندا وقليلًا غيرها)."),

    "code.kind.qr": MessageTemplate("رمز QR"),
    "code.kind.barcode": MessageTemplate("رمز شريطي {symbology}"),
    "code.kind.barcodeAn": MessageTemplate("رمز شريطي {symbology}"),
    "code.binary": MessageTemplate(
      "{kind} يحمل {count} بايت من البيانات الثنائية، لا نصًا، لذلك لا أستطيع قراءته"),
    "code.empty": MessageTemplate("{kind} فارغ"),
    "code.isbn": MessageTemplate("رقم ISBN لكتاب: {code}"),
    "code.ean13": MessageTemplate("رمز منتج EAN-13: {code}"),
    "code.product": MessageTemplate("رمز منتج {symbology}: {code}"),
    "code.productAn": MessageTemplate("رمز منتج {symbology}: {code}"),
    "code.link": MessageTemplate("{kind} فيه رابط إلى {address}"),
    "code.linkParameters": MessageTemplate(" (مع معاملات إضافية)"),
    "code.linkInsecure": MessageTemplate("؛ الرابط غير آمن"),
    "code.wifi.noName": MessageTemplate("بلا اسم"),
    "code.wifi.secured": MessageTemplate("{kind} لشبكة Wi-Fi {name} ({security}، مع كلمة المرور)"),
    "code.wifi.open": MessageTemplate("{kind} لشبكة Wi-Fi {name} (مفتوحة، بلا كلمة مرور)"),
    "code.email": MessageTemplate("{kind} فيه عنوان بريد إلكتروني: {address}"),
    "code.phone": MessageTemplate("{kind} فيه رقم هاتف: {number}"),
    "code.contact": MessageTemplate("{kind} فيه بطاقة اتصال"),
    "code.contactFor": MessageTemplate("{kind} فيه بطاقة اتصال باسم {name}"),
    "code.long": MessageTemplate("{kind} فيه نص من {count} حرفًا، أطول من أن يُقرأ؛ يبدأ بـ '{start}'"),
    "code.says": MessageTemplate("{kind} مكتوب فيه '{text}'"),

    "page.fills": MessageTemplate("الصفحة أكبر من الإطار؛ أبعد الهاتف حتى تظهر الحواف الأربع."),
    "page.edge.left": MessageTemplate("اليسرى"),
    "page.edge.right": MessageTemplate("اليمنى"),
    "page.edge.top": MessageTemplate("العليا"),
    "page.edge.bottom": MessageTemplate("السفلى"),
    "page.towards.left": MessageTemplate("إلى اليسار"),
    "page.towards.right": MessageTemplate("إلى اليمين"),
    "page.towards.top": MessageTemplate("إلى الأعلى"),
    "page.towards.bottom": MessageTemplate("إلى الأسفل"),
    "page.cut.one": MessageTemplate("الحافة {edge} من الصفحة مقطوعة؛ أبعد الهاتف وحرّكه قليلًا {towards}."),
    "page.cut.two": MessageTemplate(
      "الحافتان {first} و{second} من الصفحة مقطوعتان؛ أبعد الهاتف وحرّكه قليلًا {towards}."),
    "page.cut.opposite": MessageTemplate("الحافتان {first} و{second} من الصفحة مقطوعتان؛ أبعد الهاتف."),
    "page.tilted.clockwise": MessageTemplate(
      "الصفحة مائلة؛ أدر الهاتف قليلًا باتجاه عقارب الساعة لتستقيم الأسطر."),
    "page.tilted.anticlockwise": MessageTemplate(
      "الصفحة مائلة؛ أدر الهاتف قليلًا عكس اتجاه عقارب الساعة لتستقيم الأسطر."),
    "page.small": MessageTemplate("النص صغير في الإطار؛ قرّب الهاتف من الصفحة."),

    "live.target.person": MessageTemplate("شخص"),
    "live.target.face": MessageTemplate("وجه"),
    "live.target.text": MessageTemplate("نص"),
    "live.target.barcode": MessageTemplate("رمز"),
    "live.near": MessageTemplate("قريب"),
    "live.far": MessageTemplate("بعيد"),
    "live.found.clock": MessageTemplate("{target} في اتجاه الساعة {hour}، {distance}."),
    "live.found.centred": MessageTemplate("{target} في الوسط، {distance}."),
    "live.lost.person": MessageTemplate("لا أرى أي شخص الآن."),
    "live.lost.face": MessageTemplate("لا أرى أي وجه الآن."),
    "live.lost.text": MessageTemplate("لا أرى أي نص الآن."),
    "live.lost.barcode": MessageTemplate("لا أرى أي رمز الآن."),
    "live.code": MessageTemplate("هذا {code}."),
    "live.emptyQuestion": MessageTemplate("السؤال فارغ؛ اكتب ما تريد معرفته عما تراه الكاميرا."),
    "live.askBeforeFrame": MessageTemplate("أرسل صورة أولًا (JPEG أو PNG كرسالة ثنائية)، ثم اسأل عنها."),
    "live.stillAnswering": MessageTemplate("ما زلت أجيب عن سؤالك السابق؛ اسأل مرة أخرى عندما أنتهي."),
    "live.sceneMissing": MessageTemplate(
      "محرك المشاهد دون اتصال غير مثبَّت، لذلك لا يعمل الوضع المباشر؛ شغِّل `make run` لتثبيت النماذج المحلية."),
    "live.tooManySessions": MessageTemplate(
      "يشغّل Visor أقصى عدد مسموح من الجلسات المباشرة؛ حاول بعد دقيقة، أو اطلب من المسؤول رفع --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "بقيت الجلسة المباشرة دون نشاط دقيقة فانتهت؛ شغّل الوضع المباشر مرة أخرى للمتابعة."),
    "live.replaced": MessageTemplate("شُغّل الوضع المباشر في مكان آخر بالحساب نفسه، لذلك انتهت هذه الجلسة."),
    "live.shutdown": MessageTemplate("يتوقف Visor عن العمل؛ شغّل الوضع المباشر مرة أخرى عندما يعود."),

    "realtime.offlineLimits": MessageTemplate(
      "أنا النموذج الصغير دون اتصال: قد أخطئ في الحقائق، ولا أرى إلا الصورة التي ترسلها."),
    "realtime.silent": MessageTemplate("التسجيل صامت؛ لم يُسمع شيء."),
    "realtime.noSpeechModel": MessageTemplate("لا يوجد صوت مثبَّت لنطق الإجابة؛ ستصل نصًا."),
    "realtime.idle": MessageTemplate("لم يصل شيء خلال 10 دقائق؛ أُغلقت المحادثة. افتح محادثة جديدة للمتابعة."),
    "realtime.shutdown": MessageTemplate("يُعاد تشغيل الخادم؛ افتح المحادثة مرة أخرى بعد قليل."),
    "realtime.slowClient": MessageTemplate(
      "توقف العميل عن القراءة؛ أُغلقت المحادثة. اقرأ الأحداث فور وصولها."),
    "realtime.tooManySessions": MessageTemplate(
      "الجلسات المباشرة والمحادثات المفتوحة على هذا الخادم كثيرة جدًا؛ أغلق واحدة أو حاول بعد دقيقة."),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}؛ معرفة الصانع والطراز تحتاج إلى نموذج رؤية."),
    "car.told.look": MessageTemplate("{title}، {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("حُفظ في مرآبك."),
    "recognize.someInvalid": MessageTemplate("لم تجتز بعض الإجابات التحقق فتُركت غير معروفة: {fields}."),
    "cute.meter": MessageTemplate("لطيف بنسبة {percent}٪. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("رائع!"),
    "cute.verdict.pretty": MessageTemplate("لطيف إلى حد كبير."),
    "cute.verdict.kindOf": MessageTemplate("لطيف نوعًا ما."),
    "cute.verdict.not": MessageTemplate("ليس لطيفًا كثيرًا."),
    "classify.label.cute": MessageTemplate("لطيف"),
    "classify.label.notcute": MessageTemplate("غير لطيف"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "حقائق عن الصورة دون اتصال: ما هو على الأرجح (ImageNet)، والنص والصفحات التي يستطيع قراءتها، والأشخاص، والرموز الشريطية، والقطط، والألوان والإضاءة. يقول ما لا يستطيع معرفته؛ اضبط مزوّد رؤية لتحصل على إجابات كاملة."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "غير مثبّت: شغّل `make run` (يحوّل scripts/setup-classifier.sh نموذج EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate(
      "نموذج EfficientNet-Lite0، مع 1000 فئة من ImageNet ومدخل 224×224."),
    "model.note.cute": MessageTemplate(
      "كاشف الحيوانات اللطيفة (cute / notcute) مبني على فئات الحيوانات في ImageNet ووجوه القطط (انظر docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate("العمليات المحلية المساعدة متوقفة في هذا الإعداد."),
    "model.note.workersMissing": MessageTemplate(
      "غير مثبّت: شغّل `make run` (يثبّت scripts/setup-models.sh عملية Python والنماذج)."),
    "model.note.whisperBase": MessageTemplate(
      "نموذج Whisper base (faster-whisper)، تحويل الكلام إلى نص دون اتصال بـ99 لغة: تُخبره بلغة الشخص أو يكتشفها بنفسه."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "نموذج Whisper tiny.en (faster-whisper)، تحويل الكلام إلى نص دون اتصال. الإنجليزية فقط؛ استخدم local/whisper-base للغات الأخرى."
    ),
    "model.note.piper": MessageTemplate("صوت Piper العصبي \"joe\": الإنجليزية فقط."),
    "model.note.flite": MessageTemplate("أصوات flite الاحتياطية المدمجة (آلية): الإنجليزية فقط."),
    "model.note.pico": MessageTemplate(
      "أصوات SVOX Pico للفرنسية والإسبانية والألمانية والإيطالية، وهي أوضح الأصوات دون اتصال لهذه اللغات؛ تعمل كبرنامج منفصل."
    ),
    "model.note.picoMissing": MessageTemplate(
      "برنامج SVOX Pico غير مثبّت (يتحدث espeak-ng وFestival الفرنسية والإسبانية والألمانية والإيطالية بوضوح أقل)؛ ثبّته باستخدام scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "أصوات Festival للإيطالية والروسية، أوضح من أصوات espeak-ng؛ تعمل كبرنامج منفصل."),
    "model.note.festivalMissing": MessageTemplate(
      "صوتا Festival الإيطالي والروسي غير مثبّتين (يتحدث espeak-ng هاتين اللغتين)؛ ثبّتهما باستخدام scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "أصوات espeak-ng للإسبانية والفرنسية والألمانية والبرتغالية والإيطالية والبولندية والتركية والروسية والعربية: آلية لكنها واضحة، وتعمل كبرنامج منفصل. تُستخدم حين لا تكون لغة الشخص الإنجليزية."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "برنامج espeak-ng غير مثبّت، لذا ينطق الصوت الإنجليزي اللغات الأخرى؛ ثبّته باستخدام scripts/setup.sh."),
    "model.note.chatMissing": MessageTemplate(
      "غير مثبّت: شغّل `make run` (يثبّت scripts/setup-models.sh كلًا من llama.cpp وSmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "نموذج SmolLM2-135M-Instruct عبر llama.cpp: صغير وسريع للدردشة؛ يختلق الحقائق، فلا تسأله أبدًا عن صورة."),
    "voice.note.joe": MessageTemplate("صوت عصبي، إنجليزية أمريكية."),
    "voice.note.flite": MessageTemplate("صوت آلي (flite)، إنجليزية أمريكية: الاحتياطي حين لا يتوفر Piper."),
    "voice.note.pico": MessageTemplate("صوت مُركَّب (SVOX Pico)، {name}: واضح، لكنه آلي بلا شك."),
    "voice.note.festival": MessageTemplate("صوت آلي (Festival)، {name}: أوضح من espeak-ng، لكنه آلي بلا شك."),
    "voice.note.mbrola": MessageTemplate(
      "صوت آلي (ثنائيات MBROLA الصوتية {mbrola} عبر espeak-ng)، {name}: أوضح من صوت espeak-ng نفسه، لكنه آلي بلا شك."
    ),
    "voice.note.espeak": MessageTemplate(
      "صوت آلي (تركيب الترددات في espeak-ng)، {name}: واضح، لكنه آلي بلا شك."),
    "voice.name.spanishSpain": MessageTemplate("الإسبانية (إسبانيا)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("الإسبانية (أمريكا اللاتينية)"),
    "voice.name.french": MessageTemplate("الفرنسية"),
    "voice.name.german": MessageTemplate("الألمانية"),
    "voice.name.portuguesePortugal": MessageTemplate("البرتغالية (البرتغال)"),
    "voice.name.portugueseBrazil": MessageTemplate("البرتغالية (البرازيل)"),
    "voice.name.italian": MessageTemplate("الإيطالية"),
    "voice.name.polish": MessageTemplate("البولندية"),
    "voice.name.turkish": MessageTemplate("التركية"),
    "voice.name.russian": MessageTemplate("الروسية"),
    "voice.name.arabic": MessageTemplate("العربية"),
    "voice.name.italianLP": MessageTemplate("الإيطالية (lp، ثنائيات صوتية)"),
    "voice.name.russianNSH": MessageTemplate("الروسية (nsh، اختيار الوحدات)"),

    // Nouns: singular, dual, plural, accusative singular, definite, definite plural.
    "thing.person": arabicNoun("شخص", "شخصان", "أشخاص", "شخصًا", "الشخص", "الأشخاص"),
    "thing.face": arabicNoun("وجه", "وجهان", "وجوه", "وجهًا", "الوجه", "الوجوه"),
    "thing.code": arabicNoun("رمز", "رمزان", "رموز", "رمزًا", "الرمز", "الرموز"),
    "thing.bigCat": arabicNoun(
      "سنّور كبير", "سنّوران كبيران", "سنانير كبيرة", "سنّورًا كبيرًا", "السنّور الكبير", "السنانير الكبيرة"),
    "thing.dog": arabicNoun("كلب", "كلبان", "كلاب", "كلبًا", "الكلب", "الكلاب"),
    "thing.wolf": arabicNoun("ذئب", "ذئبان", "ذئاب", "ذئبًا", "الذئب", "الذئاب"),
    "thing.fox": arabicNoun("ثعلب", "ثعلبان", "ثعالب", "ثعلبًا", "الثعلب", "الثعالب"),
    "thing.canine": arabicNoun(
      "حيوان من فصيلة الكلبيات", "حيوانان من فصيلة الكلبيات", "حيوانات من فصيلة الكلبيات",
      "حيوانًا من فصيلة الكلبيات", "الحيوان من فصيلة الكلبيات", "الكلبيات"),
    "thing.cat": arabicNoun("قطة", "قطتان", "قطط", "قطة", "القطة", "القطط"),
    "thing.feline": arabicNoun(
      "حيوان من فصيلة السنوريات", "حيوانان من فصيلة السنوريات", "حيوانات من فصيلة السنوريات",
      "حيوانًا من فصيلة السنوريات", "الحيوان من فصيلة السنوريات", "السنوريات"),
    "thing.bear": arabicNoun("دب", "دبان", "دببة", "دبًا", "الدب", "الدببة"),
    "thing.bird": arabicNoun("طائر", "طائران", "طيور", "طائرًا", "الطائر", "الطيور"),
    "thing.fish": arabicNoun("سمكة", "سمكتان", "أسماك", "سمكة", "السمكة", "الأسماك"),
    "thing.snake": arabicNoun("ثعبان", "ثعبانان", "ثعابين", "ثعبانًا", "الثعبان", "الثعابين"),
    "thing.lizard": arabicNoun("سحلية", "سحليتان", "سحالٍ", "سحلية", "السحلية", "السحالي"),
    "thing.turtle": arabicNoun("سلحفاة", "سلحفاتان", "سلاحف", "سلحفاة", "السلحفاة", "السلاحف"),
    "thing.reptile": arabicNoun("زاحف", "زاحفان", "زواحف", "زاحفًا", "الزاحف", "الزواحف"),
    "thing.frog": arabicNoun("ضفدع", "ضفدعان", "ضفادع", "ضفدعًا", "الضفدع", "الضفادع"),
    "thing.butterfly": arabicNoun("فراشة", "فراشتان", "فراشات", "فراشة", "الفراشة", "الفراشات"),
    "thing.insect": arabicNoun("حشرة", "حشرتان", "حشرات", "حشرة", "الحشرة", "الحشرات"),
    "thing.spider": arabicNoun("عنكبوت", "عنكبوتان", "عناكب", "عنكبوتًا", "العنكبوت", "العناكب"),
    "thing.rabbit": arabicNoun("أرنب", "أرنبان", "أرانب", "أرنبًا", "الأرنب", "الأرانب"),
    "thing.squirrel": arabicNoun("سنجاب", "سنجابان", "سناجب", "سنجابًا", "السنجاب", "السناجب"),
    "thing.rodent": arabicNoun("قارض", "قارضان", "قوارض", "قارضًا", "القارض", "القوارض"),
    "thing.horse": arabicNoun("حصان", "حصانان", "أحصنة", "حصانًا", "الحصان", "الأحصنة"),
    "thing.zebra": arabicNoun(
      "حمار وحشي", "حماران وحشيان", "حمر وحشية", "حمارًا وحشيًا", "الحمار الوحشي", "الحمر الوحشية"),
    "thing.pig": arabicNoun("خنزير", "خنزيران", "خنازير", "خنزيرًا", "الخنزير", "الخنازير"),
    "thing.cow": arabicNoun("بقرة", "بقرتان", "أبقار", "بقرة", "البقرة", "الأبقار"),
    "thing.sheep": arabicNoun("خروف", "خروفان", "خراف", "خروفًا", "الخروف", "الخراف"),
    "thing.monkey": arabicNoun("قرد", "قردان", "قرود", "قردًا", "القرد", "القرود"),
    "thing.elephant": arabicNoun("فيل", "فيلان", "فيلة", "فيلًا", "الفيل", "الفيلة"),
    "thing.panda": arabicNoun(
      "باندا", "حيوانا باندا", "حيوانات باندا", "باندا", "الباندا", "حيوانات الباندا"),
    "thing.pet": arabicNoun(
      "حيوان أليف", "حيوانان أليفان", "حيوانات أليفة", "حيوانًا أليفًا", "الحيوان الأليف", "الحيوانات الأليفة"),
    "thing.mammal": arabicNoun(
      "حيوان ثديي", "حيوانان ثدييان", "ثدييات", "حيوانًا ثدييًا", "الحيوان الثديي", "الثدييات"),
    "thing.animal": arabicNoun("حيوان", "حيوانان", "حيوانات", "حيوانًا", "الحيوان", "الحيوانات"),
    "thing.car": arabicNoun("سيارة", "سيارتان", "سيارات", "سيارة", "السيارة", "السيارات"),
    "thing.truck": arabicNoun("شاحنة", "شاحنتان", "شاحنات", "شاحنة", "الشاحنة", "الشاحنات"),
    "thing.bus": arabicNoun("حافلة", "حافلتان", "حافلات", "حافلة", "الحافلة", "الحافلات"),
    "thing.bicycle": arabicNoun("دراجة", "دراجتان", "دراجات", "دراجة", "الدراجة", "الدراجات"),
    "thing.motorbike": arabicNoun(
      "دراجة نارية", "دراجتان ناريتان", "دراجات نارية", "دراجة نارية", "الدراجة النارية", "الدراجات النارية"),
    "thing.train": arabicNoun("قطار", "قطاران", "قطارات", "قطارًا", "القطار", "القطارات"),
    "thing.boat": arabicNoun("قارب", "قاربان", "قوارب", "قاربًا", "القارب", "القوارب"),
    "thing.aircraft": arabicNoun("طائرة", "طائرتان", "طائرات", "طائرة", "الطائرة", "الطائرات"),
    "thing.vehicle": arabicNoun("مركبة", "مركبتان", "مركبات", "مركبة", "المركبة", "المركبات"),
    "thing.apple": arabicNoun("تفاحة", "تفاحتان", "تفاحات", "تفاحة", "التفاحة", "التفاح"),
    "thing.fruit": arabicNoun("فاكهة", "فاكهتان", "فواكه", "فاكهة", "الفاكهة", "الفواكه"),
    "thing.vegetable": arabicNoun("خضار", "نوعان من الخضار", "خضروات", "خضارًا", "الخضار", "الخضروات"),
    "thing.food": arabicNoun("طعام", "طبقان من الطعام", "أطعمة", "طعامًا", "الطعام", "الأطعمة"),
    "thing.flower": arabicNoun("زهرة", "زهرتان", "زهور", "زهرة", "الزهرة", "الزهور"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "يجب أن يكون \"{name}\" عددًا صحيحًا من {low} إلى {high}؛ أرسل قيمة ضمن هذا النطاق (الافتراضي {default})."
    ),
    "request.unknownField": MessageTemplate("الحقل \"{field}\" غير معروف؛ الحقول المقبولة هي {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .zero: "يمكن لهذا الحساب أن يرسل {count} طلب في الدقيقة",
        .one: "يمكن لهذا الحساب أن يرسل طلبًا واحدًا في الدقيقة",
        .two: "يمكن لهذا الحساب أن يرسل طلبين في الدقيقة",
        .few: "يمكن لهذا الحساب أن يرسل {count} طلبات في الدقيقة",
        .many: "يمكن لهذا الحساب أن يرسل {count} طلبًا في الدقيقة",
        .other: "يمكن لهذا الحساب أن يرسل {count} طلب في الدقيقة",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .zero: "يمكن لهذا الحساب أن يجري {count} تحليل في اليوم",
        .one: "يمكن لهذا الحساب أن يجري تحليلًا واحدًا في اليوم",
        .two: "يمكن لهذا الحساب أن يجري تحليلين في اليوم",
        .few: "يمكن لهذا الحساب أن يجري {count} تحليلات في اليوم",
        .many: "يمكن لهذا الحساب أن يجري {count} تحليلًا في اليوم",
        .other: "يمكن لهذا الحساب أن يجري {count} تحليل في اليوم",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (هكذا ضبطه أحد المشرفين)؛ اطلب من مشرف أن يرفع الحد."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .zero: "{may} وقد بلغ الحد؛ يتجدد الحد بعد {wait} ثانية، في الساعة {time} UTC.",
        .one: "{may} وقد بلغ الحد؛ يتجدد الحد بعد ثانية واحدة، في الساعة {time} UTC.",
        .two: "{may} وقد بلغ الحد؛ يتجدد الحد بعد ثانيتين، في الساعة {time} UTC.",
        .few: "{may} وقد بلغ الحد؛ يتجدد الحد بعد {wait} ثوانٍ، في الساعة {time} UTC.",
        .many: "{may} وقد بلغ الحد؛ يتجدد الحد بعد {wait} ثانية، في الساعة {time} UTC.",
        .other: "{may} وقد بلغ الحد؛ يتجدد الحد بعد {wait} ثانية، في الساعة {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} ث"),
    "duration.minutes": MessageTemplate("{minutes} د"),
    "duration.hoursMinutes": MessageTemplate("{hours} س و{minutes} د"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} وقد بلغ الحد؛ تتجدد الحصة عند منتصف الليل UTC، بعد {duration}، أو اطلب من مشرف أن يرفعها."),
    "error.bodyTooLarge": MessageTemplate(
      "الطلب أكبر من الحد المسموح وهو {limit}؛ أرسل ملفًا أصغر (مثلًا صغّر الصورة أولًا)."),
    "error.photosBusy": .plural(
      "wait",
      [
        .zero: "Visor مشغول بصور أشخاص آخرين؛ أرسل هذه الصورة مرة أخرى بعد {wait} ثانية.",
        .one: "Visor مشغول بصور أشخاص آخرين؛ أرسل هذه الصورة مرة أخرى بعد ثانية واحدة.",
        .two: "Visor مشغول بصور أشخاص آخرين؛ أرسل هذه الصورة مرة أخرى بعد ثانيتين.",
        .few: "Visor مشغول بصور أشخاص آخرين؛ أرسل هذه الصورة مرة أخرى بعد {wait} ثوانٍ.",
        .many: "Visor مشغول بصور أشخاص آخرين؛ أرسل هذه الصورة مرة أخرى بعد {wait} ثانية.",
        .other: "Visor مشغول بصور أشخاص آخرين؛ أرسل هذه الصورة مرة أخرى بعد {wait} ثانية.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "اسم المستخدم أو كلمة المرور غير صحيحة؛ تحقّق منهما وحاول مرة أخرى."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .zero: "محاولات دخول فاشلة كثيرة؛ انتظر {wait} ثانية وحاول مرة أخرى.",
        .one: "محاولات دخول فاشلة كثيرة؛ انتظر ثانية واحدة وحاول مرة أخرى.",
        .two: "محاولات دخول فاشلة كثيرة؛ انتظر ثانيتين وحاول مرة أخرى.",
        .few: "محاولات دخول فاشلة كثيرة؛ انتظر {wait} ثوانٍ وحاول مرة أخرى.",
        .many: "محاولات دخول فاشلة كثيرة؛ انتظر {wait} ثانية وحاول مرة أخرى.",
        .other: "محاولات دخول فاشلة كثيرة؛ انتظر {wait} ثانية وحاول مرة أخرى.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .zero: "رموز خاطئة كثيرة؛ انتظر {wait} ثانية وحاول مرة أخرى.",
        .one: "رموز خاطئة كثيرة؛ انتظر ثانية واحدة وحاول مرة أخرى.",
        .two: "رموز خاطئة كثيرة؛ انتظر ثانيتين وحاول مرة أخرى.",
        .few: "رموز خاطئة كثيرة؛ انتظر {wait} ثوانٍ وحاول مرة أخرى.",
        .many: "رموز خاطئة كثيرة؛ انتظر {wait} ثانية وحاول مرة أخرى.",
        .other: "رموز خاطئة كثيرة؛ انتظر {wait} ثانية وحاول مرة أخرى.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "رمز الدخول هذا خاطئ أو منتهي الصلاحية أو مستخدم من قبل؛ نفّذ `visor users code NAME` لتحصل على رمز جديد، أو اطلب من مشرف."
    ),
    "error.signIn.required": MessageTemplate(
      "سجّل الدخول أولًا: أرسل `Authorization: Bearer <token>` (أنشئ واحدًا بالأمر `visor users token NAME`) أو سجّل الدخول إلى تطبيق الويب."
    ),
    "error.signIn.badToken": MessageTemplate(
      "رمز API غير صالح (خاطئ أو ملغى أو حُذف مستخدمه)؛ أنشئ رمزًا جديدًا بالأمر `visor users token NAME` أو من الإعدادات."
    ),
    "error.signIn.csrf": MessageTemplate(
      "ينقص هذا الطلبَ ترويسةُ X-CSRF-Token الخاصة بجلستك؛ أعد تحميل تطبيق الويب وحاول مرة أخرى."),
    "error.password.current": MessageTemplate(
      "كلمة المرور الحالية غير صحيحة؛ اكتبها مرة أخرى."),
    "error.password.weak": MessageTemplate(
      "تحتاج كلمة المرور إلى 8 أحرف على الأقل؛ اختر كلمة أطول."),
    "error.account.gone": MessageTemplate(
      "هذا الحساب لم يعد موجودًا؛ سجّل الدخول من جديد."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .zero: "مكالمات كثيرة خلال عشر دقائق؛ انتظر {seconds} ثانية وحاول مرة أخرى.",
        .one: "مكالمات كثيرة خلال عشر دقائق؛ انتظر ثانية واحدة وحاول مرة أخرى.",
        .two: "مكالمات كثيرة خلال عشر دقائق؛ انتظر ثانيتين وحاول مرة أخرى.",
        .few: "مكالمات كثيرة خلال عشر دقائق؛ انتظر {seconds} ثوانٍ وحاول مرة أخرى.",
        .many: "مكالمات كثيرة خلال عشر دقائق؛ انتظر {seconds} ثانية وحاول مرة أخرى.",
        .other: "مكالمات كثيرة خلال عشر دقائق؛ انتظر {seconds} ثانية وحاول مرة أخرى.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "تولّى مساعد آخر هذا الطلب بالفعل؛ اتركه له، أو انظر في الطلبات الأخرى المنتظرة."),
    "error.code.help_closed": MessageTemplate(
      "هذا الطلب لم يعد مفتوحًا (أُجيب عنه أو انتهت مدته)؛ انتظر حتى يطلب صاحبه مرة أخرى."),
    "error.code.helper_unavailable": MessageTemplate(
      "هذا المساعد غير متاح الآن (Visor لديه مغلق أو هو في مكالمة)؛ أرسل صورة بدلًا من ذلك، أو حاول لاحقًا."),
    "error.code.no_speech": MessageTemplate(
      "لم تُسمع أي كلمة؛ تكلّم بوضوح وسجّل مرة أخرى، أو اكتب السؤال."),
    "error.image.emptyField": MessageTemplate(
      "الحقل \"image\" فارغ؛ أرفق الصورة."),
    "error.image.emptyBody": MessageTemplate(
      "الطلب فارغ؛ أرسل الصورة."),
    "error.audio.emptyField": MessageTemplate(
      "الحقل \"audio\" فارغ؛ أرفق التسجيل."),
    "error.audio.empty": MessageTemplate(
      "الصوت فارغ. سجّل بضع ثوانٍ من الكلام وحاول مرة أخرى."),
    "error.noSpeech.question": MessageTemplate(
      "لم تُسمع أي كلمة في السؤال المنطوق؛ اضغط مطولًا على زر الالتقاط وتكلّم بوضوح، أو اكتب السؤال."),
    "error.language.unsupported": MessageTemplate(
      "يجب أن يكون \"{field}\" لغة يدعمها Visor: {languages}. \"{tag}\" ليست منها؛ أرسل واحدة منها (ويصح ذكر المنطقة: \"es-MX\")."
    ),
    "error.voice.unknown": MessageTemplate(
      "لا يوجد هنا نموذج كلام فيه الصوت \"{voice}\"؛ اختر واحدًا من: {voices} (يعرض GET /api/v1/models أصوات كل نموذج)."
    ),
    "error.voice.none": MessageTemplate(
      "لا يوجد هنا نموذج كلام فيه الصوت \"{voice}\"؛ لا يتوفر أي نموذج كلام، فاترك الصوت فارغًا (يعرض GET /api/v1/models أصوات كل نموذج)."
    ),
    "error.chat.notFound": MessageTemplate(
      "لا توجد محادثة بهذا المعرّف؛ اعرض محادثاتك بـ GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "لا يوجد تحليل بهذا المعرّف؛ اعرض تحليلاتك بـ GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "لا يوجد تحليل بهذا المعرّف (ربما حُذف من قبل)."),
    "error.settings.accentColor": MessageTemplate(
      "يجب أن يكون لون التمييز (\"accentColor\") لونًا سداسيًا عشريًا مثل \"#0a84ff\"."),
    "error.settings.displayName": MessageTemplate(
      "يمكن أن يكون الاسم الظاهر (\"displayName\") 64 حرفًا على الأكثر."),
    "error.account.lastAdmin": MessageTemplate(
      "أنت المشرف الوحيد؛ اجعل مستخدمًا آخر مشرفًا قبل حذف هذا الحساب."),
    "error.car.notFound": MessageTemplate(
      "لا توجد سيارة بهذا المعرّف في مرآبك؛ اعرضها بـ GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "لا يوجد سجل بهذا المعرّف؛ اعرض السجلات بـ GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "لقد علّمت \"{name}\" من قبل؛ اختر اسمًا آخر، أو أضفه باسم جديد."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "هذا الملف ليس صورة يستطيع Visor قراءتها. أرسل صورة JPEG, PNG, WebP, HEIC/HEIF أو GIF."),
    "error.image.truncated": MessageTemplate(
      "بيانات الصورة مقطوعة أو تالفة. ارفع الملف كاملًا مرة أخرى، أو احفظه من جديد وأعد المحاولة."),
    "error.image.tooLarge": MessageTemplate(
      "أبعاد الصورة {width}×{height} بكسل، أكثر من الحد وهو {limit} بكسل. صغّرها وأعد المحاولة."),
    "error.audio.unreadable": MessageTemplate(
      "الملف المرفوع لا يحتوي على صوت يستطيع Visor قراءته. أرسل صوتًا بصيغة WebM/Opus, MP4/AAC, MP3, WAV, Ogg أو FLAC."
    ),
    "error.audio.noTrack": MessageTemplate(
      "الملف المرفوع ليس فيه مسار صوتي. أرسل صوتًا بصيغة WebM/Opus, MP4/AAC, MP3, WAV, Ogg أو FLAC."),
    "error.audio.damaged": MessageTemplate(
      "الصوت تالف ولم يمكن فك ترميزه. سجّله مرة أخرى، أو أرسل صوتًا بصيغة WebM/Opus, MP4/AAC, MP3, WAV, Ogg أو FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "التسجيل أطول من الحد وهو {seconds} ث. سجّل سؤالًا أقصر وأعد المحاولة."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "لا أجد أي وجه في الصورة؛ أرسل صورة يظهر فيها وجه {name} واضحًا ومن الأمام وبإضاءة جيدة."),
    "error.face.none.nth": MessageTemplate(
      "لا أجد أي وجه في الصورة {index} من {count}؛ أرسل صورة يظهر فيها وجه {name} واضحًا ومن الأمام وبإضاءة جيدة."
    ),
    "error.face.several.single": MessageTemplate(
      "في الصورة أكثر من وجه ({faces})؛ أرسل صورًا يظهر فيها {name} وحده، أو قصّ الآخرين."),
    "error.face.several.nth": MessageTemplate(
      "في الصورة {index} من {count} أكثر من وجه ({faces})؛ أرسل صورًا يظهر فيها {name} وحده، أو قصّ الآخرين."),
    "error.known.photoUnreadable.single": MessageTemplate(
      "تعذّرت قراءة الصورة: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "تعذّرت قراءة الصورة {index} من {count}: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "علّمت Visor أكبر عدد من الوجوه يحتفظ به ({count})؛ احذف واحدًا أولًا."),
    "error.known.tooMany.things": MessageTemplate(
      "علّمت Visor أكبر عدد من الأغراض يحتفظ به ({count})؛ احذف واحدًا أولًا."),
    "error.known.name.person": MessageTemplate(
      "أرسل \"name\" للشخص، مثل \"Ana\"."),
    "error.known.name.thing": MessageTemplate(
      "أرسل \"name\" للغرض، مثل \"المفاتيح\"."),
    "error.thing.notTaught": MessageTemplate(
      "لم تعلّم Visor أي غرض باسم \"{name}\"؛ علّمه في الإعدادات ← الأغراض أو عبر POST /api/v1/things."),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} ليس من مساعديك (أو لم يقبل بعد)؛ اتصل بأحد مساعديك، أو ادعُ {username} من الإعدادات ← المساعدون."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} ليس من مساعديك (أو لم يقبل بعد)؛ اسأل أحد مساعديك، أو ادعُ {username} من الإعدادات ← المساعدون."
    ),
    "error.helper.nobody": MessageTemplate(
      "لا أحد باسم \"{name}\" على هذا الـVisor؛ تحقّق من الكتابة، أو اطلب من المسؤول إضافته."),
    "error.helper.self": MessageTemplate(
      "لا يمكنك أن تكون مساعد نفسك؛ ادعُ شخصًا آخر على هذا الـVisor."),
    "error.help.question.tooLong": MessageTemplate(
      "السؤال طويل جدًا؛ اجعله أقل من {limit} حرف."),
    "error.help.answer.tooLong": MessageTemplate(
      "الجواب طويل جدًا؛ اجعله أقل من {limit} حرف."),
    "error.help.gone": MessageTemplate(
      "لا يوجد طلب مساعدة بهذا المعرّف (ربما حُذف)."),
  ]

  /// An Arabic noun: singular, dual, plural (after 3–10), accusative singular (after 11–99, and as an
  /// indefinite object), definite singular and definite plural. After 100 and 0 the singular.
  static func arabicNoun(
    _ singular: String, _ dual: String, _ plural: String, _ accusative: String, _ definite: String,
    _ definitePlural: String
  ) -> MessageTemplate {
    .noun([
      "zero": singular, "one": singular, "two": dual, "few": plural, "many": accusative, "other": singular,
      "indefinite": singular, "definite": definite, "acc": accusative, "defpl": definitePlural,
    ])
  }
}
