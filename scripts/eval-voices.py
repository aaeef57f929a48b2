"""How clearly a voice speaks a language: it says sentences of the kind Visor says, Whisper base (told
the language) writes them down, and the share of the words heard back is counted (longest common
subsequence, as LanguageSpeechTests' WordMatch does). Two sets per language: the test set (the
sentences of LanguageSpeechTests) and held-out sentences of the same kind, so a voice is not chosen
for a handful of sentences. The figures of docs/speech.md come from here.

    ~/.cache/visor/venv/bin/python scripts/eval-voices.py fr=espeak:fr+klatt4 fr=espeak:mb-fr1 fr=pico:fr-FR

A voice is ENGINE:NAME: `espeak` (espeak-ng -v NAME, 150 words a minute), `pico` (pico2wave -l NAME),\n`festival` (text2wave with the voice selector NAME, e.g. voice_lp_diphone).
"""
import os
import re
import subprocess
import sys
import tempfile
import time
import unicodedata

from faster_whisper import WhisperModel

TEST = {
    "fr": ["Attention, le sol est mouillé. Veuillez utiliser l'entrée de gauche.",
           "La pharmacie est fermée aujourd'hui. La pharmacie de garde se trouve rue de la gare.",
           "Un chien est couché sur un canapé vert près de la fenêtre."],
    "pt": ["Cuidado, o chão está molhado. Por favor, use a entrada da esquerda.",
           "A farmácia está fechada hoje. Um cão está deitado num sofá verde."],
    "pl": ["Uwaga, podłoga jest mokra. Proszę korzystać z wejścia po lewej stronie.",
           "Apteka jest dziś zamknięta. Pies leży na zielonej kanapie."],
    "tr": ["Dikkat, zemin ıslak. Lütfen soldaki girişi kullanın.",
           "Eczane bugün kapalı. Bir köpek yeşil bir kanepede yatıyor."],
    "ar": ["انتبه، الأرض مبللة. من فضلك استخدم المدخل على اليسار.",
           "الصيدلية مغلقة اليوم. كلب مستلق على أريكة خضراء."],
    "es": ["Cuidado, el suelo está mojado. Por favor, use la entrada de la izquierda.",
           "La farmacia está cerrada hoy. La farmacia de guardia está en la calle de la estación.",
           "Un perro está tumbado en un sofá verde junto a la ventana."],
    "it": ["Attenzione, il pavimento è bagnato. Per favore, usate l'ingresso a sinistra.",
           "La farmacia oggi è chiusa. Un cane è sdraiato su un divano verde."],
    "de": ["Vorsicht, der Boden ist nass. Bitte benutzen Sie den Eingang auf der linken Seite.",
           "Die Apotheke ist heute geschlossen. Der Notdienst befindet sich in der Bahnhofstraße.",
           "Ein Hund liegt auf einem grünen Sofa neben dem Fenster."],
}

