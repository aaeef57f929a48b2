// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// Spanish.
  static let es = #"""
    0	una|tenca
    1	un|pez dorado
    2	un|tiburón blanco
    3	un|tiburón tigre
    4	un|tiburón martillo
    5	un|pez torpedo
    6	una|raya látigo
    7	un|gallo
    8	una|gallina
    9	un|avestruz
    10	un|pinzón real
    11	un|jilguero
    12	un|camachuelo mexicano
    13	un|junco
    14	un|colorín azul
    15	un|petirrojo
    16	un|bulbul
    17	un|arrendajo
    18	una|urraca
    19	un|carbonero
    20	un|mirlo acuático
    21	un|milano (ave rapaz)
    22	un|pigargo americano
    23	un|buitre
    24	un|cárabo lapón
    25	una|salamandra común
    26	un|tritón común
    27	un|tritón joven
    28	una|salamandra moteada
    29	un|ajolote
    30	una|rana toro
    31	una|ranita de San Antonio
    32	una|rana con cola
    33	una|tortuga boba
    34	una|tortuga laúd
    35	una|tortuga de fango
    36	una|tortuga de agua dulce
    37	una|tortuga de caja
    38	un|geco bandeado
    39	una|iguana verde
    40	un|anolis verde
    41	un|lagarto cola de látigo
    42	un|agama
    43	un|clamidosaurio
    44	un|lagarto caimán
    45	un|monstruo de Gila
    46	un|lagarto verde
    47	un|camaleón
    48	un|dragón de Komodo
    49	un|cocodrilo del Nilo
    50	un|caimán americano
    51	un|triceratops
    52	una|culebra ciega
    53	una|culebra de collar
    54	una|culebra de nariz de cerdo
    55	una|culebra verde
    56	una|serpiente rey
    57	una|culebra de jarretera
    58	una|culebra de agua
    59	una|culebra liana
    60	una|culebra nocturna
    61	una|boa constrictora
    62	una|pitón de roca
    63	una|cobra india
    64	una|mamba verde
    65	una|serpiente marina
    66	una|víbora cornuda
    67	una|serpiente de cascabel diamante
    68	una|serpiente de cascabel cornuda
    69	un|trilobites
    70	un|opilión
    71	un|escorpión
    72	una|araña de jardín amarilla
    73	una|araña de granero
    74	una|araña de jardín
    75	una|viuda negra
    76	una|tarántula
    77	una|araña lobo
    78	una|garrapata
    79	un|ciempiés
    80	un|gallo lira
    81	una|perdiz nival
    82	un|grévol engolado
    83	un|gallo de las praderas
    84	un|pavo real
    85	una|codorniz
    86	una|perdiz
    87	un|loro gris africano
    88	un|guacamayo
    89	una|cacatúa galerita
    90	un|lori
    91	un|cucal
    92	un|abejaruco
    93	un|cálao
    94	un|colibrí
    95	un|jacamará
    96	un|tucán
    97	un|pato macho
    98	una|serreta mediana
    99	un|ganso
    100	un|cisne negro
    101	un|elefante colmilludo
    102	un|equidna
    103	un|ornitorrinco
    104	un|ualabí
    105	un|koala
    106	un|wombat
    107	una|medusa
    108	una|anémona de mar
    109	un|coral cerebro
    110	un|gusano plano
    111	un|nematodo
    112	una|caracola
    113	un|caracol
    114	una|babosa
    115	una|babosa marina
    116	un|quitón
    117	un|nautilo
    118	un|cangrejo Dungeness
    119	un|cangrejo de roca
    120	un|cangrejo violinista
    121	un|cangrejo real
    122	un|bogavante americano
    123	una|langosta
    124	un|cangrejo de río
    125	un|cangrejo ermitaño
    126	un|isópodo
    127	una|cigüeña blanca
    128	una|cigüeña negra
    129	una|espátula
    130	un|flamenco
    131	una|garcita azul
    132	una|garceta grande
    133	un|avetoro
    134	una|grulla (ave zancuda)
    135	un|carrao
    136	un|calamón
    137	una|focha americana
    138	una|avutarda
    139	un|vuelvepiedras
    140	un|correlimos común
    141	un|archibebe
    142	un|agujeta
    143	un|ostrero
    144	un|pelícano
    145	un|pingüino rey
    146	un|albatros
    147	una|ballena gris
    148	una|orca
    149	un|dugongo
    150	un|león marino
    151	un|chihuahua
    152	un|chin japonés
    153	un|bichón maltés
    154	un|pequinés
    155	un|shih tzu
    156	un|cavalier King Charles
    157	un|papillón
    158	un|terrier toy inglés
    159	un|crestado rodesiano
    160	un|galgo afgano
    161	un|basset hound
    162	un|beagle
    163	un|sabueso de San Huberto
    164	un|coonhound azulado
    165	un|coonhound negro y fuego
    166	un|sabueso Walker
    167	un|foxhound inglés
    168	un|coonhound rojo
    169	un|borzoi
    170	un|lebrel irlandés
    171	un|galgo italiano
    172	un|whippet
    173	un|podenco ibicenco
    174	un|cazador de alces noruego
    175	un|otterhound
    176	un|saluki
    177	un|lebrel escocés
    178	un|braco de Weimar
    179	un|staffordshire bull terrier
    180	un|american staffordshire terrier
    181	un|terrier de Bedlington
    182	un|border terrier
    183	un|kerry blue terrier
    184	un|terrier irlandés
    185	un|norfolk terrier
    186	un|norwich terrier
    187	un|yorkshire terrier
    188	un|fox terrier de pelo duro
    189	un|terrier de Lakeland
    190	un|terrier de Sealyham
    191	un|airedale terrier
    192	un|cairn terrier
    193	un|terrier australiano
    194	un|dandie dinmont terrier
    195	un|boston terrier
    196	un|schnauzer miniatura
    197	un|schnauzer gigante
    198	un|schnauzer mediano
    199	un|terrier escocés
    200	un|terrier tibetano
    201	un|silky terrier
    202	un|terrier irlandés de pelo suave
    203	un|westie
    204	un|lhasa apso
    205	un|retriever de pelo liso
    206	un|retriever de pelo rizado
    207	un|golden retriever
    208	un|labrador
    209	un|retriever de la bahía de Chesapeake
    210	un|braco alemán de pelo corto
    211	un|vizsla
    212	un|setter inglés
    213	un|setter irlandés
    214	un|setter Gordon
    215	un|bretón
    216	un|clumber spaniel
    217	un|springer spaniel inglés
    218	un|springer spaniel galés
    219	un|cocker
    220	un|sussex spaniel
    221	un|perro de agua irlandés
    222	un|kuvasz
    223	un|schipperke
    224	un|pastor belga groenendael
    225	un|pastor belga malinois
    226	un|pastor de Brie
    227	un|kelpie australiano
    228	un|komondor
    229	un|bobtail
    230	un|pastor de Shetland
    231	un|collie
    232	un|border collie
    233	un|boyero de Flandes
    234	un|rottweiler
    235	un|pastor alemán
    236	un|dóberman
    237	un|pinscher miniatura
    238	un|gran boyero suizo
    239	un|boyero de Berna
    240	un|boyero de Appenzell
    241	un|boyero de Entlebuch
    242	un|bóxer
    243	un|bullmastiff
    244	un|mastín tibetano
    245	un|bulldog francés
    246	un|gran danés
    247	un|san bernardo
    248	un|perro esquimal
    249	un|malamute
    250	un|husky siberiano
    251	un|dálmata
    252	un|affenpinscher
    253	un|basenji
    254	un|carlino
    255	un|leonberger
    256	un|terranova
    257	un|perro de montaña de los Pirineos
    258	un|samoyedo
    259	un|pomerania
    260	un|chow chow
    261	un|keeshond
    262	un|grifón de Bruselas
    263	un|corgi galés de Pembroke
    264	un|corgi galés de Cardigan
    265	un|caniche toy
    266	un|caniche miniatura
    267	un|caniche grande
    268	un|xoloitzcuintle
    269	un|lobo gris
    270	un|lobo blanco
    271	un|lobo rojo
    272	un|coyote
    273	un|dingo
    274	un|cuón
    275	un|licaón
    276	una|hiena
    277	un|zorro rojo
    278	un|zorro veloz
    279	un|zorro ártico
    280	un|zorro gris
    281	un|gato atigrado
    282	un|gato tigrado
    283	un|gato persa
    284	un|gato siamés
    285	un|gato egipcio
    286	un|puma
    287	un|lince
    288	un|leopardo
    289	un|leopardo de las nieves
    290	un|jaguar
    291	un|león
    292	un|tigre
    293	un|guepardo
    294	un|oso pardo
    295	un|oso negro americano
    296	un|oso polar
    297	un|oso bezudo
    298	una|mangosta
    299	un|suricato
    300	un|escarabajo tigre
    301	una|mariquita
    302	un|escarabajo de tierra
    303	un|escarabajo longicornio
    304	un|escarabajo de las hojas
    305	un|escarabajo pelotero
    306	un|escarabajo rinoceronte
    307	un|gorgojo
    308	una|mosca
    309	una|abeja
    310	una|hormiga
    311	un|saltamontes
    312	un|grillo
    313	un|insecto palo
    314	una|cucaracha
    315	una|mantis
    316	una|cigarra
    317	una|chicharrita
    318	una|crisopa
    319	una|libélula
    320	un|caballito del diablo
    321	una|mariposa almirante rojo
    322	una|mariposa ninfa de los arroyos
    323	una|mariposa monarca
    324	una|mariposa blanca de la col
    325	una|mariposa limonera
    326	una|mariposa licénida
    327	una|estrella de mar
    328	un|erizo de mar
    329	un|pepino de mar
    330	un|conejo de rabo blanco
    331	una|liebre
    332	un|conejo de angora
    333	un|hámster
    334	un|puercoespín
    335	una|ardilla zorro
    336	una|marmota
    337	un|castor
    338	un|conejillo de Indias
    339	un|caballo alazán
    340	una|cebra
    341	un|cerdo
    342	un|jabalí
    343	un|facóquero
    344	un|hipopótamo
    345	un|buey
    346	un|búfalo de agua
    347	un|bisonte
    348	un|carnero
    349	un|carnero de las Rocosas
    350	un|íbice
    351	un|búbalo
    352	un|impala
    353	una|gacela
    354	un|dromedario
    355	una|llama
    356	una|comadreja
    357	un|visón
    358	un|turón
    359	un|hurón de patas negras
    360	una|nutria
    361	una|mofeta
    362	un|tejón
    363	un|armadillo
    364	un|perezoso de tres dedos
    365	un|orangután
    366	un|gorila
    367	un|chimpancé
    368	un|gibón
    369	un|siamang
    370	un|cercopiteco
    371	un|mono patas
    372	un|babuino
    373	un|macaco
    374	un|langur
    375	un|colobo
    376	un|mono narigudo
    377	un|tití
    378	un|capuchino
    379	un|mono aullador
    380	un|mono tití
    381	un|mono araña
    382	un|mono ardilla
    383	un|lémur de cola anillada
    384	un|indri
    385	un|elefante asiático
    386	un|elefante africano
    387	un|panda rojo
    388	un|panda gigante
    389	una|sierra del Cabo
    390	una|anguila
    391	un|salmón coho
    392	un|pez ángel tricolor
    393	un|pez payaso
    394	un|esturión
    395	un|pejelagarto
    396	un|pez león
    397	un|pez globo
    398	un|ábaco
    399	una|abaya
    400	una|toga académica
    401	un|acordeón
    402	una|guitarra acústica
    403	un|portaaviones
    404	un|avión de pasajeros
    405	un|dirigible
    406	un|altar
    407	una|ambulancia
    408	un|vehículo anfibio
    409	un|reloj analógico
    410	un|colmenar
    411	un|delantal
    412	un|cubo de basura
    413	un|fusil de asalto
    414	una|mochila
    415	una|panadería
    416	una|barra de equilibrio
    417	un|globo
    418	un|bolígrafo
    419	una|tirita
    420	un|banjo
    421	una|barandilla
    422	una|barra de pesas
    423	un|sillón de barbero
    424	una|barbería
    425	un|granero
    426	un|barómetro
    427	un|barril
    428	una|carretilla
    429	una|pelota de béisbol
    430	un|balón de baloncesto
    431	un|moisés
    432	un|fagot
    433	un|gorro de baño
    434	una|toalla de baño
    435	una|bañera
    436	un|coche familiar
    437	un|faro
    438	un|vaso de precipitados
    439	un|gorro de piel de oso
    440	una|botella de cerveza
    441	un|vaso de cerveza
    442	una|espadaña
    443	un|babero
    444	una|bicicleta tándem
    445	un|bikini
    446	una|carpeta de anillas
    447	unos|prismáticos
    448	una|casita para pájaros
    449	un|cobertizo para barcos
    450	un|bobsleigh
    451	una|corbata de bolo
    452	una|cofia
    453	una|estantería
    454	una|librería
    455	una|chapa de botella
    456	un|arco (de flechas)
    457	una|pajarita
    458	una|placa de latón
    459	un|sujetador
    460	un|rompeolas
    461	un|peto
    462	una|escoba
    463	un|cubo
    464	una|hebilla
    465	un|chaleco antibalas
    466	un|tren bala
    467	una|carnicería
    468	un|taxi
    469	un|caldero
    470	una|vela
    471	un|cañón
    472	una|canoa
    473	un|abrelatas
    474	una|rebeca
    475	un|retrovisor
    476	un|tiovivo
    477	una|caja de herramientas
    478	una|caja de cartón
    479	una|rueda de coche
    480	un|cajero automático
    481	una|casete
    482	un|radiocasete
    483	un|castillo
    484	un|catamarán
    485	un|reproductor de CD
    486	un|violonchelo
    487	un|teléfono móvil
    488	una|cadena
    489	una|valla metálica
    490	una|cota de malla
    491	una|motosierra
    492	un|baúl de madera
    493	una|cómoda
    494	un|carillón
    495	una|vitrina
    496	un|calcetín de Navidad
    497	una|iglesia
    498	un|cine
    499	una|cuchilla de carnicero
    500	una|vivienda en acantilado
    501	una|capa
    502	un|zueco
    503	una|coctelera
    504	una|taza
    505	una|cafetera
    506	una|espiral
    507	un|candado de combinación
    508	un|teclado de ordenador
    509	una|confitería
    510	un|buque portacontenedores
    511	un|descapotable
    512	un|sacacorchos
    513	una|corneta
    514	una|bota vaquera
    515	un|sombrero vaquero
    516	una|cuna mecedora
    517	una|grúa de obra
    518	un|casco de moto
    519	una|caja de madera
    520	una|cuna
    521	una|olla de cocción lenta
    522	una|bola de croquet
    523	una|muleta
    524	una|coraza
    525	una|presa
    526	un|escritorio
    527	un|ordenador de sobremesa
    528	un|teléfono de disco
    529	un|pañal
    530	un|reloj digital
    531	un|reloj de pulsera digital
    532	una|mesa de comedor
    533	un|trapo de cocina
    534	un|lavavajillas
    535	un|freno de disco
    536	un|muelle
    537	un|trineo de perros
    538	una|cúpula
    539	un|felpudo
    540	una|plataforma petrolífera
    541	un|tambor
    542	una|baqueta
    543	una|mancuerna
    544	una|olla de hierro fundido
    545	un|ventilador eléctrico
    546	una|guitarra eléctrica
    547	una|locomotora eléctrica
    548	un|mueble de televisión
    549	un|sobre
    550	una|cafetera exprés
    551	unos|polvos faciales
    552	una|boa de plumas
    553	un|archivador
    554	un|barco bomba
    555	un|camión de bomberos
    556	una|pantalla de chimenea
    557	un|mástil de bandera
    558	una|flauta
    559	una|silla plegable
    560	un|casco de fútbol americano
    561	una|carretilla elevadora
    562	una|fuente
    563	una|pluma estilográfica
    564	una|cama con dosel
    565	un|vagón de mercancías
    566	una|trompa
    567	una|sartén
    568	un|abrigo de piel
    569	un|camión de la basura
    570	una|máscara de gas
    571	un|surtidor de gasolina
    572	una|copa
    573	un|kart
    574	una|pelota de golf
    575	un|carrito de golf
    576	una|góndola
    577	un|gong
    578	un|vestido largo
    579	un|piano de cola
    580	un|invernadero
    581	una|calandra
    582	una|tienda de comestibles
    583	una|guillotina
    584	un|pasador de pelo
    585	una|laca para el pelo
    586	un|semioruga
    587	un|martillo
    588	un|cesto con tapa
    589	un|secador de pelo
    590	una|agenda electrónica
    591	un|pañuelo
    592	un|disco duro
    593	una|armónica
    594	un|arpa
    595	una|cosechadora
    596	un|hacha de mano
    597	una|funda de pistola
    598	un|cine en casa
    599	un|panal
    600	un|gancho
    601	un|miriñaque
    602	una|barra fija
    603	un|carro de caballos
    604	un|reloj de arena
    605	un|iPod
    606	una|plancha
    607	una|calabaza de Halloween
    608	unos|vaqueros
    609	un|todoterreno
    610	una|camiseta
    611	un|rompecabezas
    612	un|rickshaw
    613	un|joystick
    614	un|kimono
    615	una|rodillera
    616	un|nudo
    617	una|bata de laboratorio
    618	un|cucharón
    619	una|pantalla de lámpara
    620	un|portátil
    621	un|cortacésped
    622	una|tapa de objetivo
    623	un|abrecartas
    624	una|biblioteca
    625	un|bote salvavidas
    626	un|mechero
    627	una|limusina
    628	un|transatlántico
    629	un|pintalabios
    630	un|mocasín
    631	una|loción
    632	un|altavoz
    633	una|lupa de joyero
    634	un|aserradero
    635	una|brújula
    636	una|saca de correos
    637	un|buzón
    638	un|bañador
    639	un|bañador
    640	una|tapa de alcantarilla
    641	una|maraca
    642	una|marimba
    643	una|máscara
    644	una|cerilla
    645	un|mayo
    646	un|laberinto
    647	una|taza medidora
    648	un|botiquín
    649	un|megalito
    650	un|micrófono
    651	un|microondas
    652	un|uniforme militar
    653	una|lechera
    654	un|microbús
    655	una|minifalda
    656	un|monovolumen
    657	un|misil
    658	una|manopla
    659	un|bol para mezclar
    660	una|casa móvil
    661	un|Ford T
    662	un|módem
    663	un|monasterio
    664	un|monitor
    665	un|ciclomotor
    666	un|mortero con su mano
    667	un|birrete
    668	una|mezquita
    669	una|mosquitera
    670	un|scooter
    671	una|bicicleta de montaña
    672	una|tienda de montaña
    673	un|ratón de ordenador
    674	una|ratonera
    675	una|furgoneta de mudanzas
    676	un|bozal
    677	un|clavo
    678	un|collarín
    679	un|collar
    680	una|tetina
    681	un|portátil
    682	un|obelisco
    683	un|oboe
    684	una|ocarina
    685	un|cuentakilómetros
    686	un|filtro de aceite
    687	un|órgano
    688	un|osciloscopio
    689	una|sobrefalda
    690	una|carreta de bueyes
    691	una|mascarilla de oxígeno
    692	un|paquete
    693	un|remo
    694	una|rueda de paletas
    695	un|candado
    696	un|pincel
    697	un|pijama
    698	un|palacio
    699	una|flauta de pan
    700	un|papel de cocina
    701	un|paracaídas
    702	unas|barras paralelas
    703	un|banco de parque
    704	un|parquímetro
    705	un|vagón de pasajeros
    706	un|patio
    707	un|teléfono público
    708	un|pedestal
    709	un|estuche
    710	un|sacapuntas
    711	un|perfume
    712	una|placa de Petri
    713	una|fotocopiadora
    714	una|púa de guitarra
    715	un|casco prusiano
    716	una|valla de estacas
    717	una|camioneta pickup
    718	un|embarcadero
    719	una|hucha
    720	un|bote de pastillas
    721	una|almohada
    722	una|pelota de ping-pong
    723	un|molinillo de viento
    724	un|barco pirata
    725	una|jarra
    726	un|cepillo de carpintero
    727	un|planetario
    728	una|bolsa de plástico
    729	un|escurreplatos
    730	un|arado
    731	un|desatascador
    732	una|cámara Polaroid
    733	un|poste
    734	un|furgón policial
    735	un|poncho
    736	una|mesa de billar
    737	una|botella de refresco
    738	una|maceta
    739	un|torno de alfarero
    740	un|taladro
    741	una|alfombra de oración
    742	una|impresora
    743	una|cárcel
    744	un|proyectil
    745	un|proyector
    746	un|disco de hockey
    747	un|saco de boxeo
    748	un|bolso
    749	una|pluma de ave
    750	un|edredón
    751	un|coche de carreras
    752	una|raqueta
    753	un|radiador
    754	una|radio
    755	un|radiotelescopio
    756	un|depósito de agua de lluvia
    757	una|autocaravana
    758	un|carrete de pesca
    759	una|cámara réflex
    760	un|frigorífico
    761	un|mando a distancia
    762	un|restaurante
    763	un|revólver
    764	un|rifle
    765	una|mecedora
    766	un|asador giratorio
    767	una|goma de borrar
    768	un|balón de rugby
    769	una|regla
    770	una|zapatilla de correr
    771	una|caja fuerte
    772	un|imperdible
    773	un|salero
    774	una|sandalia
    775	un|pareo
    776	un|saxofón
    777	una|vaina de espada
    778	una|báscula
    779	un|autobús escolar
    780	una|goleta
    781	un|marcador
    782	una|pantalla de ordenador
    783	un|tornillo
    784	un|destornillador
    785	un|cinturón de seguridad
    786	una|máquina de coser
    787	un|escudo
    788	una|zapatería
    789	un|shoji
    790	una|cesta de la compra
    791	un|carrito de la compra
    792	una|pala
    793	un|gorro de ducha
    794	una|cortina de ducha
    795	un|esquí
    796	un|pasamontañas
    797	un|saco de dormir
    798	una|regla de cálculo
    799	una|puerta corredera
    800	una|tragaperras
    801	un|tubo de buceo
    802	una|moto de nieve
    803	una|quitanieves
    804	un|dispensador de jabón
    805	un|balón de fútbol
    806	un|calcetín
    807	un|concentrador solar
    808	un|sombrero mexicano
    809	un|cuenco de sopa
    810	una|barra espaciadora
    811	un|calefactor
    812	un|transbordador espacial
    813	una|espátula
    814	una|lancha motora
    815	una|telaraña
    816	un|huso
    817	un|deportivo
    818	un|foco
    819	un|escenario
    820	una|locomotora de vapor
    821	un|puente de arco de acero
    822	un|tambor metálico
    823	un|estetoscopio
    824	una|estola
    825	un|muro de piedra
    826	un|cronómetro
    827	una|cocina
    828	un|colador
    829	un|tranvía
    830	una|camilla
    831	un|sofá cama
    832	una|estupa
    833	un|submarino
    834	un|traje
    835	un|reloj de sol
    836	unas|gafas de sol
    837	unas|gafas oscuras
    838	un|protector solar
    839	un|puente colgante
    840	una|fregona
    841	una|sudadera
    842	un|bañador de hombre
    843	un|columpio
    844	un|interruptor
    845	una|jeringa
    846	una|lámpara de mesa
    847	un|tanque
    848	un|reproductor de cintas
    849	una|tetera
    850	un|osito de peluche
    851	un|televisor
    852	una|pelota de tenis
    853	un|tejado de paja
    854	un|telón
    855	un|dedal
    856	una|trilladora
    857	un|trono
    858	un|tejado de tejas
    859	una|tostadora
    860	un|estanco
    861	un|asiento de inodoro
    862	una|antorcha
    863	un|tótem
    864	una|grúa remolque
    865	una|juguetería
    866	un|tractor
    867	un|camión articulado
    868	una|bandeja
    869	una|gabardina
    870	un|triciclo
    871	un|trimarán
    872	un|trípode
    873	un|arco de triunfo
    874	un|trolebús
    875	un|trombón
    876	una|tina
    877	un|torniquete
    878	un|teclado de máquina de escribir
    879	un|paraguas
    880	un|monociclo
    881	un|piano vertical
    882	una|aspiradora
    883	un|jarrón
    884	una|bóveda
    885	un|terciopelo
    886	una|máquina expendedora
    887	una|vestidura litúrgica
    888	un|viaducto
    889	un|violín
    890	un|balón de voleibol
    891	una|gofrera
    892	un|reloj de pared
    893	una|cartera
    894	un|armario
    895	un|avión de combate
    896	un|lavabo
    897	una|lavadora
    898	una|botella de agua
    899	una|jarra de agua
    900	una|torre de agua
    901	una|jarra de whisky
    902	un|silbato
    903	una|peluca
    904	una|mosquitera de ventana
    905	una|persiana enrollable
    906	una|corbata
    907	una|botella de vino
    908	un|ala de avión
    909	un|wok
    910	una|cuchara de madera
    911	lana
    912	una|cerca en zigzag
    913	un|naufragio
    914	un|queche
    915	una|yurta
    916	una|página web
    917	un|cómic
    918	un|crucigrama
    919	una|señal de tráfico
    920	un|semáforo
    921	una|sobrecubierta de libro
    922	un|menú
    923	un|plato
    924	guacamole
    925	consomé
    926	una|fondue china
    927	un|trifle
    928	helado
    929	un|polo
    930	una|barra de pan
    931	un|bagel
    932	un|pretzel
    933	una|hamburguesa con queso
    934	un|perrito caliente
    935	puré de patatas
    936	un|repollo
    937	un|brócoli
    938	una|coliflor
    939	un|calabacín
    940	una|calabaza espagueti
    941	una|calabaza bellota
    942	una|calabaza moscada
    943	un|pepino
    944	una|alcachofa
    945	un|pimiento
    946	un|cardo
    947	una|seta
    948	una|manzana Granny Smith
    949	una|fresa
    950	una|naranja
    951	un|limón
    952	un|higo
    953	una|piña
    954	un|plátano
    955	una|yaca
    956	una|chirimoya
    957	una|granada
    958	heno
    959	espaguetis a la carbonara
    960	salsa de chocolate
    961	masa
    962	un|pastel de carne
    963	una|pizza
    964	un|pastel de pollo
    965	un|burrito
    966	vino tinto
    967	un|café expreso
    968	una|taza
    969	ponche de huevo
    970	una|montaña alpina
    971	una|burbuja
    972	un|acantilado
    973	un|arrecife de coral
    974	un|géiser
    975	una|orilla de lago
    976	un|promontorio
    977	un|banco de arena
    978	una|orilla del mar
    979	un|valle
    980	un|volcán
    981	un|jugador de béisbol
    982	un|novio
    983	un|buceador
    984	colza
    985	una|margarita
    986	una|zapatilla de dama amarilla
    987	maíz
    988	una|bellota
    989	un|escaramujo
    990	un|castaño de Indias
    991	un|hongo coral
    992	un|agárico
    993	una|falsa colmenilla
    994	un|falo hediondo
    995	una|estrella de tierra
    996	un|maitake
    997	un|boleto
    998	una|mazorca de maíz
    999	papel higiénico
    """#
}
