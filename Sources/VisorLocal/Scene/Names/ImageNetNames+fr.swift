// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// French.
  static let fr = #"""
    0	une|tanche
    1	un|poisson rouge
    2	un|grand requin blanc
    3	un|requin-tigre
    4	un|requin-marteau
    5	une|torpille
    6	une|pastenague
    7	un|coq
    8	une|poule
    9	une|autruche
    10	un|pinson du Nord
    11	un|chardonneret
    12	un|roselin familier
    13	un|junco
    14	un|passerin indigo
    15	un|rouge-gorge
    16	un|bulbul
    17	un|geai
    18	une|pie
    19	une|mésange
    20	un|cincle
    21	un|milan (oiseau de proie)
    22	un|pygargue à tête blanche
    23	un|vautour
    24	une|chouette lapone
    25	une|salamandre tachetée
    26	un|triton ponctué
    27	un|jeune triton
    28	une|salamandre maculée
    29	un|axolotl
    30	une|grenouille-taureau
    31	une|rainette
    32	une|grenouille à queue
    33	une|caouanne
    34	une|tortue luth
    35	une|tortue de vase
    36	une|tortue d'eau douce
    37	une|tortue-boîte
    38	un|gecko à bandes
    39	un|iguane vert
    40	un|anolis vert
    41	un|lézard à queue en fouet
    42	un|agame
    43	un|lézard à collerette
    44	un|lézard-alligator
    45	un|monstre de Gila
    46	un|lézard vert
    47	un|caméléon
    48	un|dragon de Komodo
    49	un|crocodile du Nil
    50	un|alligator d'Amérique
    51	un|tricératops
    52	un|serpent-ver
    53	un|serpent à collier
    54	un|serpent à groin
    55	un|serpent vert
    56	un|serpent roi
    57	une|couleuvre rayée
    58	une|couleuvre d'eau
    59	un|serpent-liane
    60	un|serpent nocturne
    61	un|boa constricteur
    62	un|python de Seba
    63	un|cobra indien
    64	un|mamba vert
    65	un|serpent marin
    66	une|vipère à cornes
    67	un|crotale diamantin
    68	un|crotale cornu
    69	un|trilobite
    70	un|opilion
    71	un|scorpion
    72	une|épeire jaune
    73	une|araignée de grange
    74	une|épeire diadème
    75	une|veuve noire
    76	une|mygale
    77	une|araignée-loup
    78	une|tique
    79	un|mille-pattes
    80	un|tétras-lyre
    81	un|lagopède
    82	une|gélinotte huppée
    83	un|tétras des prairies
    84	un|paon
    85	une|caille
    86	une|perdrix
    87	un|perroquet gris du Gabon
    88	un|ara
    89	une|cacatoès à huppe jaune
    90	un|loriquet
    91	un|coucal
    92	un|guêpier
    93	un|calao
    94	un|colibri
    95	un|jacamar
    96	un|toucan
    97	un|canard mâle
    98	un|harle huppé
    99	une|oie
    100	un|cygne noir
    101	un|éléphant à défenses
    102	un|échidné
    103	un|ornithorynque
    104	un|wallaby
    105	un|koala
    106	un|wombat
    107	une|méduse
    108	une|anémone de mer
    109	un|corail cerveau
    110	un|ver plat
    111	un|nématode
    112	une|conque
    113	un|escargot
    114	une|limace
    115	une|limace de mer
    116	un|chiton
    117	un|nautile
    118	un|crabe dormeur du Pacifique
    119	un|crabe de roche
    120	un|crabe violoniste
    121	un|crabe royal
    122	un|homard américain
    123	une|langouste
    124	une|écrevisse
    125	un|bernard-l'ermite
    126	un|isopode
    127	une|cigogne blanche
    128	une|cigogne noire
    129	une|spatule
    130	un|flamant rose
    131	une|aigrette bleue
    132	une|grande aigrette
    133	un|butor
    134	une|grue (oiseau échassier)
    135	un|courlan
    136	une|talève sultane
    137	une|foulque d'Amérique
    138	une|outarde
    139	un|tournepierre à collier
    140	un|bécasseau variable
    141	un|chevalier gambette
    142	un|bécasseau à long bec
    143	un|huîtrier
    144	un|pélican
    145	un|manchot royal
    146	un|albatros
    147	une|baleine grise
    148	une|orque
    149	un|dugong
    150	une|otarie
    151	un|chihuahua
    152	un|épagneul japonais
    153	un|bichon maltais
    154	un|pékinois
    155	un|shih tzu
    156	un|cavalier King Charles
    157	un|papillon (chien)
    158	un|terrier anglais d'agrément
    159	un|chien de Rhodésie à crête dorsale
    160	un|lévrier afghan
    161	un|basset hound
    162	un|beagle
    163	un|chien de Saint-Hubert
    164	un|coonhound bleu tiqueté
    165	un|coonhound noir et feu
    166	un|chien courant Walker
    167	un|foxhound anglais
    168	un|coonhound roux
    169	un|barzoï
    170	un|lévrier irlandais
    171	un|petit lévrier italien
    172	un|whippet
    173	un|podenco d'Ibiza
    174	un|chien d'élan norvégien
    175	un|chien de loutre
    176	un|saluki
    177	un|lévrier écossais
    178	un|braque de Weimar
    179	un|staffordshire bull terrier
    180	un|american staffordshire terrier
    181	un|bedlington terrier
    182	un|border terrier
    183	un|kerry blue terrier
    184	un|terrier irlandais
    185	un|norfolk terrier
    186	un|norwich terrier
    187	un|yorkshire
    188	un|fox-terrier à poil dur
    189	un|lakeland terrier
    190	un|sealyham terrier
    191	un|airedale terrier
    192	un|cairn terrier
    193	un|terrier australien
    194	un|dandie dinmont terrier
    195	un|terrier de Boston
    196	un|schnauzer nain
    197	un|schnauzer géant
    198	un|schnauzer moyen
    199	un|scottish terrier
    200	un|terrier du Tibet
    201	un|silky terrier
    202	un|terrier irlandais à poil doux
    203	un|westie
    204	un|lhassa apso
    205	un|retriever à poil plat
    206	un|retriever à poil bouclé
    207	un|golden retriever
    208	un|labrador
    209	un|retriever de la baie de Chesapeake
    210	un|braque allemand à poil court
    211	un|braque hongrois
    212	un|setter anglais
    213	un|setter irlandais
    214	un|setter Gordon
    215	un|épagneul breton
    216	un|clumber spaniel
    217	un|springer anglais
    218	un|springer gallois
    219	un|cocker
    220	un|sussex spaniel
    221	un|épagneul d'eau irlandais
    222	un|kuvasz
    223	un|schipperke
    224	un|berger belge groenendael
    225	un|berger belge malinois
    226	un|berger de Brie
    227	un|kelpie
    228	un|komondor
    229	un|bobtail
    230	un|berger des Shetland
    231	un|colley
    232	un|border collie
    233	un|bouvier des Flandres
    234	un|rottweiler
    235	un|berger allemand
    236	un|dobermann
    237	un|pinscher nain
    238	un|grand bouvier suisse
    239	un|bouvier bernois
    240	un|bouvier appenzellois
    241	un|bouvier de l'Entlebuch
    242	un|boxer
    243	un|bullmastiff
    244	un|dogue du Tibet
    245	un|bouledogue français
    246	un|dogue allemand
    247	un|saint-bernard
    248	un|chien esquimau
    249	un|malamute
    250	un|husky sibérien
    251	un|dalmatien
    252	un|affenpinscher
    253	un|basenji
    254	un|carlin
    255	un|leonberg
    256	un|terre-neuve
    257	un|chien de montagne des Pyrénées
    258	un|samoyède
    259	un|loulou de Poméranie
    260	un|chow-chow
    261	un|keeshond
    262	un|griffon bruxellois
    263	un|corgi Pembroke
    264	un|corgi Cardigan
    265	un|caniche toy
    266	un|caniche nain
    267	un|grand caniche
    268	un|chien nu du Mexique
    269	un|loup gris
    270	un|loup blanc
    271	un|loup rouge
    272	un|coyote
    273	un|dingo
    274	un|dhole
    275	un|lycaon
    276	une|hyène
    277	un|renard roux
    278	un|renard nain
    279	un|renard polaire
    280	un|renard gris
    281	un|chat tigré
    282	un|chat rayé
    283	un|chat persan
    284	un|chat siamois
    285	un|chat égyptien
    286	un|puma
    287	un|lynx
    288	un|léopard
    289	une|panthère des neiges
    290	un|jaguar
    291	un|lion
    292	un|tigre
    293	un|guépard
    294	un|ours brun
    295	un|ours noir
    296	un|ours polaire
    297	un|ours lippu
    298	une|mangouste
    299	un|suricate
    300	une|cicindèle
    301	une|coccinelle
    302	un|carabe
    303	un|longicorne
    304	une|chrysomèle
    305	un|bousier
    306	un|scarabée rhinocéros
    307	un|charançon
    308	une|mouche
    309	une|abeille
    310	une|fourmi
    311	une|sauterelle
    312	un|grillon
    313	un|phasme
    314	un|cafard
    315	une|mante religieuse
    316	une|cigale
    317	une|cicadelle
    318	une|chrysope
    319	une|libellule
    320	une|demoiselle
    321	un|vulcain (papillon)
    322	un|papillon tristan
    323	un|papillon monarque
    324	une|piéride du chou
    325	un|papillon soufré
    326	un|lycène
    327	une|étoile de mer
    328	un|oursin
    329	un|concombre de mer
    330	un|lapin à queue blanche
    331	un|lièvre
    332	un|lapin angora
    333	un|hamster
    334	un|porc-épic
    335	un|écureuil fauve
    336	une|marmotte
    337	un|castor
    338	un|cochon d'Inde
    339	un|cheval alezan
    340	un|zèbre
    341	un|porc
    342	un|sanglier
    343	un|phacochère
    344	un|hippopotame
    345	un|bœuf
    346	un|buffle d'Asie
    347	un|bison
    348	un|bélier
    349	un|mouflon canadien
    350	un|bouquetin
    351	un|bubale
    352	un|impala
    353	une|gazelle
    354	un|dromadaire
    355	un|lama
    356	une|belette
    357	un|vison
    358	un|putois
    359	un|putois d'Amérique
    360	une|loutre
    361	une|mouffette
    362	un|blaireau
    363	un|tatou
    364	un|paresseux à trois doigts
    365	un|orang-outan
    366	un|gorille
    367	un|chimpanzé
    368	un|gibbon
    369	un|siamang
    370	un|cercopithèque
    371	un|singe rouge
    372	un|babouin
    373	un|macaque
    374	un|langur
    375	un|colobe
    376	un|nasique
    377	un|ouistiti
    378	un|capucin
    379	un|singe hurleur
    380	un|titi
    381	un|singe-araignée
    382	un|saïmiri
    383	un|maki catta
    384	un|indri
    385	un|éléphant d'Asie
    386	un|éléphant d'Afrique
    387	un|panda roux
    388	un|panda géant
    389	un|thyrsite
    390	une|anguille
    391	un|saumon coho
    392	un|poisson-ange tricolore
    393	un|poisson-clown
    394	un|esturgeon
    395	un|lépisosté
    396	un|poisson-lion
    397	un|poisson-globe
    398	un|boulier
    399	une|abaya
    400	une|toge universitaire
    401	un|accordéon
    402	une|guitare acoustique
    403	un|porte-avions
    404	un|avion de ligne
    405	un|dirigeable
    406	un|autel
    407	une|ambulance
    408	un|véhicule amphibie
    409	une|horloge à aiguilles
    410	un|rucher
    411	un|tablier
    412	une|poubelle
    413	un|fusil d'assaut
    414	un|sac à dos
    415	une|boulangerie
    416	une|poutre d'équilibre
    417	un|ballon
    418	un|stylo à bille
    419	un|pansement
    420	un|banjo
    421	une|rampe d'escalier
    422	une|barre d'haltères
    423	un|fauteuil de barbier
    424	un|salon de coiffure
    425	une|grange
    426	un|baromètre
    427	un|tonneau
    428	une|brouette
    429	une|balle de baseball
    430	un|ballon de basket
    431	un|couffin
    432	un|basson
    433	un|bonnet de bain
    434	une|serviette de bain
    435	une|baignoire
    436	un|break
    437	un|phare
    438	un|bécher
    439	un|bonnet à poil
    440	une|bouteille de bière
    441	un|verre à bière
    442	un|clocheton
    443	un|bavoir
    444	un|tandem
    445	un|bikini
    446	un|classeur
    447	des|jumelles
    448	un|nichoir
    449	un|hangar à bateaux
    450	un|bobsleigh
    451	une|cravate-lacet
    452	une|capeline
    453	une|bibliothèque
    454	une|librairie
    455	une|capsule de bouteille
    456	un|arc (à flèches)
    457	un|nœud papillon
    458	une|plaque en laiton
    459	un|soutien-gorge
    460	une|digue
    461	un|plastron
    462	un|balai
    463	un|seau
    464	une|boucle de ceinture
    465	un|gilet pare-balles
    466	un|train à grande vitesse
    467	une|boucherie
    468	un|taxi
    469	un|chaudron
    470	une|bougie
    471	un|canon
    472	un|canoë
    473	un|ouvre-boîte
    474	un|cardigan
    475	un|rétroviseur
    476	un|manège
    477	une|caisse à outils
    478	un|carton
    479	une|roue de voiture
    480	un|distributeur de billets
    481	une|cassette
    482	un|lecteur de cassettes
    483	un|château
    484	un|catamaran
    485	un|lecteur de CD
    486	un|violoncelle
    487	un|téléphone portable
    488	une|chaîne
    489	un|grillage
    490	une|cotte de mailles
    491	une|tronçonneuse
    492	un|coffre en bois
    493	une|commode
    494	un|carillon
    495	un|vaisselier
    496	une|chaussette de Noël
    497	une|église
    498	un|cinéma
    499	un|couperet
    500	une|habitation troglodyte
    501	une|cape
    502	un|sabot
    503	un|shaker
    504	une|tasse
    505	une|cafetière
    506	une|spirale
    507	un|cadenas à code
    508	un|clavier d'ordinateur
    509	une|confiserie
    510	un|porte-conteneurs
    511	un|cabriolet
    512	un|tire-bouchon
    513	un|cornet à pistons
    514	une|botte de cowboy
    515	un|chapeau de cowboy
    516	un|berceau
    517	une|grue de chantier
    518	un|casque de moto
    519	une|caisse
    520	un|lit de bébé
    521	une|mijoteuse
    522	une|boule de croquet
    523	une|béquille
    524	une|cuirasse
    525	un|barrage
    526	un|bureau
    527	un|ordinateur de bureau
    528	un|téléphone à cadran
    529	une|couche
    530	une|horloge numérique
    531	une|montre numérique
    532	une|table de salle à manger
    533	un|torchon
    534	un|lave-vaisselle
    535	un|frein à disque
    536	un|quai
    537	un|traîneau à chiens
    538	un|dôme
    539	un|paillasson
    540	une|plateforme pétrolière
    541	un|tambour
    542	une|baguette de tambour
    543	un|haltère
    544	une|cocotte en fonte
    545	un|ventilateur
    546	une|guitare électrique
    547	une|locomotive électrique
    548	un|meuble télé
    549	une|enveloppe
    550	une|machine à expresso
    551	de la|poudre pour le visage
    552	un|boa en plumes
    553	un|classeur à tiroirs
    554	un|bateau-pompe
    555	un|camion de pompiers
    556	un|pare-feu de cheminée
    557	un|mât de drapeau
    558	une|flûte
    559	une|chaise pliante
    560	un|casque de football américain
    561	un|chariot élévateur
    562	une|fontaine
    563	un|stylo-plume
    564	un|lit à baldaquin
    565	un|wagon de marchandises
    566	un|cor d'harmonie
    567	une|poêle
    568	un|manteau de fourrure
    569	un|camion-poubelle
    570	un|masque à gaz
    571	une|pompe à essence
    572	un|verre à pied
    573	un|kart
    574	une|balle de golf
    575	une|voiturette de golf
    576	une|gondole
    577	un|gong
    578	une|robe longue
    579	un|piano à queue
    580	une|serre
    581	une|calandre
    582	une|épicerie
    583	une|guillotine
    584	une|barrette
    585	de la|laque
    586	un|half-track
    587	un|marteau
    588	un|panier à couvercle
    589	un|sèche-cheveux
    590	un|assistant personnel
    591	un|mouchoir
    592	un|disque dur
    593	un|harmonica
    594	une|harpe
    595	une|moissonneuse-batteuse
    596	une|hachette
    597	un|étui de revolver
    598	un|home cinéma
    599	un|rayon de miel
    600	un|crochet
    601	une|crinoline
    602	une|barre fixe
    603	une|charrette à cheval
    604	un|sablier
    605	un|iPod
    606	un|fer à repasser
    607	une|citrouille d'Halloween
    608	un|jean
    609	une|jeep
    610	un|t-shirt
    611	un|puzzle
    612	un|pousse-pousse
    613	une|manette de jeu
    614	un|kimono
    615	une|genouillère
    616	un|nœud
    617	une|blouse de laboratoire
    618	une|louche
    619	un|abat-jour
    620	un|ordinateur portable
    621	une|tondeuse à gazon
    622	un|bouchon d'objectif
    623	un|coupe-papier
    624	une|bibliothèque
    625	un|canot de sauvetage
    626	un|briquet
    627	une|limousine
    628	un|paquebot
    629	un|rouge à lèvres
    630	un|mocassin
    631	une|lotion
    632	un|haut-parleur
    633	une|loupe de bijoutier
    634	une|scierie
    635	une|boussole
    636	un|sac postal
    637	une|boîte aux lettres
    638	un|maillot de bain
    639	un|maillot de bain
    640	une|plaque d'égout
    641	une|maraca
    642	un|marimba
    643	un|masque
    644	une|allumette
    645	un|mât de mai
    646	un|labyrinthe
    647	une|tasse à mesurer
    648	une|armoire à pharmacie
    649	un|mégalithe
    650	un|microphone
    651	un|micro-ondes
    652	un|uniforme militaire
    653	un|bidon à lait
    654	un|minibus
    655	une|minijupe
    656	un|monospace
    657	un|missile
    658	une|moufle
    659	un|saladier
    660	un|mobile home
    661	une|Ford T
    662	un|modem
    663	un|monastère
    664	un|écran d'ordinateur
    665	un|cyclomoteur
    666	un|mortier et son pilon
    667	un|mortier (chapeau)
    668	une|mosquée
    669	une|moustiquaire
    670	un|scooter
    671	un|VTT
    672	une|tente de montagne
    673	une|souris d'ordinateur
    674	une|tapette à souris
    675	un|camion de déménagement
    676	une|muselière
    677	un|clou
    678	une|minerve
    679	un|collier
    680	une|tétine
    681	un|ordinateur portable
    682	un|obélisque
    683	un|hautbois
    684	un|ocarina
    685	un|compteur kilométrique
    686	un|filtre à huile
    687	un|orgue
    688	un|oscilloscope
    689	une|surjupe
    690	une|charrette à bœufs
    691	un|masque à oxygène
    692	un|paquet
    693	une|pagaie
    694	une|roue à aubes
    695	un|cadenas
    696	un|pinceau
    697	un|pyjama
    698	un|palais
    699	une|flûte de Pan
    700	de l'|essuie-tout
    701	un|parachute
    702	des|barres parallèles
    703	un|banc public
    704	un|parcmètre
    705	une|voiture de voyageurs
    706	un|patio
    707	un|téléphone public
    708	un|piédestal
    709	une|trousse
    710	un|taille-crayon
    711	un|parfum
    712	une|boîte de Petri
    713	une|photocopieuse
    714	un|médiator
    715	un|casque à pointe
    716	une|palissade
    717	un|pick-up
    718	une|jetée
    719	une|tirelire
    720	un|flacon de médicaments
    721	un|oreiller
    722	une|balle de ping-pong
    723	un|moulinet à vent
    724	un|bateau pirate
    725	une|cruche
    726	un|rabot
    727	un|planétarium
    728	un|sac plastique
    729	un|égouttoir à vaisselle
    730	une|charrue
    731	une|ventouse
    732	un|appareil Polaroid
    733	un|poteau
    734	un|fourgon de police
    735	un|poncho
    736	une|table de billard
    737	une|bouteille de soda
    738	un|pot de fleurs
    739	un|tour de potier
    740	une|perceuse
    741	un|tapis de prière
    742	une|imprimante
    743	une|prison
    744	un|projectile
    745	un|projecteur
    746	un|palet de hockey
    747	un|sac de frappe
    748	un|sac à main
    749	une|plume d'oie
    750	un|édredon
    751	une|voiture de course
    752	une|raquette
    753	un|radiateur
    754	une|radio
    755	un|radiotélescope
    756	un|récupérateur d'eau de pluie
    757	un|camping-car
    758	un|moulinet de pêche
    759	un|appareil photo reflex
    760	un|réfrigérateur
    761	une|télécommande
    762	un|restaurant
    763	un|revolver
    764	un|fusil
    765	un|fauteuil à bascule
    766	une|rôtissoire
    767	une|gomme
    768	un|ballon de rugby
    769	une|règle
    770	une|chaussure de course
    771	un|coffre-fort
    772	une|épingle à nourrice
    773	une|salière
    774	une|sandale
    775	un|paréo
    776	un|saxophone
    777	un|fourreau
    778	une|balance
    779	un|bus scolaire
    780	une|goélette
    781	un|tableau d'affichage
    782	un|écran d'ordinateur
    783	une|vis
    784	un|tournevis
    785	une|ceinture de sécurité
    786	une|machine à coudre
    787	un|bouclier
    788	un|magasin de chaussures
    789	un|shoji
    790	un|panier à provisions
    791	un|chariot de supermarché
    792	une|pelle
    793	un|bonnet de douche
    794	un|rideau de douche
    795	un|ski
    796	une|cagoule
    797	un|sac de couchage
    798	une|règle à calcul
    799	une|porte coulissante
    800	une|machine à sous
    801	un|tuba
    802	une|motoneige
    803	un|chasse-neige
    804	un|distributeur de savon
    805	un|ballon de football
    806	une|chaussette
    807	un|four solaire
    808	un|sombrero
    809	un|bol à soupe
    810	une|barre d'espace
    811	un|radiateur d'appoint
    812	une|navette spatiale
    813	une|spatule
    814	un|hors-bord
    815	une|toile d'araignée
    816	un|fuseau
    817	une|voiture de sport
    818	un|projecteur de scène
    819	une|scène
    820	une|locomotive à vapeur
    821	un|pont en arc d'acier
    822	un|steel drum
    823	un|stéthoscope
    824	une|étole
    825	un|mur de pierre
    826	un|chronomètre
    827	une|cuisinière
    828	une|passoire
    829	un|tramway
    830	un|brancard
    831	un|canapé-lit
    832	un|stupa
    833	un|sous-marin
    834	un|costume
    835	un|cadran solaire
    836	une|paire de lunettes de soleil
    837	des|lunettes de soleil
    838	de la|crème solaire
    839	un|pont suspendu
    840	une|serpillière
    841	un|sweat-shirt
    842	un|maillot de bain pour homme
    843	une|balançoire
    844	un|interrupteur
    845	une|seringue
    846	une|lampe de table
    847	un|char d'assaut
    848	un|lecteur de cassettes
    849	une|théière
    850	un|ours en peluche
    851	un|téléviseur
    852	une|balle de tennis
    853	un|toit de chaume
    854	un|rideau de théâtre
    855	un|dé à coudre
    856	une|batteuse
    857	un|trône
    858	un|toit de tuiles
    859	un|grille-pain
    860	un|bureau de tabac
    861	un|abattant de toilettes
    862	une|torche
    863	un|totem
    864	une|dépanneuse
    865	un|magasin de jouets
    866	un|tracteur
    867	un|semi-remorque
    868	un|plateau
    869	un|trench-coat
    870	un|tricycle
    871	un|trimaran
    872	un|trépied
    873	un|arc de triomphe
    874	un|trolleybus
    875	un|trombone
    876	une|cuve
    877	un|tourniquet
    878	un|clavier de machine à écrire
    879	un|parapluie
    880	un|monocycle
    881	un|piano droit
    882	un|aspirateur
    883	un|vase
    884	une|voûte
    885	du|velours
    886	un|distributeur automatique
    887	un|vêtement liturgique
    888	un|viaduc
    889	un|violon
    890	un|ballon de volley
    891	un|gaufrier
    892	une|horloge murale
    893	un|portefeuille
    894	une|armoire
    895	un|avion de chasse
    896	un|lavabo
    897	un|lave-linge
    898	une|bouteille d'eau
    899	une|cruche d'eau
    900	un|château d'eau
    901	une|cruche à whisky
    902	un|sifflet
    903	une|perruque
    904	une|moustiquaire de fenêtre
    905	un|store
    906	une|cravate
    907	une|bouteille de vin
    908	une|aile d'avion
    909	un|wok
    910	une|cuillère en bois
    911	de la|laine
    912	une|clôture en zigzag
    913	une|épave
    914	un|yawl
    915	une|yourte
    916	un|site web
    917	une|bande dessinée
    918	des|mots croisés
    919	un|panneau de signalisation
    920	un|feu de circulation
    921	une|jaquette de livre
    922	un|menu
    923	une|assiette
    924	du|guacamole
    925	du|consommé
    926	une|fondue chinoise
    927	un|trifle
    928	de la|glace
    929	un|bâtonnet glacé
    930	une|baguette
    931	un|bagel
    932	un|bretzel
    933	un|cheeseburger
    934	un|hot-dog
    935	de la|purée
    936	un|chou pommé
    937	un|brocoli
    938	un|chou-fleur
    939	une|courgette
    940	une|courge spaghetti
    941	une|courge poivrée
    942	une|courge butternut
    943	un|concombre
    944	un|artichaut
    945	un|poivron
    946	un|cardon
    947	un|champignon
    948	une|pomme Granny Smith
    949	une|fraise
    950	une|orange
    951	un|citron
    952	une|figue
    953	un|ananas
    954	une|banane
    955	un|jacquier
    956	une|pomme cannelle
    957	une|grenade
    958	du|foin
    959	des|pâtes à la carbonara
    960	de la|sauce au chocolat
    961	de la|pâte
    962	un|pain de viande
    963	une|pizza
    964	une|tourte
    965	un|burrito
    966	du|vin rouge
    967	un|expresso
    968	une|tasse
    969	du|lait de poule
    970	un|alpage
    971	une|bulle
    972	une|falaise
    973	un|récif corallien
    974	un|geyser
    975	une|rive de lac
    976	un|promontoire
    977	un|banc de sable
    978	un|bord de mer
    979	une|vallée
    980	un|volcan
    981	un|joueur de baseball
    982	un|marié
    983	un|plongeur
    984	du|colza
    985	une|marguerite
    986	un|sabot de Vénus jaune
    987	du|maïs
    988	un|gland
    989	un|cynorrhodon
    990	un|marron d'Inde
    991	une|clavaire
    992	un|agaric
    993	un|gyromitre
    994	un|satyre puant
    995	un|géastre
    996	un|maitake
    997	un|bolet
    998	un|épi de maïs
    999	du|papier toilette
    """#
}