HELD_OUT = {
    "fr": ["Sortie de secours. Ne pas bloquer cette porte.",
           "Je vois une tasse blanche sur une table en bois.",
           "Le bus numéro douze arrive dans cinq minutes.",
           "Il y a deux personnes devant vous, à environ trois mètres.",
           "Ce flacon contient du sirop contre la toux.",
           "Le magasin ouvre à neuf heures du matin."],
    "pt": ["Saída de emergência. Não bloqueie esta porta.",
           "Vejo um copo branco em cima de uma mesa de madeira.",
           "A loja abre às nove horas da manhã.",
           "Há duas pessoas à sua frente, a cerca de três metros.",
           "Este frasco contém xarope para a tosse.",
           "A saída fica à direita, depois da escada."],
    "pl": ["Wyjście awaryjne. Nie zastawiać drzwi.",
           "Widzę biały kubek na drewnianym stole.",
           "Autobus numer dwanaście przyjedzie za pięć minut.",
           "Przed tobą stoją dwie osoby, około trzech metrów dalej.",
           "Ta butelka zawiera syrop na kaszel.",
           "Sklep jest otwarty od dziewiątej rano."],
    "tr": ["Acil çıkış. Bu kapıyı kapatmayın.",
           "Ahşap bir masanın üzerinde beyaz bir fincan görüyorum.",
           "On iki numaralı otobüs beş dakika içinde geliyor.",
           "Önünüzde yaklaşık üç metre ileride iki kişi var.",
           "Bu şişede öksürük şurubu var.",
           "Mağaza sabah dokuzda açılıyor."],
    "ar": ["مخرج الطوارئ. لا تغلق هذا الباب.",
           "أرى كوبا أبيض على طاولة خشبية.",
           "الحافلة رقم اثني عشر تصل بعد خمس دقائق.",
           "يوجد شخصان أمامك على بعد ثلاثة أمتار تقريبا.",
           "هذه الزجاجة تحتوي على شراب للسعال.",
           "يفتح المتجر في الساعة التاسعة صباحا."],
    "es": ["Salida de emergencia. No bloquee esta puerta.",
           "Veo una taza blanca sobre una mesa de madera.",
           "El autobús número doce llega en cinco minutos.",
           "Hay dos personas delante de usted, a unos tres metros.",
           "Este frasco contiene jarabe para la tos.",
           "La tienda abre a las nueve de la mañana."],
    "it": ["Uscita di emergenza. Non bloccare questa porta.",
           "Vedo una tazza bianca su un tavolo di legno.",
           "L'autobus numero dodici arriva tra cinque minuti.",
           "Ci sono due persone davanti a te, a circa tre metri.",
           "Questa bottiglia contiene sciroppo per la tosse.",
           "Il negozio apre alle nove del mattino."],
    "de": ["Notausgang. Diese Tür nicht versperren.",
           "Ich sehe eine weiße Tasse auf einem Holztisch.",
           "Der Bus Nummer zwölf kommt in fünf Minuten.",
           "Vor Ihnen stehen zwei Personen, etwa drei Meter entfernt.",
           "Diese Flasche enthält Hustensaft.",
           "Das Geschäft öffnet um neun Uhr morgens."],
}


def words(text):
    folded = unicodedata.normalize("NFC", text.lower()).replace("ß", "ss")
    return "".join(c if c.isalpha() or c.isdigit() else " " for c in folded).split()


def matched(reference, heard):
    ref, hyp = words(reference), words(heard)
    previous = [0] * (len(hyp) + 1)
    for word in ref:
        current = [0] * (len(hyp) + 1)
        for j, other in enumerate(hyp):
            current[j + 1] = previous[j] + 1 if word == other else max(previous[j + 1], current[j])
        previous = current
    return previous[len(hyp)], len(ref)


def speak(engine, name, text, wav):
    if engine == "espeak":
        subprocess.run(["espeak-ng", "-v", name, "-s", "150", "-w", wav, text], check=True, capture_output=True)
    elif engine == "pico":
        subprocess.run(["pico2wave", "-l", name, "-w", wav, text], check=True, capture_output=True)
    elif engine == "festival":  # NAME: the voice's selector without parentheses, e.g. voice_lp_diphone
        encoding = "latin-1" if "lp_diphone" in name else "utf-8"
        subprocess.run(["text2wave", "-eval", f"({name})", "-o", wav], input=text.encode(encoding, "replace"),
                       check=True, capture_output=True)
    else:
        raise SystemExit(f"unknown engine {engine}")


def main():
    model = WhisperModel(os.environ.get("WHISPER_MODEL", os.path.expanduser("~/.cache/visor/models/whisper-base")),
                         device="cpu", compute_type="int8")
    with tempfile.TemporaryDirectory() as work:
        for spec in sys.argv[1:]:
            lang, voice = spec.split("=", 1)
            engine, name = voice.split(":", 1)
            figures = []
            seconds = 0.0
            count = 0
            for label, sentences in (("test", TEST[lang]), ("held-out", HELD_OUT[lang])):
                hit = total = 0
                for index, sentence in enumerate(sentences):
                    wav = os.path.join(work, f"{lang}-{index}.wav")
                    start = time.perf_counter()
                    speak(engine, name, sentence, wav)
                    seconds += time.perf_counter() - start
                    count += 1
                    segments, _ = model.transcribe(wav, language=lang, beam_size=5)
                    got, want = matched(sentence, " ".join(s.text for s in segments))
                    hit += got
                    total += want
                figures.append(f"{label} {100 * hit / total:.1f} % ({hit}/{total})")
            print(f"{lang} {voice}: " + ", ".join(figures) + f"; {1000 * seconds / count:.0f} ms a sentence",
                  flush=True)


if __name__ == "__main__":
    main()
