import Foundation

extension MessageCatalogue {
  /// Visor's sentences in Polish. Plural forms follow CLDR: `one` (1), `few` (2–4, 22–24…), `many`
  /// (0, 5–21, 25…). Nouns add `acc` ("psa", after "widzę") and `gen` ("psa", after "nie widzę" and
  /// "kolor"); `few` is the nominative plural ("2 psy"), `many` the genitive plural ("5 psów",
  /// "nie policzę psów"). A classifier's label comes in the nominative, after a colon; colours are
  /// said after "kolor:" so a colour name needs no agreement.
  public static let polish = MessageCatalogue(
    language: "pl", plural: .polish,
    templates: polishTemplates.merging(cliPolish) { own, _ in own }
      .merging(errorTemplates("pl")) { own, _ in own })

  static let polishTemplates: [MessageID: MessageTemplate] = [
    "list.two": MessageTemplate("{first} i {second}"),
    "list.many": MessageTemplate("{head} i {last}"),
    "list.separator": MessageTemplate(", "),

    "help.expired": MessageTemplate("Nikt nie mógł odpowiedzieć; spróbuj ponownie albo zadzwoń."),
    "help.withdrawn": MessageTemplate("Osoba, która pytała, wycofała prośbę."),
    "call.ended": MessageTemplate("Połączenie zakończone."),
    "call.missed": MessageTemplate(
      "Nikt nie odebrał połączenia; spróbuj ponownie albo zapytaj kogoś innego."),
    "speech.noVoice": MessageTemplate(
      "Nie zainstalowano tu głosu dla języka {language}, więc mówi głos angielski."),
    "speech.silent": MessageTemplate("Nagranie jest ciche; sprawdź mikrofon i nagraj jeszcze raz."),
    "speech.languageUnheard": MessageTemplate(
      "{model} rozumie tylko {languages}, więc nie może spisać „{language}”; użyj wielojęzycznego modelu local/whisper-base (GET /api/v1/models wypisuje modele) albo pomiń „language”."
    ),

    "answer.yes": MessageTemplate("Tak."),
    "answer.no": MessageTemplate("Nie."),
    "answer.refusal": MessageTemplate(
      "Na to odpowiedziałby model wizyjny; administrator tego Visora może go dodać w Ustawienia → Modele."),
    "answer.classifierMissing": MessageTemplate(
      "Klasyfikator obrazów nie jest zainstalowany, więc nie wiem (uruchom scripts/setup-classifier.sh)."),

    "answer.subject.looksLike": MessageTemplate("Wygląda na: {thing}."),
    "answer.subject.probably": MessageTemplate("Prawdopodobnie: {thing}."),
    "answer.subject.unsure": MessageTemplate("Nie jestem pewien, co to jest."),
    "answer.subject.sign": MessageTemplate("Tablica lub etykieta z napisem {text}."),
    "answer.subject.shopfront": MessageTemplate("Witryna sklepu ze słowami {text}."),

    "answer.presence.yes": MessageTemplate("Tak, widzę {thing:acc}."),
    "answer.presence.seen": MessageTemplate("Widzę {thing:acc}."),
    "answer.presence.looksLike": MessageTemplate("Wygląda na: {kind}."),
    "answer.presence.mightBe": MessageTemplate("Może to: {kind}."),
    "answer.presence.possibly": MessageTemplate("Może to {thing}, ale nie jestem pewien."),
    "answer.presence.notSeen": MessageTemplate("Nie widzę {thing:gen}; to wygląda na: {seen}."),
    "answer.presence.notSeenUnsure": MessageTemplate("Nie widzę {thing:gen}."),
    "answer.presence.mainSubjectOnly": MessageTemplate(
      "Nazywam tylko główny obiekt zdjęcia, więc coś małego albo w tle może mi umknąć."),
    "answer.presence.cannotTell": MessageTemplate("Nie wiem, czy jest tu {thing}."),

    "answer.count.cannot": MessageTemplate(
      "Bez sieci nie policzę {things:many}; liczę tylko osoby, twarze i kody kreskowe."),
    "answer.count.cannotThose": MessageTemplate(
      "Bez sieci tego nie policzę; liczę tylko osoby, twarze i kody kreskowe."),
    "answer.count.faces": .plural(
      "count", [.one: "Widzę jedną twarz.", .few: "Widzę {count} twarze.", .many: "Widzę {count} twarzy."]),
    "answer.count.codes": .plural(
      "count",
      [
        .one: "Mogę odczytać jeden kod.", .few: "Mogę odczytać {count} kody.",
        .many: "Mogę odczytać {count} kodów.",
      ]),

    "answer.people.count": .plural(
      "count",
      [
        .one: "Widzę jedną osobę {places}.", .few: "Widzę {count} osoby: {places}.",
        .many: "Widzę {count} osób: {places}.",
      ]),
    "answer.people.countMore": MessageTemplate("Liczba osób: {count}. {places} i inne."),
    "people.place": MessageTemplate("{side}, {distance}"),
    "people.placeInList": MessageTemplate("jedna {side}, {distance}"),
    "people.placeSeparator": MessageTemplate("; "),
    "people.placeFacing": MessageTemplate("{side}, {distance}, {facing}"),
    "people.placeInListFacing": MessageTemplate("jedna {side}, {distance}, {facing}"),
    "people.placeInListGroup": MessageTemplate("{count} {side}, {distance}"),
    "people.placeInListGroupFacing": MessageTemplate("{count} {side}, {distance}, {facing}"),
    "place.facing.towards": MessageTemplate("przodem do ciebie"),
    "place.facing.side": MessageTemplate("bokiem"),
    "place.facing.away": MessageTemplate("tyłem"),
    "answer.people.none": MessageTemplate(
      "Nie widzę twarzy ani osób. Mogę przeoczyć osoby małe, siedzące, odwrócone albo częściowo zasłonięte."),
    "answer.people.animalFace": MessageTemplate(
      "Znalazłem twarz, ale to może być pysk {animal:gen}, więc nie wiem, czy jest tu człowiek."),
    "answer.people.detectorMissing": MessageTemplate(
      "Wykrywacz twarzy nie jest zainstalowany, więc nie policzę osób (zainstaluj opencv-data)."),
    "live.someone": MessageTemplate("Ktoś {place}."),
    "live.nobody": MessageTemplate("Teraz nikogo."),
    "live.peopleNow": .plural(
      "count", [.one: "Teraz jedna osoba.", .few: "Teraz {count} osoby.", .many: "Teraz {count} osób."]),
    "face.named": MessageTemplate("{name} jest {side}, {distance}."),
    "face.someone": MessageTemplate("Ktoś, kogo nie znam, jest {side}, {distance}."),
    "find.found": MessageTemplate("Widzę „{name}” na godzinie {clock}, {distance}."),
    "find.lookAlike": MessageTemplate(
      "Widzę coś podobnego do „{name}” na godzinie {clock}, {distance}, ale w innym kolorze; może to inny przedmiot."
    ),
    "find.notSeen": MessageTemplate("Nie widzę „{name}”."),
    "live.thing.centred": MessageTemplate("Widzę „{name}” na środku, {distance}."),
    // The name stays in the nominative: "{name} jest …", not "Widzę {name}" (no declension).
    "live.known.clock": MessageTemplate("{name} jest na godzinie {clock}, {distance}."),
    "live.known.centred": MessageTemplate("{name} jest na środku, {distance}."),
    "live.known.notSeen": MessageTemplate("{name} nie jest w kadrze."),
    "place.left": MessageTemplate("po lewej"),
    "place.centre": MessageTemplate("na środku"),
    "place.right": MessageTemplate("po prawej"),
    "place.near": MessageTemplate("blisko"),
    "place.far": MessageTemplate("dalej"),

    "answer.location.cannot": MessageTemplate(
      "Bez sieci nie powiem, gdzie są rzeczy na zdjęciu; umiem wskazać tylko, gdzie są ludzie."),

    "colour.mostly": MessageTemplate("głównie {first}"),
    "colour.mostlyTwo": MessageTemplate("głównie {first} i {second}"),
    "answer.colour.it": MessageTemplate("Kolor: {colours}."),
    "answer.colour.subject": MessageTemplate("Kolor {thing:gen}: {colours}."),
    "answer.colour.picture": MessageTemplate(
      "Nie umiem wyróżnić jednego obiektu; kolor całego zdjęcia: {colours}."),
    "answer.colour.pictureAside": MessageTemplate("Kolor całego zdjęcia: {colours}."),
    "answer.colour.cannotSeparate": MessageTemplate("Nie umiem odróżnić koloru {thing:gen} od tła."),
    "answer.colour.cannotSeparateIt": MessageTemplate("Nie umiem odróżnić jego koloru od tła."),
    "answer.colour.notSure": MessageTemplate(
      "Nie jestem pewien, czy jest tu {thing}, więc nie podam koloru."),
    "answer.colour.unmeasured": MessageTemplate("Nie udało mi się zmierzyć kolorów na tym zdjęciu."),

    "answer.reading.says": MessageTemplate("Jest napisane {text}."),
    "answer.reading.thinkSays": MessageTemplate("Chyba jest napisane {text}."),
    "answer.reading.blurred": MessageTemplate(
      "Napis jest zbyt rozmyty, żeby go przeczytać; trzymaj telefon nieruchomo i poczekaj, aż ustawi ostrość."
    ),
    "answer.reading.photoBlurred": MessageTemplate(
      "Zdjęcie jest zbyt rozmyte, żeby je przeczytać; trzymaj telefon nieruchomo i poczekaj, aż ustawi ostrość."
    ),
    "answer.reading.tooDark": MessageTemplate(
      "Jest za ciemno, żeby coś przeczytać; włącz światło albo przejdź w jaśniejsze miejsce i trzymaj telefon nieruchomo."
    ),
    "answer.reading.readerMissing": MessageTemplate(
      "Czytnik tekstu nie jest zainstalowany, więc nie mogę czytać (zainstaluj tesseract-ocr-eng)."),
    "answer.reading.none": MessageTemplate(
      "Nie znajduję czytelnego tekstu. Trzymaj telefon nieruchomo, trochę bliżej, a tekst w dobrym świetle."),
    "answer.reading.noPage": MessageTemplate(
      "Nie mogę tu przeczytać strony. Trzymaj telefon około 30 cm nad stroną, nieruchomo, tak żeby cała strona "
        + "była w kadrze i dobrze oświetlona."),
    "answer.reading.unknownScript": MessageTemplate(
      "Widzę pismo, ale w alfabecie, którego nie umiem czytać."),
    "answer.reading.alsoUnknownScript": MessageTemplate(
      "Jest też pismo w alfabecie, którego nie umiem czytać."),
    "answer.reading.otherScript": MessageTemplate("Jest tu napis w piśmie {script}: {text}."),
    "answer.reading.otherScriptUnread": MessageTemplate(
      "Jest tu napis w piśmie {script}, ale nie mogę go odczytać."),
    "answer.reading.script.latin": MessageTemplate("łacińskim"),
    "answer.reading.script.cyrillic": MessageTemplate("cyrylickim"),
    "answer.reading.script.greek": MessageTemplate("greckim"),
    "answer.reading.script.arabic": MessageTemplate("arabskim"),
    "answer.reading.script.devanagari": MessageTemplate("dewanagari"),
    "answer.reading.script.hebrew": MessageTemplate("hebrajskim"),
    "answer.reading.scriptReaderMissing": MessageTemplate(
      "Nie mogę tu czytać tekstu w piśmie {script}: jego czytnik nie jest zainstalowany (scripts/setup.sh --languages {pack}). Zamiast tego czytam alfabet łaciński."
    ),
    "answer.reading.weakReader": MessageTemplate(
      "Mój czytnik tekstu w piśmie {script} jest słaby, więc ten odczyt może zawierać błędy."),
    "answer.code.one": MessageTemplate("To {code}."),
    "answer.code.numbered": MessageTemplate("{number}: {code}."),
    "answer.code.unreadable": MessageTemplate(
      "Widzę kod kreskowy, ale nie mogę go odczytać; trzymaj telefon nieruchomo i bliżej."),
    "answer.code.tooDark": MessageTemplate(
      "Jest za ciemno, żeby znaleźć kod kreskowy; włącz światło albo przejdź w jaśniejsze miejsce."),
    "answer.code.photoBlurred": MessageTemplate(
      "Zdjęcie jest zbyt rozmyte, żeby znaleźć kod; trzymaj telefon nieruchomo i poczekaj, aż ustawi ostrość."
    ),
    "answer.code.none": MessageTemplate(
      "Nie widzę kodu kreskowego ani kodu QR. Trzymaj kod płasko na środku kadru, w odległości dłoni."),
    "answer.code.item": MessageTemplate("{code}."),
    "answer.code.also": MessageTemplate("Jest też {code}."),
    "answer.code.noText": MessageTemplate("Nie ma tu tekstu do przeczytania, ale jest {code}."),

    "answer.light.unmeasured": MessageTemplate("Nie udało mi się zmierzyć światła na tym zdjęciu."),
    "answer.light.dark": MessageTemplate("Jest ciemno: poziom światła {level} na 100."),
    "answer.light.dim": MessageTemplate("Jest półmrok: poziom światła {level} na 100."),
    "answer.light.bright": MessageTemplate("Jest jasno: poziom światła {level} na 100."),
    "answer.light.from.left": MessageTemplate("Światło pada z lewej."),
    "answer.light.from.right": MessageTemplate("Światło pada z prawej."),
    "answer.light.from.above": MessageTemplate("Światło pada z góry."),
    "answer.light.from.below": MessageTemplate("Światło pada z dołu."),
    "answer.light.even": MessageTemplate("Światło jest dość równe."),

    "answer.needsPhoto": MessageTemplate(
      "Żeby odpowiedzieć, potrzebuję zdjęcia. Zrób albo dołącz zdjęcie i zapytaj ponownie."),
    "describe.mostlyText": MessageTemplate("To głównie tekst. Jest napisane: {text}."),
    "describe.picture": MessageTemplate("Kolor zdjęcia: {colours}."),
    "describe.subject": MessageTemplate("{subject}."),
    "describe.subjectColour": MessageTemplate("{subject}; kolor: {colours}."),
    "describe.classifierMissing": MessageTemplate(
      "Klasyfikator obrazów nie jest zainstalowany, więc nie powiem, co to jest (uruchom scripts/setup-classifier.sh)."
    ),
    "describe.canRead": MessageTemplate("Mogę przeczytać {text}."),
    "describe.code": MessageTemplate("Jest tu {code}."),
    "describe.maybeCat": MessageTemplate("Może jest tu też kot."),
    "describe.nothing": MessageTemplate("Bez sieci nie mogę nic powiedzieć o tym zdjęciu."),
    "subject.looksLike": MessageTemplate("Wygląda na: {thing}"),
    "subject.probably": MessageTemplate("Prawdopodobnie: {thing}"),
    "subject.mightBe": MessageTemplate("Nie jestem pewien, co to jest; może: {thing}"),
    "subject.mightBeEither": MessageTemplate("Nie jestem pewien, co to jest; może: {first} albo {second}"),
    "subject.group": MessageTemplate("Wygląda na: {group}"),
    "subject.groupMember": MessageTemplate("Wygląda na: {group} (prawdopodobnie {member})"),

    "colour.centre": MessageTemplate("Kolor na środku: {colour}."),
    "colour.pictureMostly": MessageTemplate("Główny kolor zdjęcia: {colour}."),

    "car.looksLike": MessageTemplate("To wygląda na samochód."),
    "car.looksLikeBody": MessageTemplate("To wygląda na samochód (prawdopodobnie: {body})."),
    "car.notCar": MessageTemplate("Nie sądzę, żeby to był samochód."),
    "car.makeNeedsModel": MessageTemplate("Do rozpoznania marki i modelu potrzebny jest model wizyjny."),
    "car.noCar": MessageTemplate(
      "Nie widzę samochodu na tym zdjęciu. Spróbuj zdjęcia, na którym samochód wypełnia prawie cały kadr, albo je przytnij."
    ),
    "car.offline": MessageTemplate(
      "Bez sieci rozpoznam tylko typ nadwozia i kolor; marka, model i dane techniczne wymagają modelu wizyjnego, "
        + "który administrator tego Visora może dodać w Ustawienia → Modele."),
    "recognize.notFound": MessageTemplate(
      "Nie widzę na tym zdjęciu: {subject}; spróbuj zdjęcia z bliska albo je przytnij."),
    "cute.classifierMissing": MessageTemplate(
      "Klasyfikator obrazów nie jest zainstalowany, więc nie mogę tego ocenić (uruchom scripts/setup-classifier.sh)."
    ),
    "cute.yes": MessageTemplate("Tak, słodkie: na {percent}% to przytulaśne zwierzę."),
    "cute.no": MessageTemplate(
      "Według mojego pomiaru nie: na {percent}% to nie jest przytulaśne zwierzę (za słodkie uznaję tylko psy, "
        + "koty, króliki, pandy i kilka innych)."),

    "code.kind.qr": MessageTemplate("kod QR"),
    "code.kind.barcode": MessageTemplate("kod kreskowy {symbology}"),
    "code.kind.barcodeAn": MessageTemplate("kod kreskowy {symbology}"),
    "code.binary": MessageTemplate(
      "{kind} z {count} bajtami danych binarnych, a nie tekstem, więc nie mogę go odczytać"),
    "code.empty": MessageTemplate("pusty {kind}"),
    "code.isbn": MessageTemplate("numer ISBN książki: {code}"),
    "code.ean13": MessageTemplate("kod produktu EAN-13: {code}"),
    "code.product": MessageTemplate("kod produktu {symbology}: {code}"),
    "code.productAn": MessageTemplate("kod produktu {symbology}: {code}"),
    "code.link": MessageTemplate("{kind} z linkiem do {address}"),
    "code.linkParameters": MessageTemplate(" (z dodatkowymi parametrami)"),
    "code.linkInsecure": MessageTemplate("; to nie jest bezpieczny link"),
    "code.wifi.noName": MessageTemplate("bez nazwy"),
    "code.wifi.secured": MessageTemplate("{kind} do sieci Wi-Fi {name} ({security}, z hasłem)"),
    "code.wifi.open": MessageTemplate("{kind} do sieci Wi-Fi {name} (otwartej, bez hasła)"),
    "code.email": MessageTemplate("{kind} z adresem e-mail: {address}"),
    "code.phone": MessageTemplate("{kind} z numerem telefonu: {number}"),
    "code.contact": MessageTemplate("{kind} z wizytówką"),
    "code.contactFor": MessageTemplate("{kind} z wizytówką: {name}"),
    "code.long": MessageTemplate(
      "{kind} z tekstem o długości {count} znaków, za długim do przeczytania; zaczyna się od '{start}'"),
    "code.says": MessageTemplate("{kind} z napisem '{text}'"),

    "page.fills": MessageTemplate(
      "Strona jest większa niż kadr; odsuń telefon, aż będą widoczne wszystkie cztery krawędzie."),
    "page.edge.left": MessageTemplate("lewa"),
    "page.edge.right": MessageTemplate("prawa"),
    "page.edge.top": MessageTemplate("górna"),
    "page.edge.bottom": MessageTemplate("dolna"),
    "page.towards.left": MessageTemplate("w lewo"),
    "page.towards.right": MessageTemplate("w prawo"),
    "page.towards.top": MessageTemplate("w górę"),
    "page.towards.bottom": MessageTemplate("w dół"),
    "page.cut.one": MessageTemplate(
      "{edge} krawędź strony jest ucięta; odsuń telefon i przesuń go trochę {towards}."),
    "page.cut.two": MessageTemplate(
      "{first} i {second} krawędź strony są ucięte; odsuń telefon i przesuń go trochę {towards}."),
    "page.cut.opposite": MessageTemplate("{first} i {second} krawędź strony są ucięte; odsuń telefon."),
    "page.tilted.clockwise": MessageTemplate(
      "Strona jest przekrzywiona; obróć telefon trochę zgodnie z ruchem wskazówek zegara, żeby wyrównać wiersze."
    ),
    "page.tilted.anticlockwise": MessageTemplate(
      "Strona jest przekrzywiona; obróć telefon trochę przeciwnie do ruchu wskazówek zegara, żeby wyrównać wiersze."
    ),
    "page.small": MessageTemplate("Tekst jest mały w kadrze; przybliż telefon do strony."),

    "live.target.person": MessageTemplate("Osoba"),
    "live.target.face": MessageTemplate("Twarz"),
    "live.target.text": MessageTemplate("Tekst"),
    "live.target.barcode": MessageTemplate("Kod"),
    "live.near": MessageTemplate("blisko"),
    "live.far": MessageTemplate("daleko"),
    "live.found.clock": MessageTemplate("{target} na godzinie {hour}, {distance}."),
    "live.found.centred": MessageTemplate("{target} na środku, {distance}."),
    "live.lost.person": MessageTemplate("Teraz nie widzę nikogo."),
    "live.lost.face": MessageTemplate("Teraz nie widzę twarzy."),
    "live.lost.text": MessageTemplate("Teraz nie widzę tekstu."),
    "live.lost.barcode": MessageTemplate("Teraz nie widzę kodu."),
    "live.code": MessageTemplate("To {code}."),
    "live.emptyQuestion": MessageTemplate(
      "Pytanie jest puste; napisz, co chcesz wiedzieć o tym, co widzi kamera."),
    "live.askBeforeFrame": MessageTemplate(
      "Najpierw wyślij klatkę (JPEG albo PNG jako wiadomość binarną), a potem o nią zapytaj."),
    "live.stillAnswering": MessageTemplate(
      "Wciąż odpowiadam na twoje poprzednie pytanie; zapytaj ponownie, gdy skończę."),
    "live.sceneMissing": MessageTemplate(
      "Silnik scen offline nie jest zainstalowany, więc tryb na żywo nie działa; uruchom `make run`, żeby zainstalować lokalne modele."
    ),
    "live.tooManySessions": MessageTemplate(
      "Visor ma już tyle sesji na żywo, ile pozwala; spróbuj za minutę albo poproś administratora o zwiększenie --max-live-sessions."
    ),
    "live.idle": MessageTemplate(
      "Sesja na żywo była bezczynna przez minutę i się zakończyła; włącz tryb na żywo ponownie, żeby kontynuować."
    ),
    "live.replaced": MessageTemplate(
      "Tryb na żywo włączono gdzie indziej na tym samym koncie, więc ta sesja się zakończyła."),
    "live.shutdown": MessageTemplate("Visor się wyłącza; włącz tryb na żywo ponownie, gdy wróci."),

    "realtime.offlineLimits": MessageTemplate(
      "Jestem małym modelem offline: mogę się mylić co do faktów i widzę tylko zdjęcie, które wyślesz."),
    "realtime.silent": MessageTemplate("Nagranie jest ciche; nic nie było słychać."),
    "realtime.noSpeechModel": MessageTemplate(
      "Nie ma zainstalowanego głosu do odczytania odpowiedzi; przychodzi jako tekst."),
    "realtime.idle": MessageTemplate(
      "Przez 10 minut nic nie przyszło; rozmowa została zamknięta. Otwórz nową, żeby kontynuować."),
    "realtime.shutdown": MessageTemplate(
      "Serwer uruchamia się ponownie; otwórz rozmowę jeszcze raz za chwilę."),
    "realtime.slowClient": MessageTemplate(
      "Klient przestał czytać; rozmowa została zamknięta. Czytaj zdarzenia na bieżąco."),
    "realtime.tooManySessions": MessageTemplate(
      "Na tym serwerze jest otwartych za dużo sesji na żywo i rozmów; zamknij jedną albo spróbuj za minutę."),

    // Car and cute results.
    "car.told.offline": MessageTemplate("{title}; marka i model wymagają modelu wizyjnego."),
    "car.told.look": MessageTemplate("{title}, {look}."),
    "car.told": MessageTemplate("{title}."),
    "car.saved": MessageTemplate("Zapisano w twoim garażu."),
    "recognize.someInvalid": MessageTemplate(
      "Niektóre odpowiedzi nie przeszły weryfikacji i pozostały nieznane: {fields}."),
    "cute.meter": MessageTemplate("Słodkie w {percent}%. {verdict}"),
    "cute.verdict.adorable": MessageTemplate("Przeurocze!"),
    "cute.verdict.pretty": MessageTemplate("Całkiem słodkie."),
    "cute.verdict.kindOf": MessageTemplate("Trochę słodkie."),
    "cute.verdict.not": MessageTemplate("Niezbyt słodkie."),
    "classify.label.cute": MessageTemplate("słodkie"),
    "classify.label.notcute": MessageTemplate("niesłodkie"),
    // Models and voices as GET /api/v1/models, Settings → Models and `visor models list` show them.
    "model.note.scene": MessageTemplate(
      "Fakty o zdjęciu bez internetu: czym to prawdopodobnie jest (ImageNet), tekst i strony, które potrafi odczytać, ludzie, kody kreskowe, koty, kolory i światło. Mówi, czego nie może stwierdzić; skonfiguruj dostawcę wizji, by dostawać pełne odpowiedzi."
    ),
    "model.note.classifierMissing": MessageTemplate(
      "Nie zainstalowano: uruchom `make run` (scripts/setup-classifier.sh konwertuje EfficientNet-Lite0)."),
    "model.note.imagenet": MessageTemplate("EfficientNet-Lite0, 1000 klas ImageNet, wejście 224×224."),
    "model.note.cute": MessageTemplate(
      "Wykrywacz słodkich zwierząt (cute / notcute) oparty na klasach zwierząt z ImageNet i kocich pyszczkach (zob. docs/decisions/003)."
    ),
    "model.note.workersOff": MessageTemplate("Lokalne procesy pomocnicze są wyłączone w tej konfiguracji."),
    "model.note.workersMissing": MessageTemplate(
      "Nie zainstalowano: uruchom `make run` (scripts/setup-models.sh instaluje proces Pythona i modele)."),
    "model.note.whisperBase": MessageTemplate(
      "Whisper base (faster-whisper), zamiana mowy na tekst bez internetu w 99 językach: dostaje język osoby albo sam go rozpoznaje."
    ),
    "model.note.whisperTiny": MessageTemplate(
      "Whisper tiny.en (faster-whisper), zamiana mowy na tekst bez internetu. Tylko angielski; do innych języków użyj local/whisper-base."
    ),
    "model.note.piper": MessageTemplate("Neuronowy głos Piper „joe”: tylko angielski."),
    "model.note.flite": MessageTemplate("flite, wbudowane głosy zapasowe (robotyczne): tylko angielski."),
    "model.note.pico": MessageTemplate(
      "Głosy SVOX Pico dla francuskiego, hiszpańskiego, niemieckiego i włoskiego, najwyraźniejsze głosy offline dla tych języków; działają jako osobny program."
    ),
    "model.note.picoMissing": MessageTemplate(
      "SVOX Pico nie jest zainstalowany (espeak-ng i Festival mówią po francusku, hiszpańsku, niemiecku i włosku, mniej wyraźnie); zainstaluj go przez scripts/setup.sh."
    ),
    "model.note.festival": MessageTemplate(
      "Głosy Festival dla włoskiego i rosyjskiego, wyraźniejsze niż głosy espeak-ng; działają jako osobny program."
    ),
    "model.note.festivalMissing": MessageTemplate(
      "Włoski i rosyjski głos Festival nie są zainstalowane (espeak-ng mówi w tych językach); zainstaluj je przez scripts/setup.sh."
    ),
    "model.note.espeak": MessageTemplate(
      "Głosy espeak-ng dla hiszpańskiego, francuskiego, niemieckiego, portugalskiego, włoskiego, polskiego, tureckiego, rosyjskiego i arabskiego: robotyczne, ale wyraźne; działają jako osobny program. Używane, gdy językiem osoby nie jest angielski."
    ),
    "model.note.espeakMissing": MessageTemplate(
      "espeak-ng nie jest zainstalowany, więc języki inne niż angielski czyta angielski głos; zainstaluj go przez scripts/setup.sh."
    ),
    "model.note.chatMissing": MessageTemplate(
      "Nie zainstalowano: uruchom `make run` (scripts/setup-models.sh instaluje llama.cpp i SmolLM2)."),
    "model.note.smollm": MessageTemplate(
      "SmolLM2-135M-Instruct przez llama.cpp: mały i szybki do pogawędek; zmyśla fakty, więc nigdy nie pytaj go o zdjęcie."
    ),
    "voice.note.joe": MessageTemplate("Głos neuronowy, angielski amerykański."),
    "voice.note.flite": MessageTemplate(
      "Głos robotyczny (flite), angielski amerykański: zapasowy, gdy brakuje Pipera."),
    "voice.note.pico": MessageTemplate(
      "Głos syntetyczny (SVOX Pico), {name}: wyraźny, ale słychać, że to maszyna."),
    "voice.note.festival": MessageTemplate(
      "Głos robotyczny (Festival), {name}: wyraźniejszy niż espeak-ng, ale słychać, że to maszyna."),
    "voice.note.mbrola": MessageTemplate(
      "Głos robotyczny (difony MBROLA {mbrola} przez espeak-ng), {name}: wyraźniejszy niż własny głos espeak-ng, ale słychać, że to maszyna."
    ),
    "voice.note.espeak": MessageTemplate(
      "Głos robotyczny (synteza formantowa espeak-ng), {name}: wyraźny, ale słychać, że to maszyna."),
    "voice.name.spanishSpain": MessageTemplate("hiszpański (Hiszpania)"),
    "voice.name.spanishLatinAmerica": MessageTemplate("hiszpański (Ameryka Łacińska)"),
    "voice.name.french": MessageTemplate("francuski"),
    "voice.name.german": MessageTemplate("niemiecki"),
    "voice.name.portuguesePortugal": MessageTemplate("portugalski (Portugalia)"),
    "voice.name.portugueseBrazil": MessageTemplate("portugalski (Brazylia)"),
    "voice.name.italian": MessageTemplate("włoski"),
    "voice.name.polish": MessageTemplate("polski"),
    "voice.name.turkish": MessageTemplate("turecki"),
    "voice.name.russian": MessageTemplate("rosyjski"),
    "voice.name.arabic": MessageTemplate("arabski"),
    "voice.name.italianLP": MessageTemplate("włoski (lp, difony)"),
    "voice.name.russianNSH": MessageTemplate("rosyjski (nsh, selekcja jednostek)"),

    // Nouns: nominative, acc, gen; few (nominative plural) and many (genitive plural).
    "thing.person": polishNoun("osoba", "osobę", "osoby", "osoby", "osób"),
    "thing.face": polishNoun("twarz", "twarz", "twarzy", "twarze", "twarzy"),
    "thing.code": polishNoun("kod", "kod", "kodu", "kody", "kodów"),
    "thing.bigCat": polishNoun("duży kot", "dużego kota", "dużego kota", "duże koty", "dużych kotów"),
    "thing.dog": polishNoun("pies", "psa", "psa", "psy", "psów"),
    "thing.wolf": polishNoun("wilk", "wilka", "wilka", "wilki", "wilków"),
    "thing.fox": polishNoun("lis", "lisa", "lisa", "lisy", "lisów"),
    "thing.canine": polishNoun(
      "zwierzę z rodziny psowatych", "zwierzę z rodziny psowatych", "zwierzęcia z rodziny psowatych",
      "zwierzęta z rodziny psowatych", "zwierząt z rodziny psowatych"),
    "thing.cat": polishNoun("kot", "kota", "kota", "koty", "kotów"),
    "thing.feline": polishNoun(
      "zwierzę z rodziny kotowatych", "zwierzę z rodziny kotowatych", "zwierzęcia z rodziny kotowatych",
      "zwierzęta z rodziny kotowatych", "zwierząt z rodziny kotowatych"),
    "thing.bear": polishNoun("niedźwiedź", "niedźwiedzia", "niedźwiedzia", "niedźwiedzie", "niedźwiedzi"),
    "thing.bird": polishNoun("ptak", "ptaka", "ptaka", "ptaki", "ptaków"),
    "thing.fish": polishNoun("ryba", "rybę", "ryby", "ryby", "ryb"),
    "thing.snake": polishNoun("wąż", "węża", "węża", "węże", "węży"),
    "thing.lizard": polishNoun("jaszczurka", "jaszczurkę", "jaszczurki", "jaszczurki", "jaszczurek"),
    "thing.turtle": polishNoun("żółw", "żółwia", "żółwia", "żółwie", "żółwi"),
    "thing.reptile": polishNoun("gad", "gada", "gada", "gady", "gadów"),
    "thing.frog": polishNoun("żaba", "żabę", "żaby", "żaby", "żab"),
    "thing.butterfly": polishNoun("motyl", "motyla", "motyla", "motyle", "motyli"),
    "thing.insect": polishNoun("owad", "owada", "owada", "owady", "owadów"),
    "thing.spider": polishNoun("pająk", "pająka", "pająka", "pająki", "pająków"),
    "thing.rabbit": polishNoun("królik", "królika", "królika", "króliki", "królików"),
    "thing.squirrel": polishNoun("wiewiórka", "wiewiórkę", "wiewiórki", "wiewiórki", "wiewiórek"),
    "thing.rodent": polishNoun("gryzoń", "gryzonia", "gryzonia", "gryzonie", "gryzoni"),
    "thing.horse": polishNoun("koń", "konia", "konia", "konie", "koni"),
    "thing.zebra": polishNoun("zebra", "zebrę", "zebry", "zebry", "zebr"),
    "thing.pig": polishNoun("świnia", "świnię", "świni", "świnie", "świń"),
    "thing.cow": polishNoun("krowa", "krowę", "krowy", "krowy", "krów"),
    "thing.sheep": polishNoun("owca", "owcę", "owcy", "owce", "owiec"),
    "thing.monkey": polishNoun("małpa", "małpę", "małpy", "małpy", "małp"),
    "thing.elephant": polishNoun("słoń", "słonia", "słonia", "słonie", "słoni"),
    "thing.panda": polishNoun("panda", "pandę", "pandy", "pandy", "pand"),
    "thing.pet": polishNoun(
      "zwierzę domowe", "zwierzę domowe", "zwierzęcia domowego", "zwierzęta domowe", "zwierząt domowych"),
    "thing.mammal": polishNoun("ssak", "ssaka", "ssaka", "ssaki", "ssaków"),
    "thing.animal": polishNoun("zwierzę", "zwierzę", "zwierzęcia", "zwierzęta", "zwierząt"),
    "thing.car": polishNoun("samochód", "samochód", "samochodu", "samochody", "samochodów"),
    "thing.truck": polishNoun("ciężarówka", "ciężarówkę", "ciężarówki", "ciężarówki", "ciężarówek"),
    "thing.bus": polishNoun("autobus", "autobus", "autobusu", "autobusy", "autobusów"),
    "thing.bicycle": polishNoun("rower", "rower", "roweru", "rowery", "rowerów"),
    "thing.motorbike": polishNoun("motocykl", "motocykl", "motocykla", "motocykle", "motocykli"),
    "thing.train": polishNoun("pociąg", "pociąg", "pociągu", "pociągi", "pociągów"),
    "thing.boat": polishNoun("łódź", "łódź", "łodzi", "łodzie", "łodzi"),
    "thing.aircraft": polishNoun("samolot", "samolot", "samolotu", "samoloty", "samolotów"),
    "thing.vehicle": polishNoun("pojazd", "pojazd", "pojazdu", "pojazdy", "pojazdów"),
    "thing.apple": polishNoun("jabłko", "jabłko", "jabłka", "jabłka", "jabłek"),
    "thing.fruit": polishNoun("owoc", "owoc", "owocu", "owoce", "owoców"),
    "thing.vegetable": polishNoun("warzywo", "warzywo", "warzywa", "warzywa", "warzyw"),
    "thing.food": polishNoun("jedzenie", "jedzenie", "jedzenia", "jedzenie", "jedzenia"),
    "thing.flower": polishNoun("kwiat", "kwiat", "kwiatu", "kwiaty", "kwiatów"),

    // Requests the endpoint catalogue refuses (issue 22): one sentence for every route.
    "request.outOfRange": MessageTemplate(
      "„{name}” musi być liczbą całkowitą od {low} do {high}; wyślij wartość z tego zakresu (domyślnie {default})."
    ),
    "request.unknownField": MessageTemplate("Nieznane pole „{field}”; dozwolone pola to {fields}."),

    // Errors a person meets (issue 27, decision 064): VisorError's catalogue sentences; `error.code.<name>`
    // is an ErrorCode's own sentence. English is what the API said before, byte for byte.
    "error.quota.requests": .plural(
      "count",
      [
        .one: "To konto może wysłać {count} zapytanie na minutę",
        .few: "To konto może wysłać {count} zapytania na minutę",
        .many: "To konto może wysłać {count} zapytań na minutę",
        .other: "To konto może wysłać {count} zapytań na minutę",
      ]),
    "error.quota.analyses": .plural(
      "count",
      [
        .one: "To konto może wykonać {count} analizę dziennie",
        .few: "To konto może wykonać {count} analizy dziennie",
        .many: "To konto może wykonać {count} analiz dziennie",
        .other: "To konto może wykonać {count} analiz dziennie",
      ]),
    "error.quota.zero": MessageTemplate(
      "{may} (tak ustawił administrator); poproś administratora o zwiększenie limitu."),
    "error.quota.minuteUsed": .plural(
      "wait",
      [
        .one: "{may} i limit się wyczerpał; odnowi się za {wait} sekundę, o {time} UTC.",
        .few: "{may} i limit się wyczerpał; odnowi się za {wait} sekundy, o {time} UTC.",
        .many: "{may} i limit się wyczerpał; odnowi się za {wait} sekund, o {time} UTC.",
        .other: "{may} i limit się wyczerpał; odnowi się za {wait} sekund, o {time} UTC.",
      ]),
    // A wait written the way the language abbreviates its units ("7 h 18 min").
    "duration.seconds": MessageTemplate("{seconds} s"),
    "duration.minutes": MessageTemplate("{minutes} min"),
    "duration.hoursMinutes": MessageTemplate("{hours} godz. {minutes} min"),
    "error.quota.dayUsed": MessageTemplate(
      "{may} i limit się wyczerpał; odnowi się o północy UTC, za {duration}, albo poproś administratora o zwiększenie."
    ),
    "error.bodyTooLarge": MessageTemplate(
      "Plik przekracza limit {limit}; wyślij mniejszy (na przykład najpierw zmniejsz zdjęcie)."),
    "error.photosBusy": .plural(
      "wait",
      [
        .one: "Visor jest zajęty zdjęciami innych osób; wyślij to zdjęcie ponownie za {wait} sekundę.",
        .few: "Visor jest zajęty zdjęciami innych osób; wyślij to zdjęcie ponownie za {wait} sekundy.",
        .many: "Visor jest zajęty zdjęciami innych osób; wyślij to zdjęcie ponownie za {wait} sekund.",
        .other: "Visor jest zajęty zdjęciami innych osób; wyślij to zdjęcie ponownie za {wait} sekund.",
      ]),
    "error.signIn.wrong": MessageTemplate(
      "Nazwa użytkownika lub hasło są nieprawidłowe; sprawdź je i spróbuj jeszcze raz."),
    "error.signIn.tooMany": .plural(
      "wait",
      [
        .one: "Za dużo nieudanych logowań; poczekaj {wait} sekundę i spróbuj jeszcze raz.",
        .few: "Za dużo nieudanych logowań; poczekaj {wait} sekundy i spróbuj jeszcze raz.",
        .many: "Za dużo nieudanych logowań; poczekaj {wait} sekund i spróbuj jeszcze raz.",
        .other: "Za dużo nieudanych logowań; poczekaj {wait} sekund i spróbuj jeszcze raz.",
      ]),
    "error.signIn.codesTooMany": .plural(
      "wait",
      [
        .one: "Za dużo błędnych kodów; poczekaj {wait} sekundę i spróbuj jeszcze raz.",
        .few: "Za dużo błędnych kodów; poczekaj {wait} sekundy i spróbuj jeszcze raz.",
        .many: "Za dużo błędnych kodów; poczekaj {wait} sekund i spróbuj jeszcze raz.",
        .other: "Za dużo błędnych kodów; poczekaj {wait} sekund i spróbuj jeszcze raz.",
      ]),
    "error.signIn.badCode": MessageTemplate(
      "Ten kod logowania jest błędny, wygasł albo został już użyty; uruchom `visor users code NAZWA`, aby dostać nowy, albo poproś administratora."
    ),
    "error.signIn.required": MessageTemplate(
      "Najpierw się zaloguj: wyślij `Authorization: Bearer <token>` (utwórz go poleceniem `visor users token NAZWA`) albo zaloguj się w aplikacji webowej."
    ),
    "error.signIn.badToken": MessageTemplate(
      "Token API jest nieprawidłowy (błędny, unieważniony albo jego użytkownik został usunięty); utwórz nowy poleceniem `visor users token NAZWA` albo w Ustawieniach."
    ),
    "error.signIn.csrf": MessageTemplate(
      "W tym żądaniu brakuje nagłówka X-CSRF-Token twojej sesji; odśwież aplikację webową i spróbuj jeszcze raz."
    ),
    "error.password.current": MessageTemplate(
      "Obecne hasło jest nieprawidłowe; wpisz je jeszcze raz."),
    "error.password.weak": MessageTemplate(
      "Hasło musi mieć co najmniej 8 znaków; wybierz dłuższe."),
    "error.account.gone": MessageTemplate(
      "To konto już nie istnieje; zaloguj się ponownie."),
    "error.call.tooMany": .plural(
      "seconds",
      [
        .one: "Za dużo połączeń w ciągu dziesięciu minut; poczekaj {seconds} sekundę i spróbuj jeszcze raz.",
        .few: "Za dużo połączeń w ciągu dziesięciu minut; poczekaj {seconds} sekundy i spróbuj jeszcze raz.",
        .many: "Za dużo połączeń w ciągu dziesięciu minut; poczekaj {seconds} sekund i spróbuj jeszcze raz.",
        .other: "Za dużo połączeń w ciągu dziesięciu minut; poczekaj {seconds} sekund i spróbuj jeszcze raz.",
      ]),
    "error.code.help_taken": MessageTemplate(
      "Ktoś inny już przyjął tę prośbę; zostaw ją jemu albo zobacz inne oczekujące."),
    "error.code.help_closed": MessageTemplate(
      "Ta prośba nie jest już otwarta (ktoś odpowiedział albo wygasła); poczekaj, aż ta osoba poprosi ponownie."
    ),
    "error.code.helper_unavailable": MessageTemplate(
      "Ta osoba jest teraz niedostępna (ma zamknięty Visor albo prowadzi rozmowę); wyślij zdjęcie albo spróbuj później."
    ),
    "error.code.no_speech": MessageTemplate(
      "Nie usłyszano żadnych słów; mów wyraźnie i nagraj jeszcze raz albo wpisz pytanie."),
    "error.image.emptyField": MessageTemplate(
      "Pole „image” jest puste; dołącz zdjęcie."),
    "error.image.emptyBody": MessageTemplate(
      "Żądanie jest puste; wyślij zdjęcie."),
    "error.audio.emptyField": MessageTemplate(
      "Pole „audio” jest puste; dołącz nagranie."),
    "error.audio.empty": MessageTemplate(
      "Nagranie jest puste. Nagraj kilka sekund mowy i spróbuj jeszcze raz."),
    "error.noSpeech.question": MessageTemplate(
      "W pytaniu nie usłyszano żadnych słów; przytrzymaj spust migawki i mów wyraźnie albo wpisz pytanie."),
    "error.language.unsupported": MessageTemplate(
      "„{field}” musi być językiem obsługiwanym przez Visor: {languages}. „{tag}” nim nie jest; wyślij jeden z nich (może być z regionem: „es-MX”)."
    ),
    "error.voice.unknown": MessageTemplate(
      "Żaden model mowy tutaj nie ma głosu „{voice}”; wybierz jeden z: {voices} (GET /api/v1/models podaje głosy każdego modelu)."
    ),
    "error.voice.none": MessageTemplate(
      "Żaden model mowy tutaj nie ma głosu „{voice}”; nie ma żadnego modelu mowy, więc zostaw głos pusty (GET /api/v1/models podaje głosy każdego modelu)."
    ),
    "error.chat.notFound": MessageTemplate(
      "Nie ma czatu o tym id; listę twoich czatów podaje GET /api/v1/chats."),
    "error.analysis.notFound": MessageTemplate(
      "Nie ma analizy o tym id; listę twoich analiz podaje GET /api/v1/analyses."),
    "error.analysis.gone": MessageTemplate(
      "Nie ma analizy o tym id (może już została usunięta)."),
    "error.settings.accentColor": MessageTemplate(
      "Kolor akcentu („accentColor”) musi być kolorem szesnastkowym, np. „#0a84ff”."),
    "error.settings.displayName": MessageTemplate(
      "Wyświetlana nazwa („displayName”) może mieć najwyżej 64 znaki."),
    "error.account.lastAdmin": MessageTemplate(
      "Jesteś jedynym administratorem; nadaj uprawnienia administratora innemu użytkownikowi, zanim usuniesz to konto."
    ),
    "error.car.notFound": MessageTemplate(
      "W twoim garażu nie ma samochodu o tym id; listę podaje GET /api/v1/cars."),
    "error.record.notFound": MessageTemplate(
      "Nie ma wpisu o tym id; listę podaje GET /api/v1/records."),
    "error.known.exists": MessageTemplate(
      "Visor już zna „{name}”; wybierz inną nazwę albo dodaj to pod nową."),
    // Photos and recordings Visor cannot read (VisorMedia).
    "error.image.unreadable": MessageTemplate(
      "Ten plik nie jest obrazem, który Visor potrafi odczytać. Wyślij obraz JPEG, PNG, WebP, HEIC/HEIF lub GIF."
    ),
    "error.image.truncated": MessageTemplate(
      "Dane obrazu są ucięte albo uszkodzone. Wyślij cały plik jeszcze raz albo zapisz go ponownie i spróbuj znowu."
    ),
    "error.image.tooLarge": MessageTemplate(
      "Obraz ma {width}×{height} pikseli, więcej niż limit {limit} pikseli. Zmniejsz go i spróbuj ponownie."),
    "error.audio.unreadable": MessageTemplate(
      "Przesłany plik nie zawiera dźwięku, który Visor potrafi odczytać. Wyślij dźwięk WebM/Opus, MP4/AAC, MP3, WAV, Ogg lub FLAC."
    ),
    "error.audio.noTrack": MessageTemplate(
      "Przesłany plik nie ma ścieżki dźwiękowej. Wyślij dźwięk WebM/Opus, MP4/AAC, MP3, WAV, Ogg lub FLAC."),
    "error.audio.damaged": MessageTemplate(
      "Dźwięk jest uszkodzony i nie dało się go zdekodować. Nagraj go jeszcze raz albo wyślij dźwięk WebM/Opus, MP4/AAC, MP3, WAV, Ogg lub FLAC."
    ),
    "error.audio.tooLong": MessageTemplate(
      "Nagranie przekracza limit {seconds} s. Nagraj krótsze pytanie i spróbuj ponownie."),
    // Teaching faces and things (VisorFeatures/Faces).
    "error.face.none.single": MessageTemplate(
      "Nie znajduję na zdjęciu żadnej twarzy; wyślij zdjęcie, na którym twarz osoby {name} jest wyraźna, z przodu i dobrze oświetlona."
    ),
    "error.face.none.nth": MessageTemplate(
      "Nie znajduję twarzy na zdjęciu {index} z {count}; wyślij zdjęcie, na którym twarz osoby {name} jest wyraźna, z przodu i dobrze oświetlona."
    ),
    "error.face.several.single": MessageTemplate(
      "Na zdjęciu jest kilka twarzy ({faces}); wyślij zdjęcia, na których jest tylko {name}, albo wytnij pozostałych."
    ),
    "error.face.several.nth": MessageTemplate(
      "Na zdjęciu {index} z {count} jest kilka twarzy ({faces}); wyślij zdjęcia, na których jest tylko {name}, albo wytnij pozostałych."
    ),
    "error.known.photoUnreadable.single": MessageTemplate(
      "Nie udało się odczytać zdjęcia: {reason}"),
    "error.known.photoUnreadable.nth": MessageTemplate(
      "Nie udało się odczytać zdjęcia {index} z {count}: {reason}"),
    "error.known.tooMany.faces": MessageTemplate(
      "Visor zna już tyle twarzy, ile może zapamiętać ({count}); najpierw usuń jedną."),
    "error.known.tooMany.things": MessageTemplate(
      "Visor zna już tyle rzeczy, ile może zapamiętać ({count}); najpierw usuń jedną."),
    "error.known.name.person": MessageTemplate(
      "Wyślij pole \"name\" z imieniem osoby, na przykład \"Ana\"."),
    "error.known.name.thing": MessageTemplate(
      "Wyślij pole \"name\" z nazwą rzeczy, na przykład \"klucze\"."),
    "error.thing.notTaught": MessageTemplate(
      "Visor nie zna rzeczy o nazwie „{name}”; naucz jej w Ustawienia → Rzeczy albo przez POST /api/v1/things."
    ),
    // Helpers: inviting, asking and calling them (VisorFeatures/Helpers).
    "error.helper.notYours.call": MessageTemplate(
      "{username} nie jest twoim pomocnikiem (albo jeszcze nie przyjął zaproszenia); zadzwoń do któregoś z pomocników albo zaproś {username} w Ustawienia → Pomocnicy."
    ),
    "error.helper.notYours.ask": MessageTemplate(
      "{username} nie jest twoim pomocnikiem (albo jeszcze nie przyjął zaproszenia); zapytaj któregoś z pomocników albo zaproś {username} w Ustawienia → Pomocnicy."
    ),
    "error.helper.nobody": MessageTemplate(
      "Nikt na tym Visorze nie nazywa się „{name}”; sprawdź pisownię albo poproś administratora o dodanie tej osoby."
    ),
    "error.helper.self": MessageTemplate(
      "Nie możesz być własnym pomocnikiem; zaproś kogoś innego z tego Visora."),
    "error.help.question.tooLong": MessageTemplate(
      "Pytanie jest za długie; zmieść się w {limit} znakach."),
    "error.help.answer.tooLong": MessageTemplate(
      "Odpowiedź jest za długa; zmieść się w {limit} znakach."),
    "error.help.gone": MessageTemplate(
      "Nie ma prośby o pomoc o tym id (może została już usunięta)."),
  ]

  /// A Polish noun from its nominative, accusative and genitive singular, nominative plural (after
  /// 2–4) and genitive plural (after 5, and after a negation).
  static func polishNoun(
    _ nominative: String, _ accusative: String, _ genitive: String, _ few: String, _ many: String
  ) -> MessageTemplate {
    .noun([
      "one": nominative, "few": few, "many": many, "other": many, "indefinite": nominative,
      "definite": nominative, "acc": accusative, "gen": genitive,
    ])
  }
}
