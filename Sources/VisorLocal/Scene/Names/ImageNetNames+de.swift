// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// German.
  static let de = #"""
    0	eine|Schleie
    1	ein|Goldfisch
    2	ein|Weißer Hai
    3	ein|Tigerhai
    4	ein|Hammerhai
    5	ein|Zitterrochen
    6	ein|Stechrochen
    7	ein|Hahn
    8	eine|Henne
    9	ein|Strauß (Vogel)
    10	ein|Bergfink
    11	ein|Stieglitz
    12	ein|Hausgimpel
    13	ein|Junko
    14	ein|Indigofink
    15	ein|Rotkehlchen
    16	ein|Bülbül
    17	ein|Eichelhäher
    18	eine|Elster
    19	eine|Meise
    20	eine|Wasseramsel
    21	ein|Milan (Greifvogel)
    22	ein|Weißkopfseeadler
    23	ein|Geier
    24	ein|Bartkauz
    25	ein|Feuersalamander
    26	ein|Teichmolch
    27	ein|junger Molch
    28	ein|Fleckenquerzahnmolch
    29	ein|Axolotl
    30	ein|Ochsenfrosch
    31	ein|Laubfrosch
    32	ein|Schwanzfrosch
    33	eine|Unechte Karettschildkröte
    34	eine|Lederschildkröte
    35	eine|Klappschildkröte
    36	eine|Sumpfschildkröte
    37	eine|Dosenschildkröte
    38	ein|Krallengecko
    39	ein|Grüner Leguan
    40	ein|Rotkehlanolis
    41	eine|Rennechse
    42	eine|Agame
    43	eine|Kragenechse
    44	eine|Alligatorechse
    45	eine|Gila-Krustenechse
    46	eine|Smaragdeidechse
    47	ein|Chamäleon
    48	ein|Komodowaran
    49	ein|Nilkrokodil
    50	ein|Mississippi-Alligator
    51	ein|Triceratops
    52	eine|Wurmnatter
    53	eine|Ringhalsnatter
    54	eine|Hakennasennatter
    55	eine|Grasnatter
    56	eine|Königsnatter
    57	eine|Strumpfbandnatter
    58	eine|Wassernatter
    59	eine|Peitschennatter
    60	eine|Nachtnatter
    61	eine|Abgottschlange
    62	ein|Felsenpython
    63	eine|Brillenschlange
    64	eine|Grüne Mamba
    65	eine|Seeschlange
    66	eine|Hornviper
    67	eine|Diamant-Klapperschlange
    68	eine|Seitenwinder-Klapperschlange
    69	ein|Trilobit
    70	ein|Weberknecht
    71	ein|Skorpion
    72	eine|Wespenspinne
    73	eine|Scheunenspinne
    74	eine|Gartenkreuzspinne
    75	eine|Schwarze Witwe
    76	eine|Vogelspinne
    77	eine|Wolfsspinne
    78	eine|Zecke
    79	ein|Hundertfüßer
    80	ein|Birkhuhn
    81	ein|Schneehuhn
    82	ein|Kragenhuhn
    83	ein|Präriehuhn
    84	ein|Pfau
    85	eine|Wachtel
    86	ein|Rebhuhn
    87	ein|Graupapagei
    88	ein|Ara
    89	ein|Gelbhaubenkakadu
    90	ein|Lori
    91	ein|Spornkuckuck
    92	ein|Bienenfresser
    93	ein|Nashornvogel
    94	ein|Kolibri
    95	ein|Glanzvogel
    96	ein|Tukan
    97	ein|Erpel
    98	ein|Mittelsäger
    99	eine|Gans
    100	ein|Trauerschwan
    101	ein|Elefant mit Stoßzähnen
    102	ein|Ameisenigel
    103	ein|Schnabeltier
    104	ein|Wallaby
    105	ein|Koala
    106	ein|Wombat
    107	eine|Qualle
    108	eine|Seeanemone
    109	eine|Hirnkoralle
    110	ein|Plattwurm
    111	ein|Fadenwurm
    112	eine|Fechterschnecke
    113	eine|Schnecke
    114	eine|Nacktschnecke
    115	eine|Meeresnacktschnecke
    116	eine|Käferschnecke
    117	ein|Perlboot
    118	ein|Pazifischer Taschenkrebs
    119	eine|Felsenkrabbe
    120	eine|Winkerkrabbe
    121	eine|Königskrabbe
    122	ein|Amerikanischer Hummer
    123	eine|Languste
    124	ein|Flusskrebs
    125	ein|Einsiedlerkrebs
    126	eine|Assel
    127	ein|Weißstorch
    128	ein|Schwarzstorch
    129	ein|Löffler
    130	ein|Flamingo
    131	ein|Blaureiher
    132	ein|Silberreiher
    133	eine|Rohrdommel
    134	ein|Kranich (Stelzvogel)
    135	ein|Rallenkranich
    136	ein|Purpurhuhn
    137	ein|Amerikanisches Blässhuhn
    138	eine|Trappe
    139	ein|Steinwälzer
    140	ein|Alpenstrandläufer
    141	ein|Rotschenkel
    142	ein|Schlammläufer
    143	ein|Austernfischer
    144	ein|Pelikan
    145	ein|Königspinguin
    146	ein|Albatros
    147	ein|Grauwal
    148	ein|Schwertwal
    149	ein|Dugong
    150	ein|Seelöwe
    151	ein|Chihuahua
    152	ein|Japan-Chin
    153	ein|Malteser
    154	ein|Pekinese
    155	ein|Shih Tzu
    156	ein|Cavalier King Charles Spaniel
    157	ein|Papillon
    158	ein|English Toy Terrier
    159	ein|Rhodesian Ridgeback
    160	ein|Afghanischer Windhund
    161	ein|Basset Hound
    162	ein|Beagle
    163	ein|Bluthund
    164	ein|Bluetick Coonhound
    165	ein|Black and Tan Coonhound
    166	ein|Treeing Walker Coonhound
    167	ein|English Foxhound
    168	ein|Redbone Coonhound
    169	ein|Barsoi
    170	ein|Irischer Wolfshund
    171	ein|Italienisches Windspiel
    172	ein|Whippet
    173	ein|Podenco Ibicenco
    174	ein|Norwegischer Elchhund
    175	ein|Otterhund
    176	ein|Saluki
    177	ein|Deerhound
    178	ein|Weimaraner
    179	ein|Staffordshire Bullterrier
    180	ein|American Staffordshire Terrier
    181	ein|Bedlington Terrier
    182	ein|Border Terrier
    183	ein|Kerry Blue Terrier
    184	ein|Irish Terrier
    185	ein|Norfolk Terrier
    186	ein|Norwich Terrier
    187	ein|Yorkshire Terrier
    188	ein|Drahthaar-Foxterrier
    189	ein|Lakeland Terrier
    190	ein|Sealyham Terrier
    191	ein|Airedale Terrier
    192	ein|Cairn Terrier
    193	ein|Australian Terrier
    194	ein|Dandie Dinmont Terrier
    195	ein|Boston Terrier
    196	ein|Zwergschnauzer
    197	ein|Riesenschnauzer
    198	ein|Mittelschnauzer
    199	ein|Scottish Terrier
    200	ein|Tibet-Terrier
    201	ein|Australian Silky Terrier
    202	ein|Irish Soft Coated Wheaten Terrier
    203	ein|West Highland White Terrier
    204	ein|Lhasa Apso
    205	ein|Flat Coated Retriever
    206	ein|Curly Coated Retriever
    207	ein|Golden Retriever
    208	ein|Labrador
    209	ein|Chesapeake Bay Retriever
    210	ein|Deutsch Kurzhaar
    211	ein|Magyar Vizsla
    212	ein|English Setter
    213	ein|Irish Setter
    214	ein|Gordon Setter
    215	ein|Epagneul Breton
    216	ein|Clumber Spaniel
    217	ein|English Springer Spaniel
    218	ein|Welsh Springer Spaniel
    219	ein|Cocker Spaniel
    220	ein|Sussex Spaniel
    221	ein|Irischer Wasserspaniel
    222	ein|Kuvasz
    223	ein|Schipperke
    224	ein|Groenendael
    225	ein|Malinois
    226	ein|Briard
    227	ein|Kelpie
    228	ein|Komondor
    229	ein|Bobtail
    230	ein|Sheltie
    231	ein|Collie
    232	ein|Border Collie
    233	ein|Bouvier des Flandres
    234	ein|Rottweiler
    235	ein|Deutscher Schäferhund
    236	ein|Dobermann
    237	ein|Zwergpinscher
    238	ein|Großer Schweizer Sennenhund
    239	ein|Berner Sennenhund
    240	ein|Appenzeller Sennenhund
    241	ein|Entlebucher Sennenhund
    242	ein|Boxer (Hund)
    243	ein|Bullmastiff
    244	eine|Tibetdogge
    245	eine|Französische Bulldogge
    246	eine|Deutsche Dogge
    247	ein|Bernhardiner
    248	ein|Eskimohund
    249	ein|Malamute
    250	ein|Sibirischer Husky
    251	ein|Dalmatiner
    252	ein|Affenpinscher
    253	ein|Basenji
    254	ein|Mops
    255	ein|Leonberger
    256	ein|Neufundländer
    257	ein|Pyrenäenberghund
    258	ein|Samojede
    259	ein|Zwergspitz
    260	ein|Chow-Chow
    261	ein|Wolfsspitz
    262	ein|Brüsseler Griffon
    263	ein|Welsh Corgi Pembroke
    264	ein|Welsh Corgi Cardigan
    265	ein|Toypudel
    266	ein|Zwergpudel
    267	ein|Großpudel
    268	ein|Mexikanischer Nackthund
    269	ein|Grauwolf
    270	ein|Polarwolf
    271	ein|Rotwolf
    272	ein|Kojote
    273	ein|Dingo
    274	ein|Rothund
    275	ein|Afrikanischer Wildhund
    276	eine|Hyäne
    277	ein|Rotfuchs
    278	ein|Kitfuchs
    279	ein|Polarfuchs
    280	ein|Graufuchs
    281	eine|getigerte Katze
    282	eine|Tigerkatze
    283	eine|Perserkatze
    284	eine|Siamkatze
    285	eine|Ägyptische Mau
    286	ein|Puma
    287	ein|Luchs
    288	ein|Leopard
    289	ein|Schneeleopard
    290	ein|Jaguar
    291	ein|Löwe
    292	ein|Tiger
    293	ein|Gepard
    294	ein|Braunbär
    295	ein|Schwarzbär
    296	ein|Eisbär
    297	ein|Lippenbär
    298	ein|Mungo
    299	ein|Erdmännchen
    300	ein|Sandlaufkäfer
    301	ein|Marienkäfer
    302	ein|Laufkäfer
    303	ein|Bockkäfer
    304	ein|Blattkäfer
    305	ein|Mistkäfer
    306	ein|Nashornkäfer
    307	ein|Rüsselkäfer
    308	eine|Fliege
    309	eine|Biene
    310	eine|Ameise
    311	eine|Heuschrecke
    312	eine|Grille
    313	eine|Stabschrecke
    314	eine|Kakerlake
    315	eine|Gottesanbeterin
    316	eine|Zikade
    317	eine|Zwergzikade
    318	eine|Florfliege
    319	eine|Libelle
    320	eine|Kleinlibelle
    321	ein|Admiral (Schmetterling)
    322	ein|Schornsteinfeger (Schmetterling)
    323	ein|Monarchfalter
    324	ein|Kohlweißling
    325	ein|Gelbling
    326	ein|Bläuling
    327	ein|Seestern
    328	ein|Seeigel
    329	eine|Seegurke
    330	ein|Baumwollschwanzkaninchen
    331	ein|Hase
    332	ein|Angorakaninchen
    333	ein|Hamster
    334	ein|Stachelschwein
    335	ein|Fuchshörnchen
    336	ein|Murmeltier
    337	ein|Biber
    338	ein|Meerschweinchen
    339	ein|Fuchs (Pferd)
    340	ein|Zebra
    341	ein|Schwein
    342	ein|Wildschwein
    343	ein|Warzenschwein
    344	ein|Flusspferd
    345	ein|Ochse
    346	ein|Wasserbüffel
    347	ein|Bison
    348	ein|Widder
    349	ein|Dickhornschaf
    350	ein|Steinbock
    351	eine|Kuhantilope
    352	eine|Impala
    353	eine|Gazelle
    354	ein|Dromedar
    355	ein|Lama
    356	ein|Wiesel
    357	ein|Nerz
    358	ein|Iltis
    359	ein|Schwarzfußiltis
    360	ein|Otter
    361	ein|Stinktier
    362	ein|Dachs
    363	ein|Gürteltier
    364	ein|Dreifingerfaultier
    365	ein|Orang-Utan
    366	ein|Gorilla
    367	ein|Schimpanse
    368	ein|Gibbon
    369	ein|Siamang
    370	eine|Meerkatze
    371	ein|Husarenaffe
    372	ein|Pavian
    373	ein|Makak
    374	ein|Langur
    375	ein|Stummelaffe
    376	ein|Nasenaffe
    377	ein|Krallenaffe
    378	ein|Kapuzineraffe
    379	ein|Brüllaffe
    380	ein|Springaffe
    381	ein|Klammeraffe
    382	ein|Totenkopfaffe
    383	ein|Katta
    384	ein|Indri
    385	ein|Asiatischer Elefant
    386	ein|Afrikanischer Elefant
    387	ein|Roter Panda
    388	ein|Großer Panda
    389	ein|Snoek
    390	ein|Aal
    391	ein|Silberlachs
    392	ein|Felsenschönheit-Kaiserfisch
    393	ein|Clownfisch
    394	ein|Stör
    395	ein|Knochenhecht
    396	ein|Rotfeuerfisch
    397	ein|Kugelfisch
    398	ein|Abakus
    399	eine|Abaya
    400	ein|Talar
    401	ein|Akkordeon
    402	eine|Akustikgitarre
    403	ein|Flugzeugträger
    404	ein|Verkehrsflugzeug
    405	ein|Luftschiff
    406	ein|Altar
    407	ein|Krankenwagen
    408	ein|Amphibienfahrzeug
    409	eine|Zeigeruhr
    410	ein|Bienenstand
    411	eine|Schürze
    412	eine|Mülltonne
    413	ein|Sturmgewehr
    414	ein|Rucksack
    415	eine|Bäckerei
    416	ein|Schwebebalken
    417	ein|Ballon
    418	ein|Kugelschreiber
    419	ein|Pflaster
    420	ein|Banjo
    421	ein|Treppengeländer
    422	eine|Langhantel
    423	ein|Friseurstuhl
    424	ein|Friseursalon
    425	eine|Scheune
    426	ein|Barometer
    427	ein|Fass
    428	eine|Schubkarre
    429	ein|Baseball
    430	ein|Basketball
    431	ein|Stubenwagen
    432	ein|Fagott
    433	eine|Badekappe
    434	ein|Badetuch
    435	eine|Badewanne
    436	ein|Kombi
    437	ein|Leuchtturm
    438	ein|Becherglas
    439	eine|Bärenfellmütze
    440	eine|Bierflasche
    441	ein|Bierglas
    442	ein|Glockentürmchen
    443	ein|Lätzchen
    444	ein|Tandem
    445	ein|Bikini
    446	ein|Ordner
    447	ein|Fernglas
    448	ein|Vogelhäuschen
    449	ein|Bootshaus
    450	ein|Bob
    451	eine|Bolo-Krawatte
    452	eine|Haube
    453	ein|Bücherregal
    454	eine|Buchhandlung
    455	ein|Kronkorken
    456	ein|Bogen (zum Schießen)
    457	eine|Fliege (Krawatte)
    458	ein|Messingschild
    459	ein|BH
    460	ein|Wellenbrecher
    461	ein|Brustpanzer
    462	ein|Besen
    463	ein|Eimer
    464	eine|Gürtelschnalle
    465	eine|schusssichere Weste
    466	ein|Hochgeschwindigkeitszug
    467	eine|Metzgerei
    468	ein|Taxi
    469	ein|Kessel
    470	eine|Kerze
    471	eine|Kanone
    472	ein|Kanu
    473	ein|Dosenöffner
    474	eine|Strickjacke
    475	ein|Autospiegel
    476	ein|Karussell
    477	ein|Werkzeugkasten
    478	ein|Karton
    479	ein|Autorad
    480	ein|Geldautomat
    481	eine|Kassette
    482	ein|Kassettenrekorder
    483	ein|Schloss
    484	ein|Katamaran
    485	ein|CD-Player
    486	ein|Cello
    487	ein|Handy
    488	eine|Kette
    489	ein|Maschendrahtzaun
    490	ein|Kettenhemd
    491	eine|Kettensäge
    492	eine|Holztruhe
    493	eine|Kommode
    494	|Röhrenglocken
    495	eine|Porzellanvitrine
    496	ein|Nikolausstrumpf
    497	eine|Kirche
    498	ein|Kino
    499	ein|Hackbeil
    500	eine|Felsenwohnung
    501	ein|Umhang
    502	ein|Holzschuh
    503	ein|Cocktailshaker
    504	ein|Kaffeebecher
    505	eine|Kaffeekanne
    506	eine|Spirale
    507	ein|Zahlenschloss
    508	eine|Computertastatur
    509	eine|Konditorei
    510	ein|Containerschiff
    511	ein|Cabrio
    512	ein|Korkenzieher
    513	ein|Kornett
    514	ein|Cowboystiefel
    515	ein|Cowboyhut
    516	eine|Wiege
    517	ein|Baukran
    518	ein|Motorradhelm
    519	eine|Kiste
    520	ein|Gitterbett
    521	ein|Schongarer
    522	eine|Krocketkugel
    523	eine|Krücke
    524	ein|Kürass
    525	ein|Staudamm
    526	ein|Schreibtisch
    527	ein|Desktop-Computer
    528	ein|Wählscheibentelefon
    529	eine|Windel
    530	eine|Digitaluhr
    531	eine|digitale Armbanduhr
    532	ein|Esstisch
    533	ein|Spüllappen
    534	eine|Spülmaschine
    535	eine|Scheibenbremse
    536	ein|Anlegesteg
    537	ein|Hundeschlitten
    538	eine|Kuppel
    539	eine|Fußmatte
    540	eine|Bohrinsel
    541	eine|Trommel
    542	ein|Trommelstock
    543	eine|Hantel
    544	ein|Schmortopf
    545	ein|Ventilator
    546	eine|E-Gitarre
    547	eine|Elektrolok
    548	eine|Fernsehwand
    549	ein|Briefumschlag
    550	eine|Espressomaschine
    551	|Gesichtspuder
    552	eine|Federboa
    553	ein|Aktenschrank
    554	ein|Löschboot
    555	ein|Feuerwehrauto
    556	ein|Kaminschirm
    557	ein|Fahnenmast
    558	eine|Flöte
    559	ein|Klappstuhl
    560	ein|Footballhelm
    561	ein|Gabelstapler
    562	ein|Brunnen
    563	ein|Füller
    564	ein|Himmelbett
    565	ein|Güterwagen
    566	ein|Waldhorn
    567	eine|Bratpfanne
    568	ein|Pelzmantel
    569	ein|Müllwagen
    570	eine|Gasmaske
    571	eine|Zapfsäule
    572	ein|Kelch
    573	ein|Gokart
    574	ein|Golfball
    575	ein|Golfwagen
    576	eine|Gondel
    577	ein|Gong
    578	ein|Abendkleid
    579	ein|Flügel (Klavier)
    580	ein|Gewächshaus
    581	ein|Kühlergrill
    582	ein|Lebensmittelgeschäft
    583	eine|Guillotine
    584	eine|Haarspange
    585	|Haarspray
    586	ein|Halbkettenfahrzeug
    587	ein|Hammer
    588	ein|Wäschekorb
    589	ein|Föhn
    590	ein|Taschencomputer
    591	ein|Taschentuch
    592	eine|Festplatte
    593	eine|Mundharmonika
    594	eine|Harfe
    595	ein|Mähdrescher
    596	ein|Beil
    597	ein|Pistolenholster
    598	ein|Heimkino
    599	eine|Honigwabe
    600	ein|Haken
    601	ein|Reifrock
    602	ein|Reck
    603	ein|Pferdewagen
    604	eine|Sanduhr
    605	ein|iPod
    606	ein|Bügeleisen
    607	eine|Halloween-Kürbislaterne
    608	eine|Jeans
    609	ein|Jeep
    610	ein|T-Shirt
    611	ein|Puzzle
    612	eine|Rikscha
    613	ein|Joystick
    614	ein|Kimono
    615	ein|Knieschützer
    616	ein|Knoten
    617	ein|Laborkittel
    618	eine|Schöpfkelle
    619	ein|Lampenschirm
    620	ein|Laptop
    621	ein|Rasenmäher
    622	ein|Objektivdeckel
    623	ein|Brieföffner
    624	eine|Bibliothek
    625	ein|Rettungsboot
    626	ein|Feuerzeug
    627	eine|Limousine
    628	ein|Ozeandampfer
    629	ein|Lippenstift
    630	ein|Slipper
    631	eine|Lotion
    632	ein|Lautsprecher
    633	eine|Lupe
    634	ein|Sägewerk
    635	ein|Kompass
    636	ein|Postsack
    637	ein|Briefkasten
    638	ein|Badeanzug
    639	ein|Badeanzug
    640	ein|Kanaldeckel
    641	eine|Maraca
    642	ein|Marimbafon
    643	eine|Maske
    644	ein|Streichholz
    645	ein|Maibaum
    646	ein|Labyrinth
    647	ein|Messbecher
    648	ein|Arzneischrank
    649	ein|Megalith
    650	ein|Mikrofon
    651	eine|Mikrowelle
    652	eine|Militäruniform
    653	eine|Milchkanne
    654	ein|Kleinbus
    655	ein|Minirock
    656	ein|Minivan
    657	eine|Rakete
    658	ein|Fäustling
    659	eine|Rührschüssel
    660	ein|Mobilheim
    661	ein|Ford Model T
    662	ein|Modem
    663	ein|Kloster
    664	ein|Computermonitor
    665	ein|Moped
    666	ein|Mörser mit Stößel
    667	ein|Doktorhut
    668	eine|Moschee
    669	ein|Moskitonetz
    670	ein|Motorroller
    671	ein|Mountainbike
    672	ein|Bergzelt
    673	eine|Computermaus
    674	eine|Mausefalle
    675	ein|Umzugswagen
    676	ein|Maulkorb
    677	ein|Nagel
    678	eine|Halskrause
    679	eine|Halskette
    680	ein|Sauger
    681	ein|Notebook
    682	ein|Obelisk
    683	eine|Oboe
    684	eine|Okarina
    685	ein|Kilometerzähler
    686	ein|Ölfilter
    687	eine|Orgel
    688	ein|Oszilloskop
    689	ein|Überrock
    690	ein|Ochsenkarren
    691	eine|Sauerstoffmaske
    692	eine|Packung
    693	ein|Paddel
    694	ein|Schaufelrad
    695	ein|Vorhängeschloss
    696	ein|Pinsel
    697	ein|Schlafanzug
    698	ein|Palast
    699	eine|Panflöte
    700	ein|Küchentuch
    701	ein|Fallschirm
    702	ein|Barren
    703	eine|Parkbank
    704	eine|Parkuhr
    705	ein|Personenwagen
    706	eine|Terrasse
    707	ein|Münztelefon
    708	ein|Sockel
    709	eine|Federmappe
    710	ein|Bleistiftspitzer
    711	ein|Parfüm
    712	eine|Petrischale
    713	ein|Fotokopierer
    714	ein|Plektrum
    715	eine|Pickelhaube
    716	ein|Lattenzaun
    717	ein|Pick-up
    718	eine|Seebrücke
    719	ein|Sparschwein
    720	eine|Tablettendose
    721	ein|Kopfkissen
    722	ein|Tischtennisball
    723	ein|Windrad
    724	ein|Piratenschiff
    725	ein|Krug
    726	ein|Hobel
    727	ein|Planetarium
    728	eine|Plastiktüte
    729	ein|Geschirrständer
    730	ein|Pflug
    731	ein|Pümpel
    732	eine|Polaroidkamera
    733	ein|Mast
    734	ein|Polizeiwagen
    735	ein|Poncho
    736	ein|Billardtisch
    737	eine|Limoflasche
    738	ein|Blumentopf
    739	eine|Töpferscheibe
    740	eine|Bohrmaschine
    741	ein|Gebetsteppich
    742	ein|Drucker
    743	ein|Gefängnis
    744	ein|Geschoss
    745	ein|Projektor
    746	ein|Eishockeypuck
    747	ein|Boxsack
    748	eine|Handtasche
    749	eine|Schreibfeder
    750	eine|Steppdecke
    751	ein|Rennwagen
    752	ein|Schläger
    753	ein|Heizkörper
    754	ein|Radio
    755	ein|Radioteleskop
    756	eine|Regentonne
    757	ein|Wohnmobil
    758	eine|Angelrolle
    759	eine|Spiegelreflexkamera
    760	ein|Kühlschrank
    761	eine|Fernbedienung
    762	ein|Restaurant
    763	ein|Revolver
    764	ein|Gewehr
    765	ein|Schaukelstuhl
    766	ein|Drehspieß
    767	ein|Radiergummi
    768	ein|Rugbyball
    769	ein|Lineal
    770	ein|Laufschuh
    771	ein|Tresor
    772	eine|Sicherheitsnadel
    773	ein|Salzstreuer
    774	eine|Sandale
    775	ein|Sarong
    776	ein|Saxofon
    777	eine|Schwertscheide
    778	eine|Waage
    779	ein|Schulbus
    780	ein|Schoner
    781	eine|Anzeigetafel
    782	ein|Computerbildschirm
    783	eine|Schraube
    784	ein|Schraubenzieher
    785	ein|Sicherheitsgurt
    786	eine|Nähmaschine
    787	ein|Schild (zum Schutz)
    788	ein|Schuhgeschäft
    789	eine|Shoji-Schiebewand
    790	ein|Einkaufskorb
    791	ein|Einkaufswagen
    792	eine|Schaufel
    793	eine|Duschhaube
    794	ein|Duschvorhang
    795	ein|Ski
    796	eine|Sturmhaube
    797	ein|Schlafsack
    798	ein|Rechenschieber
    799	eine|Schiebetür
    800	ein|Spielautomat
    801	ein|Schnorchel
    802	ein|Schneemobil
    803	ein|Schneepflug
    804	ein|Seifenspender
    805	ein|Fußball
    806	eine|Socke
    807	ein|Solarkonzentrator
    808	ein|Sombrero
    809	eine|Suppenschüssel
    810	eine|Leertaste
    811	ein|Heizlüfter
    812	ein|Spaceshuttle
    813	ein|Pfannenwender
    814	ein|Schnellboot
    815	ein|Spinnennetz
    816	eine|Spindel
    817	ein|Sportwagen
    818	ein|Scheinwerfer
    819	eine|Bühne
    820	eine|Dampflok
    821	eine|Stahlbogenbrücke
    822	eine|Steeldrum
    823	ein|Stethoskop
    824	eine|Stola
    825	eine|Steinmauer
    826	eine|Stoppuhr
    827	ein|Herd
    828	ein|Sieb
    829	eine|Straßenbahn
    830	eine|Trage
    831	ein|Schlafsofa
    832	ein|Stupa
    833	ein|U-Boot
    834	ein|Anzug
    835	eine|Sonnenuhr
    836	eine|Sonnenbrille
    837	eine|dunkle Brille
    838	eine|Sonnencreme
    839	eine|Hängebrücke
    840	ein|Wischmopp
    841	ein|Sweatshirt
    842	eine|Badehose
    843	eine|Schaukel
    844	ein|Lichtschalter
    845	eine|Spritze
    846	eine|Tischlampe
    847	ein|Panzer
    848	ein|Tonbandgerät
    849	eine|Teekanne
    850	ein|Teddybär
    851	ein|Fernseher
    852	ein|Tennisball
    853	ein|Reetdach
    854	ein|Theatervorhang
    855	ein|Fingerhut
    856	eine|Dreschmaschine
    857	ein|Thron
    858	ein|Ziegeldach
    859	ein|Toaster
    860	ein|Tabakladen
    861	ein|Toilettensitz
    862	eine|Fackel
    863	ein|Totempfahl
    864	ein|Abschleppwagen
    865	ein|Spielwarenladen
    866	ein|Traktor
    867	ein|Sattelzug
    868	ein|Tablett
    869	ein|Trenchcoat
    870	ein|Dreirad
    871	ein|Trimaran
    872	ein|Stativ
    873	ein|Triumphbogen
    874	ein|Oberleitungsbus
    875	eine|Posaune
    876	ein|Bottich
    877	ein|Drehkreuz
    878	eine|Schreibmaschinentastatur
    879	ein|Regenschirm
    880	ein|Einrad
    881	ein|Klavier
    882	ein|Staubsauger
    883	eine|Vase
    884	ein|Gewölbe
    885	|Samt
    886	ein|Verkaufsautomat
    887	ein|Messgewand
    888	ein|Viadukt
    889	eine|Geige
    890	ein|Volleyball
    891	ein|Waffeleisen
    892	eine|Wanduhr
    893	eine|Brieftasche
    894	ein|Kleiderschrank
    895	ein|Kampfflugzeug
    896	ein|Waschbecken
    897	eine|Waschmaschine
    898	eine|Wasserflasche
    899	ein|Wasserkrug
    900	ein|Wasserturm
    901	ein|Whiskeykrug
    902	eine|Trillerpfeife
    903	eine|Perücke
    904	ein|Fliegengitter
    905	ein|Rollo
    906	eine|Krawatte
    907	eine|Weinflasche
    908	eine|Tragfläche
    909	ein|Wok
    910	ein|Kochlöffel
    911	|Wolle
    912	ein|Zickzackzaun
    913	ein|Wrack
    914	eine|Yawl
    915	eine|Jurte
    916	eine|Website
    917	ein|Comic
    918	ein|Kreuzworträtsel
    919	ein|Straßenschild
    920	eine|Ampel
    921	ein|Schutzumschlag
    922	eine|Speisekarte
    923	ein|Teller
    924	|Guacamole
    925	|Consommé
    926	ein|Feuertopf
    927	ein|Trifle
    928	|Eis
    929	ein|Eis am Stiel
    930	ein|Baguette
    931	ein|Bagel
    932	eine|Brezel
    933	ein|Cheeseburger
    934	ein|Hotdog
    935	|Kartoffelbrei
    936	ein|Kohlkopf
    937	ein|Brokkoli
    938	ein|Blumenkohl
    939	eine|Zucchini
    940	ein|Spaghettikürbis
    941	ein|Eichelkürbis
    942	ein|Butternusskürbis
    943	eine|Gurke
    944	eine|Artischocke
    945	eine|Paprika
    946	eine|Karde
    947	ein|Pilz
    948	ein|Granny-Smith-Apfel
    949	eine|Erdbeere
    950	eine|Orange
    951	eine|Zitrone
    952	eine|Feige
    953	eine|Ananas
    954	eine|Banane
    955	eine|Jackfrucht
    956	ein|Zimtapfel
    957	ein|Granatapfel
    958	|Heu
    959	|Spaghetti carbonara
    960	|Schokoladensoße
    961	|Teig
    962	ein|Hackbraten
    963	eine|Pizza
    964	eine|Fleischpastete
    965	ein|Burrito
    966	|Rotwein
    967	ein|Espresso
    968	eine|Tasse
    969	|Eierlikör
    970	eine|Alm
    971	eine|Seifenblase
    972	eine|Klippe
    973	ein|Korallenriff
    974	ein|Geysir
    975	ein|Seeufer
    976	ein|Vorgebirge
    977	eine|Sandbank
    978	ein|Meeresstrand
    979	ein|Tal
    980	ein|Vulkan
    981	ein|Baseballspieler
    982	ein|Bräutigam
    983	ein|Taucher
    984	|Raps
    985	ein|Gänseblümchen
    986	ein|Gelber Frauenschuh
    987	|Mais
    988	eine|Eichel
    989	eine|Hagebutte
    990	eine|Rosskastanie
    991	ein|Korallenpilz
    992	ein|Blätterpilz
    993	eine|Frühjahrslorchel
    994	eine|Stinkmorchel
    995	ein|Erdstern
    996	ein|Klapperschwamm
    997	ein|Röhrling
    998	ein|Maiskolben
    999	|Toilettenpapier
    """#
}
