// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// Italian.
  static let it = #"""
    0	una|tinca
    1	un|pesce rosso
    2	uno|squalo bianco
    3	uno|squalo tigre
    4	uno|squalo martello
    5	una|torpedine
    6	una|pastinaca
    7	un|gallo
    8	una|gallina
    9	uno|struzzo
    10	una|peppola
    11	un|cardellino
    12	un|ciuffolotto messicano
    13	uno|junco
    14	un|passero indaco
    15	un|pettirosso
    16	un|bulbul
    17	una|ghiandaia
    18	una|gazza
    19	una|cincia
    20	un|merlo acquaiolo
    21	un|nibbio (rapace)
    22	un'|aquila di mare testabianca
    23	un|avvoltoio
    24	un|allocco di Lapponia
    25	una|salamandra pezzata
    26	un|tritone punteggiato
    27	un|giovane tritone
    28	una|salamandra maculata
    29	un|axolotl
    30	una|rana toro
    31	una|raganella
    32	una|rana codata
    33	una|tartaruga caretta
    34	una|tartaruga liuto
    35	una|tartaruga del fango
    36	una|tartaruga d'acqua dolce
    37	una|tartaruga scatola
    38	un|geco fasciato
    39	un'|iguana verde
    40	un|anolide verde
    41	una|lucertola coda a frusta
    42	un'|agama
    43	un|clamidosauro
    44	una|lucertola alligatore
    45	un|mostro di Gila
    46	un|ramarro
    47	un|camaleonte
    48	un|drago di Komodo
    49	un|coccodrillo del Nilo
    50	un|alligatore americano
    51	un|triceratopo
    52	un|serpente vermiforme
    53	un|serpente dal collare
    54	un|serpente dal naso a uncino
    55	un|serpente verde
    56	un|serpente reale
    57	un|serpente giarrettiera
    58	una|biscia d'acqua
    59	un|serpente liana
    60	un|serpente notturno
    61	un|boa constrictor
    62	un|pitone delle rocce
    63	un|cobra indiano
    64	un|mamba verde
    65	un|serpente marino
    66	una|vipera cornuta
    67	un|serpente a sonagli diamantino
    68	un|crotalo ceraste
    69	un|trilobite
    70	un|opilione
    71	uno|scorpione
    72	un|ragno vespa
    73	un|ragno dei fienili
    74	un|ragno crociato
    75	una|vedova nera
    76	una|tarantola
    77	un|ragno lupo
    78	una|zecca
    79	un|centopiedi
    80	un|fagiano di monte
    81	una|pernice bianca
    82	un|gallo cedrone americano
    83	un|gallo della prateria
    84	un|pavone
    85	una|quaglia
    86	una|pernice
    87	un|pappagallo cenerino
    88	un'|ara
    89	un|cacatua ciuffogiallo
    90	un|lori
    91	un|cucal
    92	un|gruccione
    93	un|bucero
    94	un|colibrì
    95	un|jacamar
    96	un|tucano
    97	un|maschio d'anatra
    98	uno|smergo minore
    99	un'|oca
    100	un|cigno nero
    101	un|elefante con le zanne
    102	un'|echidna
    103	un|ornitorinco
    104	un|wallaby
    105	un|koala
    106	un|vombato
    107	una|medusa
    108	un'|anemone di mare
    109	un|corallo cervello
    110	un|verme piatto
    111	un|nematode
    112	una|conchiglia strombo
    113	una|chiocciola
    114	una|lumaca
    115	una|lumaca di mare
    116	un|chitone
    117	un|nautilo
    118	un|granchio Dungeness
    119	un|granchio di scoglio
    120	un|granchio violinista
    121	un|granchio reale
    122	un|astice americano
    123	un'|aragosta
    124	un|gambero di fiume
    125	un|paguro
    126	un|isopode
    127	una|cicogna bianca
    128	una|cicogna nera
    129	una|spatola
    130	un|fenicottero
    131	un|airone azzurro minore
    132	un|airone bianco maggiore
    133	un|tarabuso
    134	una|gru (uccello trampoliere)
    135	un|carrao
    136	un|pollo sultano
    137	una|folaga americana
    138	un'|otarda
    139	un|voltapietre
    140	un|piovanello pancianera
    141	una|pettegola
    142	un|limnodromo
    143	una|beccaccia di mare
    144	un|pellicano
    145	un|pinguino reale
    146	un|albatro
    147	una|balena grigia
    148	un'|orca
    149	un|dugongo
    150	un|leone marino
    151	un|chihuahua
    152	un|chin giapponese
    153	un|maltese
    154	un|pechinese
    155	uno|shih tzu
    156	un|cavalier king
    157	un|papillon
    158	un|toy terrier inglese
    159	un|rhodesian ridgeback
    160	un|levriero afgano
    161	un|basset hound
    162	un|beagle
    163	un|segugio di Sant'Uberto
    164	un|coonhound bluetick
    165	un|coonhound nero focato
    166	un|segugio Walker
    167	un|foxhound inglese
    168	un|coonhound rosso
    169	un|borzoi
    170	un|levriero irlandese
    171	un|piccolo levriero italiano
    172	un|whippet
    173	un|cirneco delle Baleari
    174	un|cane da alce norvegese
    175	un|otterhound
    176	un|saluki
    177	un|levriero scozzese
    178	un|bracco di Weimar
    179	uno|staffordshire bull terrier
    180	un|american staffordshire terrier
    181	un|bedlington terrier
    182	un|border terrier
    183	un|kerry blue terrier
    184	un|terrier irlandese
    185	un|norfolk terrier
    186	un|norwich terrier
    187	uno|yorkshire
    188	un|fox terrier a pelo duro
    189	un|lakeland terrier
    190	un|sealyham terrier
    191	un|airedale terrier
    192	un|cairn terrier
    193	un|terrier australiano
    194	un|dandie dinmont terrier
    195	un|boston terrier
    196	uno|schnauzer nano
    197	uno|schnauzer gigante
    198	uno|schnauzer medio
    199	uno|scottish terrier
    200	un|terrier tibetano
    201	un|silky terrier
    202	un|terrier irlandese a pelo morbido
    203	un|westie
    204	un|lhasa apso
    205	un|retriever a pelo piatto
    206	un|retriever a pelo riccio
    207	un|golden retriever
    208	un|labrador
    209	un|retriever della baia di Chesapeake
    210	un|bracco tedesco a pelo corto
    211	un|vizsla
    212	un|setter inglese
    213	un|setter irlandese
    214	un|setter Gordon
    215	un|épagneul breton
    216	un|clumber spaniel
    217	uno|springer spaniel inglese
    218	uno|springer spaniel gallese
    219	un|cocker
    220	un|sussex spaniel
    221	un|cane d'acqua irlandese
    222	un|kuvasz
    223	uno|schipperke
    224	un|pastore belga groenendael
    225	un|pastore belga malinois
    226	un|pastore della Brie
    227	un|kelpie
    228	un|komondor
    229	un|bobtail
    230	un|pastore delle Shetland
    231	un|collie
    232	un|border collie
    233	un|bovaro delle Fiandre
    234	un|rottweiler
    235	un|pastore tedesco
    236	un|dobermann
    237	un|pinscher nano
    238	un|grande bovaro svizzero
    239	un|bovaro del Bernese
    240	un|bovaro dell'Appenzell
    241	un|bovaro dell'Entlebuch
    242	un|boxer
    243	un|bullmastiff
    244	un|mastino tibetano
    245	un|bulldog francese
    246	un|alano
    247	un|san bernardo
    248	un|cane eschimese
    249	un|malamute
    250	un|husky siberiano
    251	un|dalmata
    252	un|affenpinscher
    253	un|basenji
    254	un|carlino
    255	un|leonberger
    256	un|terranova
    257	un|cane da montagna dei Pirenei
    258	un|samoiedo
    259	un|volpino di Pomerania
    260	un|chow chow
    261	un|keeshond
    262	un|griffone di Bruxelles
    263	un|corgi Pembroke
    264	un|corgi Cardigan
    265	un|barboncino toy
    266	un|barboncino nano
    267	un|barboncino grande
    268	uno|xoloitzcuintle
    269	un|lupo grigio
    270	un|lupo bianco
    271	un|lupo rosso
    272	un|coyote
    273	un|dingo
    274	un|cuon
    275	un|licaone
    276	una|iena
    277	una|volpe rossa
    278	una|volpe nana
    279	una|volpe artica
    280	una|volpe grigia
    281	un|gatto tigrato
    282	un|gatto soriano
    283	un|gatto persiano
    284	un|gatto siamese
    285	un|gatto egiziano
    286	un|puma
    287	una|lince
    288	un|leopardo
    289	un|leopardo delle nevi
    290	un|giaguaro
    291	un|leone
    292	una|tigre
    293	un|ghepardo
    294	un|orso bruno
    295	un|orso nero americano
    296	un|orso polare
    297	un|orso labiato
    298	una|mangusta
    299	un|suricato
    300	una|cicindela
    301	una|coccinella
    302	un|carabo
    303	un|cerambice
    304	un|crisomelide
    305	uno|scarabeo stercorario
    306	uno|scarabeo rinoceronte
    307	un|punteruolo
    308	una|mosca
    309	un'|ape
    310	una|formica
    311	una|cavalletta
    312	un|grillo
    313	un|insetto stecco
    314	uno|scarafaggio
    315	una|mantide
    316	una|cicala
    317	una|cicalina
    318	una|crisopa
    319	una|libellula
    320	una|damigella
    321	una|vanessa atalanta
    322	una|farfalla satiride
    323	una|farfalla monarca
    324	una|cavolaia
    325	una|farfalla gialla
    326	un|licenide
    327	una|stella marina
    328	un|riccio di mare
    329	un|cetriolo di mare
    330	un|silvilago
    331	una|lepre
    332	un|coniglio d'angora
    333	un|criceto
    334	un|istrice
    335	uno|scoiattolo volpe
    336	una|marmotta
    337	un|castoro
    338	un|porcellino d'India
    339	un|cavallo sauro
    340	una|zebra
    341	un|maiale
    342	un|cinghiale
    343	un|facocero
    344	un|ippopotamo
    345	un|bue
    346	un|bufalo d'acqua
    347	un|bisonte
    348	un|montone
    349	una|pecora delle Montagne Rocciose
    350	uno|stambecco
    351	un|alcelafo
    352	un|impala
    353	una|gazzella
    354	un|dromedario
    355	un|lama
    356	una|donnola
    357	un|visone
    358	una|puzzola
    359	un|furetto dai piedi neri
    360	una|lontra
    361	una|moffetta
    362	un|tasso
    363	un|armadillo
    364	un|bradipo tridattilo
    365	un|orango
    366	un|gorilla
    367	uno|scimpanzé
    368	un|gibbone
    369	un|siamang
    370	un|cercopiteco
    371	una|scimmia rossa
    372	un|babbuino
    373	un|macaco
    374	un|langur
    375	un|colobo
    376	una|nasica
    377	un|uistitì
    378	un|cebo cappuccino
    379	una|scimmia urlatrice
    380	un|callicebo
    381	una|scimmia ragno
    382	una|scimmia scoiattolo
    383	un|lemure catta
    384	un|indri
    385	un|elefante asiatico
    386	un|elefante africano
    387	un|panda rosso
    388	un|panda gigante
    389	un|barracuda del Capo
    390	un'|anguilla
    391	un|salmone argentato
    392	un|pesce angelo tricolore
    393	un|pesce pagliaccio
    394	uno|storione
    395	un|luccio alligatore
    396	un|pesce leone
    397	un|pesce palla
    398	un|abaco
    399	un'|abaya
    400	una|toga accademica
    401	una|fisarmonica
    402	una|chitarra acustica
    403	una|portaerei
    404	un|aereo di linea
    405	un|dirigibile
    406	un|altare
    407	un'|ambulanza
    408	un|veicolo anfibio
    409	un|orologio analogico
    410	un|apiario
    411	un|grembiule
    412	un|bidone della spazzatura
    413	un|fucile d'assalto
    414	uno|zaino
    415	un|panificio
    416	una|trave d'equilibrio
    417	un|palloncino
    418	una|penna a sfera
    419	un|cerotto
    420	un|banjo
    421	una|ringhiera
    422	un|bilanciere
    423	una|poltrona da barbiere
    424	una|barberia
    425	un|fienile
    426	un|barometro
    427	una|botte
    428	una|carriola
    429	una|palla da baseball
    430	un|pallone da basket
    431	una|culla a cesta
    432	un|fagotto
    433	una|cuffia da piscina
    434	un|telo da bagno
    435	una|vasca da bagno
    436	una|station wagon
    437	un|faro
    438	un|becher
    439	un|colbacco di pelle d'orso
    440	una|bottiglia di birra
    441	un|bicchiere da birra
    442	un|campanile a vela
    443	un|bavaglino
    444	un|tandem
    445	un|bikini
    446	un|raccoglitore ad anelli
    447	un|binocolo
    448	una|casetta per uccelli
    449	una|rimessa per barche
    450	un|bob
    451	una|cravatta bolo
    452	una|cuffia
    453	una|libreria
    454	una|libreria (negozio)
    455	un|tappo a corona
    456	un|arco (da frecce)
    457	un|papillon (cravatta)
    458	una|targa d'ottone
    459	un|reggiseno
    460	un|frangiflutti
    461	una|pettorina d'armatura
    462	una|scopa
    463	un|secchio
    464	una|fibbia
    465	un|giubbotto antiproiettile
    466	un|treno ad alta velocità
    467	una|macelleria
    468	un|taxi
    469	un|calderone
    470	una|candela
    471	un|cannone
    472	una|canoa
    473	un|apriscatole
    474	un|cardigan
    475	uno|specchietto retrovisore
    476	una|giostra
    477	una|cassetta degli attrezzi
    478	uno|scatolone
    479	una|ruota d'auto
    480	un|bancomat
    481	una|musicassetta
    482	un|mangianastri
    483	un|castello
    484	un|catamarano
    485	un|lettore CD
    486	un|violoncello
    487	un|cellulare
    488	una|catena
    489	una|rete metallica
    490	una|cotta di maglia
    491	una|motosega
    492	un|baule di legno
    493	un|cassettone
    494	un|carillon a campane
    495	una|vetrinetta
    496	una|calza della Befana
    497	una|chiesa
    498	un|cinema
    499	una|mannaia
    500	un'|abitazione rupestre
    501	un|mantello
    502	uno|zoccolo
    503	uno|shaker
    504	una|tazza
    505	una|caffettiera
    506	una|spirale
    507	un|lucchetto a combinazione
    508	una|tastiera del computer
    509	una|pasticceria
    510	una|nave portacontainer
    511	una|decappottabile
    512	un|cavatappi
    513	una|cornetta
    514	uno|stivale da cowboy
    515	un|cappello da cowboy
    516	una|culla a dondolo
    517	una|gru da cantiere
    518	un|casco da moto
    519	una|cassa
    520	un|lettino
    521	una|pentola a cottura lenta
    522	una|palla da croquet
    523	una|stampella
    524	una|corazza
    525	una|diga
    526	una|scrivania
    527	un|computer fisso
    528	un|telefono a disco
    529	un|pannolino
    530	un|orologio digitale
    531	un|orologio da polso digitale
    532	un|tavolo da pranzo
    533	uno|strofinaccio
    534	una|lavastoviglie
    535	un|freno a disco
    536	un|molo
    537	una|slitta trainata da cani
    538	una|cupola
    539	uno|zerbino
    540	una|piattaforma petrolifera
    541	un|tamburo
    542	una|bacchetta da batteria
    543	un|manubrio da palestra
    544	una|casseruola di ghisa
    545	un|ventilatore
    546	una|chitarra elettrica
    547	una|locomotiva elettrica
    548	un|mobile porta TV
    549	una|busta
    550	una|macchina per espresso
    551	|cipria
    552	un|boa di piume
    553	uno|schedario
    554	una|motobarca antincendio
    555	un|camion dei pompieri
    556	un|parafuoco
    557	un'|asta della bandiera
    558	un|flauto
    559	una|sedia pieghevole
    560	un|casco da football americano
    561	un|carrello elevatore
    562	una|fontana
    563	una|penna stilografica
    564	un|letto a baldacchino
    565	un|vagone merci
    566	un|corno francese
    567	una|padella
    568	una|pelliccia
    569	un|camion della spazzatura
    570	una|maschera antigas
    571	una|pompa di benzina
    572	un|calice
    573	un|go-kart
    574	una|pallina da golf
    575	una|golf cart
    576	una|gondola
    577	un|gong
    578	un|abito lungo
    579	un|pianoforte a coda
    580	una|serra
    581	una|calandra
    582	un|negozio di alimentari
    583	una|ghigliottina
    584	un|fermaglio per capelli
    585	una|lacca per capelli
    586	un|semicingolato
    587	un|martello
    588	una|cesta con coperchio
    589	un|asciugacapelli
    590	un|computer palmare
    591	un|fazzoletto
    592	un|disco rigido
    593	un'|armonica a bocca
    594	un'|arpa
    595	una|mietitrebbia
    596	un'|accetta
    597	una|fondina
    598	un|home theater
    599	un|favo
    600	un|gancio
    601	una|crinolina
    602	una|sbarra
    603	un|carro a cavalli
    604	una|clessidra
    605	un|iPod
    606	un|ferro da stiro
    607	una|zucca di Halloween
    608	dei|jeans
    609	una|jeep
    610	una|maglietta
    611	un|puzzle
    612	un|risciò
    613	un|joystick
    614	un|kimono
    615	una|ginocchiera
    616	un|nodo
    617	un|camice da laboratorio
    618	un|mestolo
    619	un|paralume
    620	un|portatile
    621	un|tosaerba
    622	un|copriobiettivo
    623	un|tagliacarte
    624	una|biblioteca
    625	una|scialuppa di salvataggio
    626	un|accendino
    627	una|limousine
    628	un|transatlantico
    629	un|rossetto
    630	un|mocassino
    631	una|lozione
    632	un|altoparlante
    633	una|lente da orologiaio
    634	una|segheria
    635	una|bussola
    636	un|sacco postale
    637	una|cassetta delle lettere
    638	un|costume da bagno
    639	un|costume da bagno
    640	un|tombino
    641	una|maraca
    642	una|marimba
    643	una|maschera
    644	un|fiammifero
    645	un|albero della cuccagna
    646	un|labirinto
    647	un|misurino
    648	un|armadietto dei medicinali
    649	un|megalite
    650	un|microfono
    651	un|microonde
    652	un'|uniforme militare
    653	un|bidone del latte
    654	un|minibus
    655	una|minigonna
    656	una|monovolume
    657	un|missile
    658	una|muffola
    659	una|ciotola per impastare
    660	una|casa mobile
    661	una|Ford Modello T
    662	un|modem
    663	un|monastero
    664	un|monitor
    665	un|motorino
    666	un|mortaio con pestello
    667	un|tocco accademico
    668	una|moschea
    669	una|zanzariera
    670	uno|scooter
    671	una|mountain bike
    672	una|tenda da montagna
    673	un|mouse
    674	una|trappola per topi
    675	un|furgone per traslochi
    676	una|museruola
    677	un|chiodo
    678	un|collare cervicale
    679	una|collana
    680	una|tettarella
    681	un|portatile
    682	un|obelisco
    683	un|oboe
    684	un'|ocarina
    685	un|contachilometri
    686	un|filtro dell'olio
    687	un|organo
    688	un|oscilloscopio
    689	una|sopragonna
    690	un|carro trainato da buoi
    691	una|maschera d'ossigeno
    692	un|pacchetto
    693	una|pagaia
    694	una|ruota a pale
    695	un|lucchetto
    696	un|pennello
    697	un|pigiama
    698	un|palazzo
    699	un|flauto di Pan
    700	|carta da cucina
    701	un|paracadute
    702	delle|parallele
    703	una|panchina
    704	un|parchimetro
    705	una|carrozza passeggeri
    706	un|patio
    707	un|telefono pubblico
    708	un|piedistallo
    709	un|astuccio
    710	un|temperamatite
    711	un|profumo
    712	una|piastra di Petri
    713	una|fotocopiatrice
    714	un|plettro
    715	un|elmo chiodato
    716	una|staccionata
    717	un|pick-up
    718	un|pontile
    719	un|salvadanaio
    720	un|flacone di pillole
    721	un|cuscino
    722	una|pallina da ping-pong
    723	una|girandola
    724	una|nave pirata
    725	una|brocca
    726	una|pialla
    727	un|planetario
    728	un|sacchetto di plastica
    729	uno|scolapiatti
    730	un|aratro
    731	uno|sturalavandini
    732	una|Polaroid
    733	un|palo
    734	un|furgone della polizia
    735	un|poncho
    736	un|tavolo da biliardo
    737	una|bottiglia di bibita
    738	un|vaso da fiori
    739	un|tornio da vasaio
    740	un|trapano
    741	un|tappeto da preghiera
    742	una|stampante
    743	una|prigione
    744	un|proiettile
    745	un|proiettore
    746	un|disco da hockey
    747	un|sacco da boxe
    748	una|borsetta
    749	una|penna d'oca
    750	una|trapunta
    751	un'|auto da corsa
    752	una|racchetta
    753	un|termosifone
    754	una|radio
    755	un|radiotelescopio
    756	un|bidone per l'acqua piovana
    757	un|camper
    758	un|mulinello da pesca
    759	una|reflex
    760	un|frigorifero
    761	un|telecomando
    762	un|ristorante
    763	un|revolver
    764	un|fucile
    765	una|sedia a dondolo
    766	un|girarrosto
    767	una|gomma per cancellare
    768	un|pallone da rugby
    769	un|righello
    770	una|scarpa da corsa
    771	una|cassaforte
    772	una|spilla da balia
    773	una|saliera
    774	un|sandalo
    775	un|pareo
    776	un|sassofono
    777	un|fodero
    778	una|bilancia
    779	uno|scuolabus
    780	una|goletta
    781	un|tabellone segnapunti
    782	uno|schermo del computer
    783	una|vite
    784	un|cacciavite
    785	una|cintura di sicurezza
    786	una|macchina da cucire
    787	uno|scudo
    788	un|negozio di scarpe
    789	uno|shoji
    790	un|cestino della spesa
    791	un|carrello della spesa
    792	una|pala
    793	una|cuffia da doccia
    794	una|tenda da doccia
    795	uno|sci
    796	un|passamontagna
    797	un|sacco a pelo
    798	un|regolo calcolatore
    799	una|porta scorrevole
    800	una|slot machine
    801	un|boccaglio
    802	una|motoslitta
    803	uno|spazzaneve
    804	un|dispenser di sapone
    805	un|pallone da calcio
    806	un|calzino
    807	un|concentratore solare
    808	un|sombrero
    809	una|scodella
    810	una|barra spaziatrice
    811	una|stufetta
    812	uno|space shuttle
    813	una|spatola
    814	un|motoscafo
    815	una|ragnatela
    816	un|fuso
    817	un'|auto sportiva
    818	un|riflettore
    819	un|palcoscenico
    820	una|locomotiva a vapore
    821	un|ponte ad arco in acciaio
    822	uno|steel drum
    823	uno|stetoscopio
    824	una|stola
    825	un|muro di pietra
    826	un|cronometro
    827	una|cucina economica
    828	un|colino
    829	un|tram
    830	una|barella
    831	un|divano letto
    832	uno|stupa
    833	un|sottomarino
    834	un|completo
    835	una|meridiana
    836	un|paio di occhiali da sole
    837	degli|occhiali da sole
    838	una|crema solare
    839	un|ponte sospeso
    840	un|mocio
    841	una|felpa
    842	un|costume da bagno da uomo
    843	un'|altalena
    844	un|interruttore
    845	una|siringa
    846	una|lampada da tavolo
    847	un|carro armato
    848	un|registratore a nastro
    849	una|teiera
    850	un|orsacchiotto
    851	un|televisore
    852	una|pallina da tennis
    853	un|tetto di paglia
    854	un|sipario
    855	un|ditale
    856	una|trebbiatrice
    857	un|trono
    858	un|tetto di tegole
    859	un|tostapane
    860	una|tabaccheria
    861	un|sedile del water
    862	una|torcia
    863	un|totem
    864	un|carro attrezzi
    865	un|negozio di giocattoli
    866	un|trattore
    867	un|autoarticolato
    868	un|vassoio
    869	un|trench
    870	un|triciclo
    871	un|trimarano
    872	un|treppiede
    873	un|arco di trionfo
    874	un|filobus
    875	un|trombone
    876	una|tinozza
    877	un|tornello
    878	una|tastiera da macchina da scrivere
    879	un|ombrello
    880	un|monociclo
    881	un|pianoforte verticale
    882	un|aspirapolvere
    883	un|vaso
    884	un|soffitto a volta
    885	|velluto
    886	un|distributore automatico
    887	un|paramento liturgico
    888	un|viadotto
    889	un|violino
    890	un|pallone da pallavolo
    891	una|piastra per waffle
    892	un|orologio da parete
    893	un|portafoglio
    894	un|armadio
    895	un|aereo da guerra
    896	un|lavandino
    897	una|lavatrice
    898	una|bottiglia d'acqua
    899	una|brocca d'acqua
    900	una|torre dell'acqua
    901	una|brocca di whisky
    902	un|fischietto
    903	una|parrucca
    904	una|zanzariera da finestra
    905	una|tenda a rullo
    906	una|cravatta
    907	una|bottiglia di vino
    908	un'|ala d'aereo
    909	un|wok
    910	un|cucchiaio di legno
    911	|lana
    912	una|staccionata a zigzag
    913	un|relitto
    914	uno|yawl
    915	una|yurta
    916	un|sito web
    917	un|fumetto
    918	un|cruciverba
    919	un|cartello stradale
    920	un|semaforo
    921	una|sovraccoperta
    922	un|menù
    923	un|piatto
    924	|guacamole
    925	|consommé
    926	un|hot pot
    927	un|trifle
    928	|gelato
    929	un|ghiacciolo
    930	una|baguette
    931	un|bagel
    932	un|pretzel
    933	un|cheeseburger
    934	un|hot dog
    935	|purè di patate
    936	un|cavolo cappuccio
    937	un|broccolo
    938	un|cavolfiore
    939	una|zucchina
    940	una|zucca spaghetti
    941	una|zucca ghianda
    942	una|zucca butternut
    943	un|cetriolo
    944	un|carciofo
    945	un|peperone
    946	un|cardo
    947	un|fungo
    948	una|mela Granny Smith
    949	una|fragola
    950	un'|arancia
    951	un|limone
    952	un|fico
    953	un|ananas
    954	una|banana
    955	un|frutto del jack
    956	un'|annona
    957	un|melograno
    958	|fieno
    959	|spaghetti alla carbonara
    960	|salsa al cioccolato
    961	|impasto
    962	un|polpettone
    963	una|pizza
    964	un|pasticcio di carne
    965	un|burrito
    966	|vino rosso
    967	un|espresso
    968	una|tazza
    969	|zabaione
    970	un|alpeggio
    971	una|bolla
    972	una|scogliera
    973	una|barriera corallina
    974	un|geyser
    975	una|riva di lago
    976	un|promontorio
    977	un|banco di sabbia
    978	una|riva del mare
    979	una|valle
    980	un|vulcano
    981	un|giocatore di baseball
    982	uno|sposo
    983	un|sub
    984	|colza
    985	una|margherita
    986	una|scarpetta di Venere gialla
    987	|mais
    988	una|ghianda
    989	una|bacca di rosa canina
    990	un|ippocastano
    991	una|clavaria
    992	un|agarico
    993	una|falsa spugnola
    994	un|fallo impudico
    995	un|geastro
    996	un|maitake
    997	un|porcino
    998	una|pannocchia
    999	|carta igienica
    """#
}
