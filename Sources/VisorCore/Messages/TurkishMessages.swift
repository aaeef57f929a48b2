import Foundation

extension MessageCatalogue {
  /// Visor's sentences in Turkish. Nouns add `gen` ("köpeğin", for "köpeğin rengi"); an indefinite
  /// object needs no case ("bir köpek görüyorum", "köpek görmüyorum"), and a noun after a number
  /// stays singular. "{count} yüz" would be heard as a hundred, so faces are counted as "yüz sayısı".
  /// A classifier's label comes bare, after a colon.
  public static let turkish = MessageCatalogue(
    language: "tr", plural: .oneOther,
    templates: turkishTemplates.merging(cliTurkish) { own, _ in own }
      .merging(errorTemplates("tr")) { own, _ in own })

  static let turkishTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} ve {second}"),
    "list.many": MessageTemplate("{head} ve {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Kimse yanıt veremedi; yeniden deneyin ya da arayın."),
    "help.withdrawn": MessageTemplate("Soran kişi bu isteği geri çekti."),
    "call.ended": MessageTemplate("Arama sona erdi."),
    "call.missed": MessageTemplate("Aramayı kimse yanıtlamadı; yeniden deneyin ya da başka birine sorun."),
    "speech.noVoice": MessageTemplate(
      "Burada {language} için yüklü bir ses yok, bu yüzden İngilizce ses konuşuyor."),
    "speech.silent": MessageTemplate("Kayıt sessiz; mikrofonu kontrol edin ve yeniden kaydedin."),
    "speech.languageUnheard": MessageTemplate(
      "{model} yalnızca {languages} anlıyor, bu yüzden \"{language}\" dilini yazıya dökemez; çok dilli local/whisper-base modelini kullanın (GET /api/v1/models modelleri listeler) ya da \"language\" alanını göndermeyin."
    ),

    "answer.yes": MessageTemplate("Evet."),
    "answer.no": MessageTemplate("Hayır."),
    "answer.refusal": MessageTemplate(
      "Bunu bir görme modeli yanıtlayabilir; bu Visor'ı yöneten kişi Ayarlar → Modeller bölümünden bir tane ekleyebilir."
    ),
    "answer.classifierMissing": MessageTemplate(
      "Görüntü sınıflandırıcı kurulu değil, bu yüzden söyleyemem (scripts/setup-classifier.sh komutunu çalıştırın)."
    ),

    "answer.subject.looksLike": MessageTemplate("Şuna benziyor: {thing}."),
    "answer.subject.probably": MessageTemplate("Büyük olasılıkla: {thing}."),
    "answer.subject.unsure": MessageTemplate("Bunun ne olduğundan emin değilim."),
    "answer.subject.sign": MessageTemplate("Üzerinde {text} yazan bir tabela ya da etiket."),
    "answer.subject.shopfront": MessageTemplate("Üzerinde {text} yazan bir dükkân cephesi."),

    "answer.presence.yes": MessageTemplate("Evet, {thing} görüyorum."),
    "answer.presence.seen": MessageTemplate("{thing} görüyorum."),
    "answer.presence.looksLike": MessageTemplate("Şuna benziyor: {kind}."),
    "answer.presence.mightBe": MessageTemplate("Şu olabilir: {kind}."),
    "answer.presence.possibly": MessageTemplate("Belki {thing} var, ama emin değilim."),
    "answer.presence.notSeen": MessageTemplate("{thing:bare} görmüyorum; bu şuna benziyor: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("{thing:bare} görmüyorum."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Bir fotoğrafta yalnızca ana konuyu söylerim; küçük ya da arka plandaki bir şeyi kaçırabilirim."),
    "answer.presence.cannotTell": MessageTemplate("Burada {thing:bare} olup olmadığını söyleyemem."),

    "answer.count.cannot": MessageTemplate(
      "Çevrimdışıyken {things:bare} sayısını söyleyemem; yalnızca insanları, yüzleri ve barkodları sayarım."),
    "answer.count.cannotThose": MessageTemplate(
      "Çevrimdışıyken bunları sayamam; yalnızca insanları, yüzleri ve barkodları sayarım."),
    "answer.count.faces": .plural(
      "count", [.one: "Bir yüz görüyorum.", .other: "Gördüğüm yüz sayısı: {count}."]),
    "answer.count.codes": .plural(
      "count", [.one: "Bir kod okuyabiliyorum.", .other: "{count} kod okuyabiliyorum."]),

    "answer.people.count": .plural(
      "count", [.one: "Bir kişi görüyorum: {places}.", .other: "{count} kişi görüyorum: {places}."]),
    "answer.people.countMore": MessageTemplate("{count} kişi görüyorum: {places} ve diğerleri."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("biri {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("biri {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} kişi {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} kişi {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("yüzü size dönük"),
    "place.facing.side": MessageTemplate("yan dönmüş"),
    "place.facing.away": MessageTemplate("arkası dönük"),
    "answer.people.none": MessageTemplate(
      "Yüz ya da insan görmüyorum. Küçük, oturan, arkası dönük ya da kısmen gizli insanları kaçırabilirim."),
    "answer.people.animalFace": MessageTemplate(
      "Bir yüz buldum ama {animal:gen} yüzü olabilir; bu yüzden burada bir insan olup olmadığını söyleyemem."),
    "answer.people.detectorMissing": MessageTemplate(
      "Yüz algılayıcı kurulu değil, bu yüzden insanları sayamam (opencv-data paketini kurun)."),
    "live.someone": MessageTemplate("Biri {place}."),
    "live.nobody": MessageTemplate("Şu an kimse yok."),
    "live.peopleNow": .plural("count", [.one: "Şu an bir kişi var.", .other: "Şu an {count} kişi var."]),
    "face.named": MessageTemplate("{name} {side}, {distance}."),
    "face.someone": MessageTemplate("Tanımadığım biri {side}, {distance}."),
    "find.found": MessageTemplate("“{name}” saat {clock} yönünde, {distance}."),
    "find.lookAlike": MessageTemplate(
      "“{name}” gibi bir şey saat {clock} yönünde, {distance}, ama rengi farklı; başka bir eşya olabilir."),
    "find.notSeen": MessageTemplate("“{name}” görünmüyor."),
    "live.thing.centred": MessageTemplate("“{name}” ortada, {distance}."),
    "live.known.clock": MessageTemplate("{name} saat {clock} yönünde, {distance}."),
    "live.known.centred": MessageTemplate("{name} ortada, {distance}."),
    "live.known.notSeen": MessageTemplate("{name} görünmüyor."),
    "place.left": MessageTemplate("solda"),
    "place.centre": MessageTemplate("ortada"),
    "place.right": MessageTemplate("sağda"),
    "place.near": MessageTemplate("yakında"),
    "place.far": MessageTemplate("daha uzakta"),

    "answer.location.cannot": MessageTemplate(
      "Çevrimdışıyken şeylerin resimde nerede olduğunu söyleyemem; yalnızca insanların yerini söyleyebilirim."
    ),

    "colour.mostly": MessageTemplate("çoğunlukla {first}"),
    "colour.mostlyTwo": MessageTemplate("çoğunlukla {first} ve {second}"),
    "answer.colour.it": MessageTemplate("Rengi: {colours}."),
    "answer.colour.subject": MessageTemplate("{thing:gen} rengi: {colours}."),
    "answer.colour.picture": MessageTemplate(
      "Tek bir konu seçemiyorum; resmin tamamının rengi: {colours}."),
    "answer.colour.pictureAside": MessageTemplate("Resmin tamamının rengi: {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate("{thing:gen} rengini arka plandan ayıramıyorum."),
    "answer.colour.cannotSeparateIt": MessageTemplate("Rengini arka plandan ayıramıyorum."),
    "answer.colour.notSure": MessageTemplate(
      "Burada {thing:bare} olduğundan emin değilim, bu yüzden rengini söyleyemem."),
    "answer.colour.unmeasured": MessageTemplate("Bu fotoğraftaki renkleri ölçemedim."),

    "answer.reading.says": MessageTemplate("Şöyle yazıyor: {text}."),
    "answer.reading.thinkSays": MessageTemplate("Sanırım şöyle yazıyor: {text}."),
    "answer.reading.blurred": MessageTemplate(
      "Yazı okunamayacak kadar bulanık; telefonu sabit tutun ve çekmeden önce odaklanmasını bekleyin."),
    "answer.reading.photoBlurred": MessageTemplate(
      "Fotoğraf okunamayacak kadar bulanık; telefonu sabit tutun ve çekmeden önce odaklanmasını bekleyin."),
    "answer.reading.tooDark": MessageTemplate(
      "Okumak için çok karanlık; bir ışık açın ya da daha aydınlık bir yere geçin ve telefonu sabit tutun."),
    "answer.reading.readerMissing": MessageTemplate(
      "Metin okuyucu kurulu değil, bu yüzden metin okuyamam (tesseract-ocr-eng paketini kurun)."),
    "answer.reading.none": MessageTemplate(
      "Okunabilir bir metin bulamıyorum. Telefonu sabit ve biraz daha yakın tutun, metin iyi aydınlansın."),
    "answer.reading.noPage": MessageTemplate(
      "Burada bir sayfa okuyamıyorum. Telefonu sayfanın yaklaşık 30 cm üstünde sabit tutun; sayfanın tamamı "
        + "kadrajda ve iyi aydınlanmış olsun."),
    "answer.reading.unknownScript": MessageTemplate(
      "Yazı görüyorum ama okuyamadığım bir alfabede."),
    "answer.reading.alsoUnknownScript": MessageTemplate("Okuyamadığım bir alfabede yazı da var."),
    "answer.reading.otherScript": MessageTemplate("{script} alfabesiyle yazılmış bir yazı var: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "{script} alfabesiyle yazılmış bir yazı var ama ne yazdığını çıkaramıyorum."),
    "answer.reading.script.latin": MessageTemplate("Latin"),
    "answer.reading.script.cyrillic": MessageTemplate("Kiril"),
    "answer.reading.script.greek": MessageTemplate("Yunan"),
    "answer.reading.script.arabic": MessageTemplate("Arap"),
    "answer.reading.script.devanagari": MessageTemplate("Devanagari"),
    "answer.reading.script.hebrew": MessageTemplate("İbrani"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Burada {script} alfabesini okuyamıyorum: okuyucusu yüklü değil (scripts/setup.sh --languages {pack}). Onun yerine Latin harflerini okuyorum."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "{script} alfabesi okuyucum zayıf, bu yüzden bu okumada hatalar olabilir."),
    "answer.code.one": MessageTemplate("Bu {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Bir barkod görüyorum ama okuyamıyorum; telefonu sabit ve daha yakın tutun."),
    "answer.code.tooDark": MessageTemplate(
      "Barkod bulmak için çok karanlık; bir ışık açın ya da daha aydınlık bir yere geçin."),
    "answer.code.photoBlurred": MessageTemplate(
      "Fotoğraf kod bulmak için fazla bulanık; telefonu sabit tutun ve çekmeden önce odaklanmasını bekleyin."),
    "answer.code.none": MessageTemplate(
      "Barkod ya da QR kod görmüyorum. Kodu kadrajın ortasında, bir karış uzakta düz tutun."),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("Ayrıca {code} var."),
    "answer.code.noText": MessageTemplate("Okunacak yazı yok ama {code} var."),

    "answer.light.unmeasured": MessageTemplate("Bu fotoğraftaki ışığı ölçemedim."),
    "answer.light.dark": MessageTemplate("Karanlık: ışık düzeyi 100 üzerinden {level}."),
    "answer.light.dim": MessageTemplate("Loş: ışık düzeyi 100 üzerinden {level}."),
    "answer.light.bright": MessageTemplate("Aydınlık: ışık düzeyi 100 üzerinden {level}."),
    "answer.light.from.left": MessageTemplate("Işık soldan geliyor."),
    "answer.light.from.right": MessageTemplate("Işık sağdan geliyor."),
    "answer.light.from.above": MessageTemplate("Işık yukarıdan geliyor."),
    "answer.light.from.below": MessageTemplate("Işık aşağıdan geliyor."),
    "answer.light.even": MessageTemplate("Işık oldukça eşit."),

    "answer.needsPhoto": MessageTemplate(
      "Bunu yanıtlamak için bir fotoğraf gerekiyor. Bir fotoğraf çekin ya da ekleyin ve yeniden sorun."),
    "describe.mostlyText": MessageTemplate("Bu çoğunlukla metin. Şöyle yazıyor: {text}."),
    "describe.picture": MessageTemplate("Resmin rengi: {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}; rengi: {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "Görüntü sınıflandırıcı kurulu değil, bu yüzden bunun ne olduğunu söyleyemem (scripts/setup-classifier.sh komutunu çalıştırın)."
    ),
    "describe.canRead": MessageTemplate("Şunu okuyabiliyorum: {text}."),
    "describe.code": MessageTemplate("Burada {code} var."),
    "describe.maybeCat": MessageTemplate("Bir kedi de olabilir."),
    "describe.nothing": MessageTemplate("Çevrimdışıyken bu fotoğraf hakkında bir şey söyleyemem."),
    "subject.looksLike": MessageTemplate("Şuna benziyor: {thing}"),
    "subject.probably": MessageTemplate("Büyük olasılıkla: {thing}"),
    "subject.mightBe": MessageTemplate("Bunun ne olduğundan emin değilim; şu olabilir: {thing}"),
    "subject.mightBeEither": MessageTemplate(
      "Bunun ne olduğundan emin değilim; şunlardan biri olabilir: {first} ya da {second}"),
    "subject.group": MessageTemplate("Şuna benziyor: {group}"),
    "subject.groupMember": MessageTemplate("Şuna benziyor: {group} (büyük olasılıkla {member})"),

    "colour.centre": MessageTemplate("Ortadaki renk: {colour}."),
    "colour.pictureMostly": MessageTemplate("Resmin ağırlıklı rengi: {colour}."),

    "car.looksLike": MessageTemplate("Bir arabaya benziyor."),
    "car.looksLikeBody": MessageTemplate("Bir arabaya benziyor (büyük olasılıkla: {body})."),
    "car.notCar": MessageTemplate("Bunun bir araba olduğunu sanmıyorum."),
    "car.makeNeedsModel": MessageTemplate("Markasını ve modelini söylemek için bir görme modeli gerekir."),
    "car.noCar": MessageTemplate(
      "Bu fotoğrafta araba görmüyorum. Arabanın kadrajın çoğunu doldurduğu bir fotoğraf deneyin ya da kırpın."
    ),
    "car.offline": MessageTemplate(
      "Çevrimdışıyken yalnızca kasa tipini ve rengi söyleyebilirim; marka, model ve teknik özellikler için bir görme "
        + "modeli gerekir; bu Visor'ı yöneten kişi Ayarlar → Modeller bölümünden ekleyebilir."),
    "recognize.notFound": MessageTemplate(
      "Bu fotoğrafta şunu görmüyorum: {subject}; daha yakından bir fotoğraf deneyin ya da kırpın."),
    "cute.classifierMissing": MessageTemplate(
      "Görüntü sınıflandırıcı kurulu değil, bu yüzden karar veremem (scripts/setup-classifier.sh komutunu çalıştırın)."
    ),
    "cute.yes": MessageTemplate("Evet, sevimli: bunun sevimli bir hayvan olduğundan %{percent} eminim."),
    "cute.no": MessageTemplate(
      "Ölçümüme göre hayır: bunun sevimli bir hayvan olmadığından %{percent} eminim (sevimli olarak yalnızca köpekleri, "
        + "kedileri, tavşanları, pandaları ve birkaç hayvanı daha tanırım)."),

    "code.kind.qr": MessageTemplate("bir QR kod"),
    "code.kind.barcode": MessageTemplate("bir {symbology} barkodu"),
    "code.kind.barcodeAn": MessageTemplate("bir {symbology} barkodu"),
    "code.binary": MessageTemplate(
      "{count} baytlık ikili veri içeren, metin olmadığı için okuyamadığım {kind}"),
    "code.empty": MessageTemplate("boş {kind}"),
    "code.isbn": MessageTemplate("bir kitabın ISBN numarası: {code}"),
    "code.ean13": MessageTemplate("bir EAN-13 ürün kodu: {code}"),
    "code.product": MessageTemplate("bir {symbology} ürün kodu: {code}"),
    "code.productAn": MessageTemplate("bir {symbology} ürün kodu: {code}"),
    "code.link": MessageTemplate("{address} adresine bağlantı içeren {kind}"),
    "code.linkParameters": MessageTemplate(" (ek parametrelerle)"),
    "code.linkInsecure": MessageTemplate("; güvenli bir bağlantı değil"),
    "code.wifi.noName": MessageTemplate("adsız"),
    "code.wifi.secured": MessageTemplate("{name} Wi-Fi ağı için {kind} ({security}, şifre dahil)"),
    "code.wifi.open": MessageTemplate("{name} Wi-Fi ağı için {kind} (açık, şifresiz)"),
    "code.email": MessageTemplate("e-posta adresi içeren {kind}: {address}"),
    "code.phone": MessageTemplate("telefon numarası içeren {kind}: {number}"),
    "code.contact": MessageTemplate("kişi kartı içeren {kind}"),
    "code.contactFor": MessageTemplate("kişi kartı içeren {kind}: {name}"),
    "code.long": MessageTemplate(
      "{count} karakterlik, okunamayacak kadar uzun metin içeren {kind}; şöyle başlıyor: '{start}'"),
    "code.says": MessageTemplate("'{text}' yazan {kind}"),

    "page.fills": MessageTemplate(
      "Sayfa kadrajdan büyük; dört kenar da görünene kadar telefonu uzaklaştırın."),
    "page.edge.left": MessageTemplate("sol"),
    "page.edge.right": MessageTemplate("sağ"),
    "page.edge.top": MessageTemplate("üst"),
    "page.edge.bottom": MessageTemplate("alt"),
    "page.towards.left": MessageTemplate("sola"),
    "page.towards.right": MessageTemplate("sağa"),
    "page.towards.top": MessageTemplate("yukarı"),
    "page.towards.bottom": MessageTemplate("aşağı"),
    "page.cut.one": MessageTemplate(
      "Sayfanın {edge} kenarı kesik; telefonu uzaklaştırın ve biraz {towards} kaydırın."),
    "page.cut.two": MessageTemplate(
      "Sayfanın {first} ve {second} kenarları kesik; telefonu uzaklaştırın ve biraz {towards} kaydırın."),
    "page.cut.opposite": MessageTemplate(
      "Sayfanın {first} ve {second} kenarları kesik; telefonu uzaklaştırın."),
    "page.tilted.clockwise": MessageTemplate(
      "Sayfa eğik; satırları düzeltmek için telefonu biraz saat yönünde çevirin."),
    "page.tilted.anticlockwise": MessageTemplate(
      "Sayfa eğik; satırları düzeltmek için telefonu biraz saatin tersi yönünde çevirin."),
    "page.small": MessageTemplate("Metin kadrajda küçük; telefonu sayfaya yaklaştırın."),

    "live.target.person": MessageTemplate("Bir kişi"),
    "live.target.face": MessageTemplate("Bir yüz"),
    "live.target.text": MessageTemplate("Metin"),
    "live.target.barcode": MessageTemplate("Bir kod"),
    "live.near": MessageTemplate("yakında"),
    "live.far": MessageTemplate("uzakta"),
    "live.found.clock": MessageTemplate("{target} saat {hour} yönünde, {distance}."),
    "live.found.centred": MessageTemplate("{target} ortada, {distance}."),
    "live.lost.person": MessageTemplate("Şu an kimseyi görmüyorum."),
    "live.lost.face": MessageTemplate("Şu an yüz görmüyorum."),
    "live.lost.text": MessageTemplate("Şu an metin görmüyorum."),
    "live.lost.barcode": MessageTemplate("Şu an kod görmüyorum."),
    "live.code": MessageTemplate("Bu {code}."),
    "live.emptyQuestion": MessageTemplate(
      "Soru boş; kameranın gördükleri hakkında ne öğrenmek istediğinizi yazın."),
    "live.askBeforeFrame": MessageTemplate(
      "Önce bir kare gönderin (ikili mesaj olarak bir JPEG ya da PNG), sonra onu sorun."),
    "live.stillAnswering": MessageTemplate(
      "Hâlâ son sorunuzu yanıtlıyorum; yanıt bitince yeniden sorun."),
    "live.sceneMissing": MessageTemplate(
      "Çevrimdışı sahne motoru kurulu değil, bu yüzden canlı mod çalışamaz; yerel modelleri kurmak için `make run` çalıştırın."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor izin verdiği kadar canlı oturum çalıştırıyor; bir dakika sonra yeniden deneyin ya da bir yöneticiden --max-live-sessions değerini artırmasını isteyin."
    ),
    "live.idle": MessageTemplate(
      "Canlı oturum bir dakika boyunca boşta kaldı ve sona erdi; devam etmek için canlı modu yeniden açın."),
    "live.replaced": MessageTemplate(
      "Canlı mod aynı hesapla başka bir yerde açıldı, bu yüzden bu oturum sona erdi."),
    "live.shutdown": MessageTemplate("Visor kapanıyor; geri geldiğinde canlı modu yeniden açın."),

    "realtime.offlineLimits": MessageTemplate(
      "Ben küçük çevrimdışı modelim: bilgileri yanlış verebilirim ve yalnızca gönderdiğiniz fotoğrafı görürüm."
    ),
    "realtime.silent": MessageTemplate("Kayıt sessiz; hiçbir şey duyulmadı."),
    "realtime.noSpeechModel": MessageTemplate(
      "Yanıtı seslendirecek bir ses kurulu değil; yanıt metin olarak gönderiliyor."),
    "realtime.idle": MessageTemplate(
      "10 dakika boyunca hiçbir şey gelmedi; konuşma kapandı. Devam etmek için yeni bir konuşma açın."),
    "realtime.shutdown": MessageTemplate("Sunucu yeniden başlıyor; birazdan konuşmayı yeniden açın."),
    "realtime.slowClient": MessageTemplate(
      "İstemci okumayı bıraktı; konuşma kapandı. Olayları geldikçe okuyun."),
    "realtime.tooManySessions": MessageTemplate(
      "Bu sunucuda çok fazla canlı oturum ve konuşma açık; birini kapatın ya da bir dakika sonra yeniden deneyin."
    ),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}; marka ve model için bir görme modeli gerekir."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Garajınıza kaydedildi."),
    "recognize.someInvalid": MessageTemplate(
      "Bazı yanıtlar doğrulamadan geçemedi ve bilinmiyor olarak bırakıldı: {fields}."),
    "cute.meter": MessageTemplate("%{percent} sevimli. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Çok tatlı!"),
    "cute.verdict.pretty": MessageTemplate("Epey sevimli."),
    "cute.verdict.kindOf": MessageTemplate("Biraz sevimli."),
    "cute.verdict.not": MessageTemplate("Pek sevimli değil."),
    "classify.label.cute": MessageTemplate("sevimli"),
    "classify.label.notcute": MessageTemplate("sevimli değil"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Çevrimdışı fotoğraf bilgileri: muhtemelen ne olduğu (ImageNet), okuyabildiği yazı ve sayfalar, kişiler, barkodlar, kediler, renkler ve ışık. Söyleyemediğini söyler; tam yanıtlar için bir görüntü sağlayıcısı yapılandırın."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Kurulu değil: `make run` komutunu çalıştırın (scripts/setup-classifier.sh, EfficientNet-Lite0'ı dönüştürür)."
    ),
    "model.note.imagenet": MessageTemplate("EfficientNet-Lite0, 1000 ImageNet sınıfı, 224×224 giriş."),
    "model.note.cute": MessageTemplate(
      "Sevimli hayvan algılayıcısı (cute / notcute): ImageNet'in hayvan sınıflarından ve kedi yüzlerinden türetilir (bkz. docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate("Yerel yardımcı süreçler bu yapılandırmada kapalı."),
    "model.note.workersMissing": MessageTemplate(
      "Kurulu değil: `make run` komutunu çalıştırın (scripts/setup-models.sh, Python sürecini ve modelleri kurar)."
    ),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), 99 dilde çevrimdışı konuşmadan yazıya: kişinin dili söylenir ya da dili kendisi algılar."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), çevrimdışı konuşmadan yazıya. Yalnızca İngilizce; diğer diller için local/whisper-base kullanın."
    ),
    "model.note.piper": MessageTemplate("Piper sinirsel sesi \"joe\": yalnızca İngilizce."),
    "model.note.flite": MessageTemplate("flite, yerleşik yedek sesler (robotik): yalnızca İngilizce."),
    "model.note.pico": MessageTemplate(
      "Fransızca, İspanyolca, Almanca ve İtalyanca için SVOX Pico sesleri, bu dillerin en anlaşılır çevrimdışı sesleri; ayrı bir program olarak çalışır."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico kurulu değil (espeak-ng ve Festival Fransızca, İspanyolca, Almanca ve İtalyancayı daha az anlaşılır konuşur); scripts/setup.sh ile kurun."
    ),
    "model.note.festival": MessageTemplate(
      "İtalyanca ve Rusça için Festival sesleri, espeak-ng'ninkilerden daha anlaşılır; ayrı bir program olarak çalışır."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "Festival'in İtalyanca ve Rusça sesleri kurulu değil (bu dilleri espeak-ng konuşur); scripts/setup.sh ile kurun."
    ),
    "model.note.espeak": MessageTemplate(
      "İspanyolca, Fransızca, Almanca, Portekizce, İtalyanca, Lehçe, Türkçe, Rusça ve Arapça için espeak-ng sesleri: robotik ama anlaşılır, ayrı bir program olarak çalışır. Kişinin dili İngilizce olmadığında kullanılır."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng kurulu değil, bu yüzden İngilizce dışındaki dilleri İngilizce ses okur; scripts/setup.sh ile kurun."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Kurulu değil: `make run` komutunu çalıştırın (scripts/setup-models.sh, llama.cpp ve SmolLM2'yi kurar)."
    ),
    "model.note.smollm": MessageTemplate(
      "llama.cpp ile SmolLM2-135M-Instruct: sohbet için küçük ve hızlı; bilgi uydurur, bu yüzden ona asla bir fotoğrafı sormayın."
    ),
    "voice.note.joe": MessageTemplate("Sinirsel ses, Amerikan İngilizcesi."),
    "voice.note.flite": MessageTemplate(
      "Robotik ses (flite), Amerikan İngilizcesi: Piper yokken kullanılan yedek."),
    "voice.note.pico": MessageTemplate(
      "Sentetik ses (SVOX Pico), {name}: anlaşılır ama makine olduğu belli."),
    "voice.note.festival": MessageTemplate(
      "Robotik ses (Festival), {name}: espeak-ng'den daha anlaşılır ama makine olduğu belli."),
    "voice.note.mbrola": MessageTemplate(
      "Robotik ses (espeak-ng üzerinden MBROLA difonları {mbrola}), {name}: espeak-ng'nin kendi sesinden daha anlaşılır ama makine olduğu belli."
    ),
    "voice.note.espeak": MessageTemplate(
      "Robotik ses (espeak-ng formant sentezi), {name}: anlaşılır ama makine olduğu belli."),
    "voice.name.spanishSpain": MessageTemplate("İspanyolca (İspanya)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("İspanyolca (Latin Amerika)"),
    "voice.name.french": MessageTemplate("Fransızca"),
    "voice.name.german": MessageTemplate("Almanca"),
    "voice.name.portuguesePortugal": MessageTemplate("Portekizce (Portekiz)"),
    "voice.name.portugueseBrazil": MessageTemplate("Portekizce (Brezilya)"),
    "voice.name.italian": MessageTemplate("İtalyanca"),
    "voice.name.polish": MessageTemplate("Lehçe"),
    "voice.name.turkish": MessageTemplate("Türkçe"),
    "voice.name.russian": MessageTemplate("Rusça"),
    "voice.name.arabic": MessageTemplate("Arapça"),
    "voice.name.italianLP": MessageTemplate("İtalyanca (lp, difon)"),
    "voice.name.russianNSH": MessageTemplate("Rusça (nsh, birim seçimi)"),

    // Nouns: bare singular, plural, "bir" indefinite, gen (genitive, for "…in rengi").
    "thing.person": turkishNoun("kişi", "kişiler", "kişinin"),
    "thing.face": turkishNoun("yüz", "yüzler", "yüzün"),
    "thing.code": turkishNoun("kod", "kodlar", "kodun"),
    "thing.bigCat": turkishNoun("büyük kedi", "büyük kediler", "büyük kedinin"),
    "thing.dog": turkishNoun("köpek", "köpekler", "köpeğin"),
    "thing.wolf": turkishNoun("kurt", "kurtlar", "kurdun"),
    "thing.fox": turkishNoun("tilki", "tilkiler", "tilkinin"),
    "thing.canine": turkishNoun("köpekgil", "köpekgiller", "köpekgilin"),
    "thing.cat": turkishNoun("kedi", "kediler", "kedinin"),
    "thing.feline": turkishNoun("kedigil", "kedigiller", "kedigilin"),
    "thing.bear": turkishNoun("ayı", "ayılar", "ayının"),
    "thing.bird": turkishNoun("kuş", "kuşlar", "kuşun"),
    "thing.fish": turkishNoun("balık", "balıklar", "balığın"),
    "thing.snake": turkishNoun("yılan", "yılanlar", "yılanın"),
    "thing.lizard": turkishNoun("kertenkele", "kertenkeleler", "kertenkelenin"),
    "thing.turtle": turkishNoun("kaplumbağa", "kaplumbağalar", "kaplumbağanın"),
    "thing.reptile": turkishNoun("sürüngen", "sürüngenler", "sürüngenin"),
    "thing.frog": turkishNoun("kurbağa", "kurbağalar", "kurbağanın"),
    "thing.butterfly": turkishNoun("kelebek", "kelebekler", "kelebeğin"),
    "thing.insect": turkishNoun("böcek", "böcekler", "böceğin"),
    "thing.spider": turkishNoun("örümcek", "örümcekler", "örümceğin"),
    "thing.rabbit": turkishNoun("tavşan", "tavşanlar", "tavşanın"),
    "thing.squirrel": turkishNoun("sincap", "sincaplar", "sincabın"),
    "thing.rodent": turkishNoun("kemirgen", "kemirgenler", "kemirgenin"),
    "thing.horse": turkishNoun("at", "atlar", "atın"),
    "thing.zebra": turkishNoun("zebra", "zebralar", "zebranın"),
    "thing.pig": turkishNoun("domuz", "domuzlar", "domuzun"),
    "thing.cow": turkishNoun("inek", "inekler", "ineğin"),
    "thing.sheep": turkishNoun("koyun", "koyunlar", "koyunun"),
    "thing.monkey": turkishNoun("maymun", "maymunlar", "maymunun"),
    "thing.elephant": turkishNoun("fil", "filler", "filin"),
    "thing.panda": turkishNoun("panda", "pandalar", "pandanın"),
    "thing.pet": turkishNoun("evcil hayvan", "evcil hayvanlar", "evcil hayvanın"),
    "thing.mammal": turkishNoun("memeli", "memeliler", "memelinin"),
    "thing.animal": turkishNoun("hayvan", "hayvanlar", "hayvanın"),
    "thing.car": turkishNoun("araba", "arabalar", "arabanın"),
    "thing.truck": turkishNoun("kamyon", "kamyonlar", "kamyonun"),
    "thing.bus": turkishNoun("otobüs", "otobüsler", "otobüsün"),
    "thing.bicycle": turkishNoun("bisiklet", "bisikletler", "bisikletin"),
    "thing.motorbike": turkishNoun("motosiklet", "motosikletler", "motosikletin"),
    "thing.train": turkishNoun("tren", "trenler", "trenin"),
    "thing.boat": turkishNoun("tekne", "tekneler", "teknenin"),
    "thing.aircraft": turkishNoun("uçak", "uçaklar", "uçağın"),
    "thing.vehicle": turkishNoun("taşıt", "taşıtlar", "taşıtın"),
    "thing.apple": turkishNoun("elma", "elmalar", "elmanın"),
    "thing.fruit": turkishNoun("meyve", "meyveler", "meyvenin"),
    "thing.vegetable": turkishNoun("sebze", "sebzeler", "sebzenin"),
    "thing.food": turkishNoun("yiyecek", "yiyecekler", "yiyeceğin"),
    "thing.flower": turkishNoun("çiçek", "çiçekler", "çiçeğin"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "\"{name}\", {low} ile {high} arasında bir tam sayı olmalı; bu aralıkta bir değer gönderin (varsayılan: {default})."
    ),
    "request.unknownField": MessageTemplate("Bilinmeyen alan \"{field}\"; kabul edilen alanlar: {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "Bu hesap dakikada {count} istek yapabilir",
        .other: "Bu hesap dakikada {count} istek yapabilir",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "Bu hesap günde {count} analiz çalıştırabilir",
        .other: "Bu hesap günde {count} analiz çalıştırabilir",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (bir yönetici böyle ayarladı); artırması için bir yöneticiye başvurun."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} ve sınıra ulaştı; sınır {wait} saniye sonra, saat {time} UTC'de sıfırlanır.",
        .other: "{may} ve sınıra ulaştı; sınır {wait} saniye sonra, saat {time} UTC'de sıfırlanır.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} sn"),
    "duration.minutes": MessageTemplate("{minutes} dk"),
    "duration.hoursMinutes": MessageTemplate("{hours} sa {minutes} dk"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} ve sınıra ulaştı; kota gece yarısı UTC'de, {duration} sonra sıfırlanır; ya da artırması için bir yöneticiye başvurun."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "İstek {limit} sınırını aşıyor; daha küçük bir dosya gönderin (örneğin önce görüntüyü küçültün)."),
    "error.photosBusy": .plural(
      "wait",
      [
        .one:
          "Visor başka kişilerin fotoğraflarıyla meşgul; bu fotoğrafı {wait} saniye sonra yeniden gönderin.",
        .other:
          "Visor başka kişilerin fotoğraflarıyla meşgul; bu fotoğrafı {wait} saniye sonra yeniden gönderin.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "Kullanıcı adı ya da parola yanlış; kontrol edip yeniden deneyin."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Çok fazla başarısız giriş denemesi; {wait} saniye bekleyip yeniden deneyin.",
        .other: "Çok fazla başarısız giriş denemesi; {wait} saniye bekleyip yeniden deneyin.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Çok fazla yanlış kod; {wait} saniye bekleyip yeniden deneyin.",
        .other: "Çok fazla yanlış kod; {wait} saniye bekleyip yeniden deneyin.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Bu giriş kodu yanlış, süresi dolmuş ya da zaten kullanılmış; yenisi için `visor users code AD` komutunu çalıştırın ya da bir yöneticiye başvurun."
    ),
    "error.signIn.required": MessageTemplate(
      "Önce giriş yapın: `Authorization: Bearer <token>` gönderin (`visor users token AD` ile bir tane oluşturun) ya da web uygulamasında oturum açın."
    ),
    "error.signIn.badToken": MessageTemplate(
      "API anahtarı geçerli değil (yanlış, iptal edilmiş ya da kullanıcısı silinmiş); `visor users token AD` ile ya da Ayarlar'da yenisini oluşturun."
    ),
    "error.signIn.csrf": MessageTemplate(
      "Bu istekte oturumunuzun X-CSRF-Token başlığı eksik; web uygulamasını yeniden yükleyip tekrar deneyin."),
    "error.password.current": MessageTemplate(
      "Mevcut parola yanlış; yeniden yazın."),
    "error.password.weak": MessageTemplate(
      "Parola en az 8 karakter olmalı; daha uzun bir parola seçin."),
    "error.account.gone": MessageTemplate(
      "Bu hesap artık yok; yeniden giriş yapın."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "On dakikada çok fazla arama yapıldı; {seconds} saniye bekleyip yeniden deneyin.",
        .other: "On dakikada çok fazla arama yapıldı; {seconds} saniye bekleyip yeniden deneyin.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Bu isteği başka bir yardımcı zaten üstlendi; ona bırakın ya da bekleyen diğer isteklere bakın."),
    "error.code.help_closed": MessageTemplate(
      "Bu istek artık açık değil (yanıtlandı ya da süresi doldu); soran kişinin yeniden sormasını bekleyin."),
    "error.code.helper_unavailable": MessageTemplate(
      "Bu yardımcıya şu anda ulaşılamıyor (Visor'u kapalı ya da bir aramada); bunun yerine fotoğraf gönderin ya da daha sonra yeniden deneyin."
    ),
    "error.code.no_speech": MessageTemplate(
      "Hiç söz duyulmadı; açıkça konuşup yeniden kaydedin ya da soruyu yazın."),
    "error.image.emptyField": MessageTemplate(
      "\"image\" alanı boş; fotoğrafı ekleyin."),
    "error.image.emptyBody": MessageTemplate(
      "İstek boş; fotoğrafı gönderin."),
    "error.audio.emptyField": MessageTemplate(
      "\"audio\" alanı boş; kaydı ekleyin."),
    "error.audio.empty": MessageTemplate(
      "Ses boş. Birkaç saniye konuşarak kaydedin ve yeniden deneyin."),
    "error.noSpeech.question": MessageTemplate(
      "Sesli soruda hiç söz duyulmadı; deklanşörü basılı tutup açıkça konuşun ya da soruyu yazın."),
    "error.language.unsupported": MessageTemplate(
      "\"{field}\", Visor'un desteklediği bir dil olmalı: {languages}. \"{tag}\" bunlardan biri değil; bunlardan birini gönderin (bölgeyle de olur: \"es-MX\")."
    ),
    "error.voice.unknown": MessageTemplate(
      "Buradaki hiçbir konuşma modelinde \"{voice}\" sesi yok; şunlardan birini seçin: {voices} (GET /api/v1/models her modelin seslerini listeler)."
    ),
    "error.voice.none": MessageTemplate(
      "Buradaki hiçbir konuşma modelinde \"{voice}\" sesi yok; hiç konuşma modeli yok, bu yüzden sesi boş bırakın (GET /api/v1/models her modelin seslerini listeler)."
    ),
    "error.chat.notFound": MessageTemplate(
      "Bu kimlikle bir sohbet yok; sohbetlerinizi GET /api/v1/chats ile listeleyin."),
    "error.analysis.notFound": MessageTemplate(
      "Bu kimlikle bir analiz yok; analizlerinizi GET /api/v1/analyses ile listeleyin."),
    "error.analysis.gone": MessageTemplate(
      "Bu kimlikle bir analiz yok (zaten silinmiş olabilir)."),
    "error.settings.accentColor": MessageTemplate(
      "Vurgu rengi (\"accentColor\"), \"#0a84ff\" gibi onaltılık bir renk olmalı."),
    "error.settings.displayName": MessageTemplate(
      "Görünen ad (\"displayName\") en fazla 64 karakter olabilir."),
    "error.account.lastAdmin": MessageTemplate(
      "Tek yönetici sizsiniz; bu hesabı silmeden önce başka bir kullanıcıyı yönetici yapın."),
    "error.car.notFound": MessageTemplate(
      "Garajınızda bu kimlikle bir araba yok; arabalarınızı GET /api/v1/cars ile listeleyin."),
    "error.record.notFound": MessageTemplate(
      "Bu kimlikle bir kayıt yok; kayıtları GET /api/v1/records ile listeleyin."),
    "error.known.exists": MessageTemplate(
      "\"{name}\" adını zaten öğrettiniz; başka bir ad seçin ya da yeni bir adla ekleyin."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "Dosya, Visor'ın okuyabileceği bir görüntü değil. JPEG, PNG, WebP, HEIC/HEIF ya da GIF görüntüsü gönderin."
    ),
    "error.image.truncated": MessageTemplate(
      "Görüntü verisi kesik ya da bozuk. Dosyanın tamamını yeniden yükleyin ya da yeniden kaydedip tekrar deneyin."
    ),
    "error.image.tooLarge": MessageTemplate(
      "Görüntü {width}×{height} piksel; {limit} piksel sınırından fazla. Küçültüp tekrar deneyin."),
    "error.audio.unreadable": MessageTemplate(
      "Yüklenen dosyada Visor'ın okuyabileceği ses yok. WebM/Opus, MP4/AAC, MP3, WAV, Ogg ya da FLAC ses gönderin."
    ),
    "error.audio.noTrack": MessageTemplate(
      "Yüklenen dosyada ses kanalı yok. WebM/Opus, MP4/AAC, MP3, WAV, Ogg ya da FLAC ses gönderin."),
    "error.audio.damaged": MessageTemplate(
      "Ses bozuk, çözülemedi. Yeniden kaydedin ya da WebM/Opus, MP4/AAC, MP3, WAV, Ogg veya FLAC ses gönderin."
    ),
    "error.audio.tooLong": MessageTemplate(
      "Ses, {seconds} sn sınırından uzun. Daha kısa bir soru kaydedip tekrar deneyin."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "Fotoğrafta bir yüz bulamıyorum; {name} adlı kişinin yüzünün net, karşıdan ve iyi aydınlatılmış olduğu bir fotoğraf gönderin."
    ),
    "error.face.none.nth": MessageTemplate(
      "{count} fotoğraftan {index}. fotoğrafta bir yüz bulamıyorum; {name} adlı kişinin yüzünün net, karşıdan ve iyi aydınlatılmış olduğu bir fotoğraf gönderin."
    ),
    "error.face.several.single": MessageTemplate(
      "Fotoğrafta birden fazla yüz var ({faces}); yalnızca {name} adlı kişinin olduğu fotoğraflar gönderin ya da diğerlerini kırpın."
    ),
    "error.face.several.nth": MessageTemplate(
      "{count} fotoğraftan {index}. fotoğrafta birden fazla yüz var ({faces}); yalnızca {name} adlı kişinin olduğu fotoğraflar gönderin ya da diğerlerini kırpın."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "Fotoğraf okunamadı: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "{count} fotoğraftan {index}. fotoğraf okunamadı: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Visor'ın tuttuğu en fazla yüz sayısına ({count}) zaten ulaştınız; önce birini silin."),
    "error.known.tooMany.things": MessageTemplate(
      "Visor'ın tuttuğu en fazla eşya sayısına ({count}) zaten ulaştınız; önce birini silin."),
    "error.known.name.person": MessageTemplate(
      "Kişi için bir \"name\" gönderin, örneğin \"Ana\"."),
    "error.known.name.thing": MessageTemplate(
      "Eşya için bir \"name\" gönderin, örneğin \"anahtarlar\"."),
    "error.thing.notTaught": MessageTemplate(
      "\"{name}\" adlı bir eşya öğretmediniz; Ayarlar → Eşyalar bölümünde ya da POST /api/v1/things ile öğretin."
    ),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} yardımcınız değil (ya da henüz kabul etmedi); yardımcılarınızdan birini arayın ya da {username} kişisini Ayarlar → Yardımcılar bölümünden davet edin."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} yardımcınız değil (ya da henüz kabul etmedi); yardımcılarınızdan birine sorun ya da {username} kişisini Ayarlar → Yardımcılar bölümünden davet edin."
    ),
    "error.helper.nobody": MessageTemplate(
      "Bu Visor'da \"{name}\" adında kimse yok; yazımı kontrol edin ya da bir yöneticiden eklemesini isteyin."
    ),
    "error.helper.self": MessageTemplate(
      "Kendi yardımcınız olamazsınız; bu Visor'dan başka birini davet edin."),
    "error.help.question.tooLong": MessageTemplate(
      "Soru çok uzun; {limit} karakterin altında tutun."),
    "error.help.answer.tooLong": MessageTemplate(
      "Yanıt çok uzun; {limit} karakterin altında tutun."),
    "error.help.gone": MessageTemplate(
      "Bu kimlikle bir yardım isteği yok (silinmiş olabilir)."),
  ]

  static func turkishNoun(_ one: String, _ other: String, _ genitive: String) -> MessageTemplate {
    .noun(["one": one, "other": other, "indefinite": "bir " + one, "definite": one, "gen": genitive])
  }
}
