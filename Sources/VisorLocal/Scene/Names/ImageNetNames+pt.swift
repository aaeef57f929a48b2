// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// Portuguese (Brazilian usage).
  static let pt = #"""
    0	uma|tenca
    1	um|peixe-dourado
    2	um|tubarão-branco
    3	um|tubarão-tigre
    4	um|tubarão-martelo
    5	uma|raia-elétrica
    6	uma|arraia
    7	um|galo
    8	uma|galinha
    9	um|avestruz
    10	um|tentilhão-montês
    11	um|pintassilgo
    12	um|tentilhão-mexicano
    13	um|junco (pássaro)
    14	um|azulão-índigo
    15	um|pisco-de-peito-ruivo
    16	um|bulbul
    17	um|gaio
    18	uma|pega
    19	um|chapim
    20	um|melro-d'água
    21	um|milhafre (ave de rapina)
    22	uma|águia-de-cabeça-branca
    23	um|abutre
    24	uma|coruja-lapônica
    25	uma|salamandra-de-fogo
    26	um|tritão-comum
    27	um|tritão jovem
    28	uma|salamandra-pintada
    29	um|axolote
    30	uma|rã-touro
    31	uma|perereca
    32	uma|rã-de-cauda
    33	uma|tartaruga-cabeçuda
    34	uma|tartaruga-de-couro
    35	uma|tartaruga-do-lodo
    36	um|cágado
    37	uma|tartaruga-de-caixa
    38	uma|lagartixa-listrada
    39	uma|iguana-verde
    40	um|anolis-verde
    41	um|lagarto-rabo-de-chicote
    42	um|agama
    43	um|lagarto-de-gola
    44	um|lagarto-jacaré
    45	um|monstro-de-gila
    46	um|lagarto-verde
    47	um|camaleão
    48	um|dragão-de-komodo
    49	um|crocodilo-do-nilo
    50	um|jacaré-americano
    51	um|tricerátopo
    52	uma|cobra-minhoca
    53	uma|cobra-de-colar
    54	uma|cobra-nariguda
    55	uma|cobra-verde
    56	uma|cobra-rei
    57	uma|cobra-liga
    58	uma|cobra-d'água
    59	uma|cobra-cipó
    60	uma|cobra-noturna
    61	uma|jiboia
    62	uma|píton-africana
    63	uma|naja-indiana
    64	uma|mamba-verde
    65	uma|serpente-marinha
    66	uma|víbora-cornuda
    67	uma|cascavel-diamante
    68	uma|cascavel-chifruda
    69	um|trilobita
    70	um|opilião
    71	um|escorpião
    72	uma|aranha-de-jardim-amarela
    73	uma|aranha-de-celeiro
    74	uma|aranha-de-jardim
    75	uma|viúva-negra
    76	uma|tarântula
    77	uma|aranha-lobo
    78	um|carrapato
    79	uma|centopeia
    80	um|galo-lira
    81	um|lagópode
    82	uma|galinhola-de-colar
    83	uma|galinha-da-pradaria
    84	um|pavão
    85	uma|codorna
    86	uma|perdiz
    87	um|papagaio-cinzento
    88	uma|arara
    89	uma|cacatua-de-crista-amarela
    90	um|lóris
    91	um|cucal
    92	um|abelharuco
    93	um|calau
    94	um|beija-flor
    95	um|ariramba
    96	um|tucano
    97	um|pato macho
    98	um|merganso-de-poupa
    99	um|ganso
    100	um|cisne-negro
    101	um|elefante com presas
    102	uma|equidna
    103	um|ornitorrinco
    104	um|canguru-wallaby
    105	um|coala
    106	um|vombate
    107	uma|água-viva
    108	uma|anêmona-do-mar
    109	um|coral-cérebro
    110	um|platelminto
    111	um|nematoide
    112	uma|concha de búzio
    113	um|caracol
    114	uma|lesma
    115	uma|lesma-do-mar
    116	um|quíton
    117	um|náutilo
    118	um|caranguejo-dungeness
    119	um|caranguejo-de-pedra
    120	um|caranguejo-violinista
    121	um|caranguejo-real
    122	uma|lagosta-americana
    123	uma|lagosta
    124	um|lagostim
    125	um|caranguejo-eremita
    126	um|isópode
    127	uma|cegonha-branca
    128	uma|cegonha-preta
    129	um|colhereiro
    130	um|flamingo
    131	uma|garça-azul
    132	uma|garça-branca-grande
    133	um|socó
    134	um|grou (ave pernalta)
    135	um|carão
    136	um|caimão
    137	um|galeirão-americano
    138	uma|abetarda
    139	um|vira-pedras
    140	um|pilrito-comum
    141	um|perna-vermelha
    142	um|maçarico-de-costas-brancas
    143	um|piru-piru
    144	um|pelicano
    145	um|pinguim-rei
    146	um|albatroz
    147	uma|baleia-cinzenta
    148	uma|orca
    149	um|dugongo
    150	um|leão-marinho
    151	um|chihuahua
    152	um|spaniel japonês
    153	um|maltês
    154	um|pequinês
    155	um|shih-tzu
    156	um|cavalier king charles
    157	um|papillon
    158	um|toy terrier inglês
    159	um|rhodesian ridgeback
    160	um|galgo afegão
    161	um|basset hound
    162	um|beagle
    163	um|cão de santo humberto
    164	um|coonhound azulado
    165	um|coonhound preto e castanho
    166	um|coonhound walker
    167	um|foxhound inglês
    168	um|coonhound vermelho
    169	um|borzoi
    170	um|lébrel irlandês
    171	um|galgo italiano
    172	um|whippet
    173	um|podengo ibicenco
    174	um|caçador de alces norueguês
    175	um|otterhound
    176	um|saluki
    177	um|lébrel escocês
    178	um|weimaraner
    179	um|staffordshire bull terrier
    180	um|american staffordshire terrier
    181	um|bedlington terrier
    182	um|border terrier
    183	um|kerry blue terrier
    184	um|terrier irlandês
    185	um|norfolk terrier
    186	um|norwich terrier
    187	um|yorkshire
    188	um|fox terrier de pelo duro
    189	um|lakeland terrier
    190	um|sealyham terrier
    191	um|airedale terrier
    192	um|cairn terrier
    193	um|terrier australiano
    194	um|dandie dinmont terrier
    195	um|boston terrier
    196	um|schnauzer miniatura
    197	um|schnauzer gigante
    198	um|schnauzer médio
    199	um|scottish terrier
    200	um|terrier tibetano
    201	um|silky terrier
    202	um|terrier irlandês de pelo macio
    203	um|westie
    204	um|lhasa apso
    205	um|retriever de pelo liso
    206	um|retriever de pelo encaracolado
    207	um|golden retriever
    208	um|labrador
    209	um|retriever da baía de chesapeake
    210	um|braco alemão de pelo curto
    211	um|vizsla
    212	um|setter inglês
    213	um|setter irlandês
    214	um|setter gordon
    215	um|spaniel bretão
    216	um|clumber spaniel
    217	um|springer spaniel inglês
    218	um|springer spaniel galês
    219	um|cocker spaniel
    220	um|sussex spaniel
    221	um|cão-d'água irlandês
    222	um|kuvasz
    223	um|schipperke
    224	um|pastor-belga groenendael
    225	um|pastor-belga malinois
    226	um|pastor-de-brie
    227	um|kelpie
    228	um|komondor
    229	um|bobtail
    230	um|pastor-de-shetland
    231	um|collie
    232	um|border collie
    233	um|boiadeiro da flandres
    234	um|rottweiler
    235	um|pastor-alemão
    236	um|dobermann
    237	um|pinscher miniatura
    238	um|grande boiadeiro suíço
    239	um|boiadeiro bernês
    240	um|boiadeiro de appenzell
    241	um|boiadeiro de entlebuch
    242	um|boxer
    243	um|bulmastife
    244	um|mastim tibetano
    245	um|buldogue francês
    246	um|dogue alemão
    247	um|são-bernardo
    248	um|cão esquimó
    249	um|malamute
    250	um|husky siberiano
    251	um|dálmata
    252	um|affenpinscher
    253	um|basenji
    254	um|pug
    255	um|leonberger
    256	um|terra-nova
    257	um|cão-da-montanha-dos-pirineus
    258	um|samoieda
    259	um|lulu-da-pomerânia
    260	um|chow-chow
    261	um|keeshond
    262	um|griffon de bruxelas
    263	um|corgi galês pembroke
    264	um|corgi galês cardigan
    265	um|poodle toy
    266	um|poodle miniatura
    267	um|poodle standard
    268	um|pelado mexicano
    269	um|lobo-cinzento
    270	um|lobo-branco
    271	um|lobo-vermelho
    272	um|coiote
    273	um|dingo
    274	um|dole
    275	um|mabeco
    276	uma|hiena
    277	uma|raposa-vermelha
    278	uma|raposa-anã
    279	uma|raposa-do-ártico
    280	uma|raposa-cinzenta
    281	um|gato malhado
    282	um|gato tigrado
    283	um|gato persa
    284	um|gato siamês
    285	um|gato egípcio
    286	uma|onça-parda
    287	um|lince
    288	um|leopardo
    289	um|leopardo-das-neves
    290	uma|onça-pintada
    291	um|leão
    292	um|tigre
    293	um|guepardo
    294	um|urso-pardo
    295	um|urso-negro
    296	um|urso-polar
    297	um|urso-beiçudo
    298	um|mangusto
    299	um|suricato
    300	um|besouro-tigre
    301	uma|joaninha
    302	um|besouro-da-terra
    303	um|besouro-serra-pau
    304	um|besouro-das-folhas
    305	um|besouro rola-bosta
    306	um|besouro-rinoceronte
    307	um|gorgulho
    308	uma|mosca
    309	uma|abelha
    310	uma|formiga
    311	um|gafanhoto
    312	um|grilo
    313	um|bicho-pau
    314	uma|barata
    315	um|louva-a-deus
    316	uma|cigarra
    317	uma|cigarrinha
    318	um|crisopídeo
    319	uma|libélula
    320	uma|donzelinha
    321	uma|borboleta-almirante-vermelho
    322	uma|borboleta-anel
    323	uma|borboleta-monarca
    324	uma|borboleta-da-couve
    325	uma|borboleta-amarela
    326	uma|borboleta-azul
    327	uma|estrela-do-mar
    328	um|ouriço-do-mar
    329	um|pepino-do-mar
    330	um|coelho-de-cauda-de-algodão
    331	uma|lebre
    332	um|coelho angorá
    333	um|hamster
    334	um|porco-espinho
    335	um|esquilo-raposa
    336	uma|marmota
    337	um|castor
    338	um|porquinho-da-índia
    339	um|cavalo alazão
    340	uma|zebra
    341	um|porco
    342	um|javali
    343	um|javali-africano
    344	um|hipopótamo
    345	um|boi
    346	um|búfalo-asiático
    347	um|bisão
    348	um|carneiro
    349	um|carneiro-selvagem
    350	um|íbex
    351	um|búbalo
    352	um|impala
    353	uma|gazela
    354	um|dromedário
    355	uma|lhama
    356	uma|doninha
    357	um|vison
    358	um|toirão
    359	um|furão-de-patas-negras
    360	uma|lontra
    361	um|gambá
    362	um|texugo
    363	um|tatu
    364	uma|preguiça-de-três-dedos
    365	um|orangotango
    366	um|gorila
    367	um|chimpanzé
    368	um|gibão
    369	um|siamang
    370	um|cercopiteco
    371	um|macaco-patas
    372	um|babuíno
    373	um|macaco-reso
    374	um|langur
    375	um|colobo
    376	um|macaco-narigudo
    377	um|sagui
    378	um|macaco-prego
    379	um|bugio
    380	um|zogue-zogue
    381	um|macaco-aranha
    382	um|macaco-de-cheiro
    383	um|lêmure-de-cauda-anelada
    384	um|indri
    385	um|elefante-asiático
    386	um|elefante-africano
    387	um|panda-vermelho
    388	um|panda-gigante
    389	uma|sierra-do-cabo
    390	uma|enguia
    391	um|salmão-prateado
    392	um|peixe-anjo-tricolor
    393	um|peixe-palhaço
    394	um|esturjão
    395	um|peixe-agulha
    396	um|peixe-leão
    397	um|baiacu
    398	um|ábaco
    399	uma|abaya
    400	uma|beca
    401	um|acordeão
    402	um|violão
    403	um|porta-aviões
    404	um|avião de passageiros
    405	um|dirigível
    406	um|altar
    407	uma|ambulância
    408	um|veículo anfíbio
    409	um|relógio analógico
    410	um|apiário
    411	um|avental
    412	uma|lata de lixo
    413	um|fuzil de assalto
    414	uma|mochila
    415	uma|padaria
    416	uma|trave de equilíbrio
    417	um|balão
    418	uma|caneta esferográfica
    419	um|curativo adesivo
    420	um|banjo
    421	um|corrimão
    422	uma|barra de musculação
    423	uma|cadeira de barbeiro
    424	uma|barbearia
    425	um|celeiro
    426	um|barômetro
    427	um|barril
    428	um|carrinho de mão
    429	uma|bola de beisebol
    430	uma|bola de basquete
    431	um|moisés
    432	um|fagote
    433	uma|touca de natação
    434	uma|toalha de banho
    435	uma|banheira
    436	uma|perua
    437	um|farol
    438	um|béquer
    439	um|chapéu de pele de urso
    440	uma|garrafa de cerveja
    441	um|copo de cerveja
    442	um|campanário
    443	um|babador
    444	uma|bicicleta tandem
    445	um|biquíni
    446	um|fichário
    447	um|binóculo
    448	uma|casinha de passarinho
    449	uma|garagem de barcos
    450	um|trenó de bobsled
    451	uma|gravata bolo
    452	uma|touca
    453	uma|estante
    454	uma|livraria
    455	uma|tampinha de garrafa
    456	um|arco (de flechas)
    457	uma|gravata-borboleta
    458	uma|placa de latão
    459	um|sutiã
    460	um|quebra-mar
    461	um|peitoral de armadura
    462	uma|vassoura
    463	um|balde
    464	uma|fivela
    465	um|colete à prova de balas
    466	um|trem-bala
    467	um|açougue
    468	um|táxi
    469	um|caldeirão
    470	uma|vela
    471	um|canhão
    472	uma|canoa
    473	um|abridor de latas
    474	um|casaco de malha
    475	um|retrovisor
    476	um|carrossel
    477	uma|caixa de ferramentas
    478	uma|caixa de papelão
    479	uma|roda de carro
    480	um|caixa eletrônico
    481	uma|fita cassete
    482	um|toca-fitas
    483	um|castelo
    484	um|catamarã
    485	um|aparelho de CD
    486	um|violoncelo
    487	um|celular
    488	uma|corrente
    489	uma|cerca de arame
    490	uma|cota de malha
    491	uma|motosserra
    492	um|baú de madeira
    493	uma|cômoda
    494	um|carrilhão
    495	uma|cristaleira
    496	uma|meia de Natal
    497	uma|igreja
    498	um|cinema
    499	um|cutelo
    500	uma|habitação em penhasco
    501	uma|capa
    502	um|tamanco
    503	uma|coqueteleira
    504	uma|caneca
    505	um|bule de café
    506	uma|espiral
    507	um|cadeado de segredo
    508	um|teclado de computador
    509	uma|confeitaria
    510	um|navio porta-contêineres
    511	um|conversível
    512	um|saca-rolhas
    513	uma|corneta
    514	uma|bota de caubói
    515	um|chapéu de caubói
    516	um|berço de balanço
    517	um|guindaste de obra
    518	um|capacete de moto
    519	um|engradado
    520	um|berço
    521	uma|panela elétrica de cozimento lento
    522	uma|bola de croquet
    523	uma|muleta
    524	uma|couraça
    525	uma|barragem
    526	uma|escrivaninha
    527	um|computador de mesa
    528	um|telefone de disco
    529	uma|fralda
    530	um|relógio digital
    531	um|relógio de pulso digital
    532	uma|mesa de jantar
    533	um|pano de prato
    534	uma|lava-louças
    535	um|freio a disco
    536	um|cais
    537	um|trenó de cães
    538	uma|cúpula
    539	um|capacho
    540	uma|plataforma de petróleo
    541	um|tambor
    542	uma|baqueta
    543	um|haltere
    544	uma|panela de ferro fundido
    545	um|ventilador
    546	uma|guitarra elétrica
    547	uma|locomotiva elétrica
    548	um|rack de TV
    549	um|envelope
    550	uma|máquina de café expresso
    551	|pó facial
    552	um|boá de plumas
    553	um|arquivo de gavetas
    554	um|barco de bombeiros
    555	um|caminhão de bombeiros
    556	um|guarda-fogo de lareira
    557	um|mastro de bandeira
    558	uma|flauta
    559	uma|cadeira dobrável
    560	um|capacete de futebol americano
    561	uma|empilhadeira
    562	uma|fonte
    563	uma|caneta-tinteiro
    564	uma|cama de dossel
    565	um|vagão de carga
    566	uma|trompa
    567	uma|frigideira
    568	um|casaco de pele
    569	um|caminhão de lixo
    570	uma|máscara de gás
    571	uma|bomba de gasolina
    572	uma|taça
    573	um|kart
    574	uma|bola de golfe
    575	um|carrinho de golfe
    576	uma|gôndola
    577	um|gongo
    578	um|vestido longo
    579	um|piano de cauda
    580	uma|estufa
    581	uma|grade de radiador
    582	uma|mercearia
    583	uma|guilhotina
    584	uma|presilha de cabelo
    585	|laquê
    586	um|meia-lagarta
    587	um|martelo
    588	um|cesto com tampa
    589	um|secador de cabelo
    590	um|computador de mão
    591	um|lenço
    592	um|disco rígido
    593	uma|gaita
    594	uma|harpa
    595	uma|colheitadeira
    596	uma|machadinha
    597	um|coldre
    598	um|home theater
    599	um|favo de mel
    600	um|gancho
    601	uma|crinolina
    602	uma|barra fixa
    603	uma|carroça
    604	uma|ampulheta
    605	um|iPod
    606	um|ferro de passar
    607	uma|abóbora de Halloween
    608	uma|calça jeans
    609	um|jipe
    610	uma|camiseta
    611	um|quebra-cabeça
    612	um|riquixá
    613	um|joystick
    614	um|quimono
    615	uma|joelheira
    616	um|nó
    617	um|jaleco
    618	uma|concha de cozinha
    619	uma|cúpula de abajur
    620	um|notebook
    621	um|cortador de grama
    622	uma|tampa de lente
    623	um|abridor de cartas
    624	uma|biblioteca
    625	um|bote salva-vidas
    626	um|isqueiro
    627	uma|limusine
    628	um|transatlântico
    629	um|batom
    630	um|mocassim
    631	uma|loção
    632	um|alto-falante
    633	uma|lupa de joalheiro
    634	uma|serraria
    635	uma|bússola
    636	uma|mala postal
    637	uma|caixa de correio
    638	um|maiô
    639	um|maiô
    640	uma|tampa de bueiro
    641	um|maracá
    642	uma|marimba
    643	uma|máscara
    644	um|fósforo
    645	um|mastro de maio
    646	um|labirinto
    647	um|copo medidor
    648	um|armário de remédios
    649	um|megálito
    650	um|microfone
    651	um|micro-ondas
    652	um|uniforme militar
    653	um|latão de leite
    654	um|micro-ônibus
    655	uma|minissaia
    656	uma|minivan
    657	um|míssil
    658	uma|luva de inverno
    659	uma|tigela de misturar
    660	uma|casa móvel
    661	um|Ford Modelo T
    662	um|modem
    663	um|mosteiro
    664	um|monitor de computador
    665	uma|mobilete
    666	um|pilão
    667	um|capelo
    668	uma|mesquita
    669	um|mosquiteiro
    670	uma|scooter
    671	uma|mountain bike
    672	uma|barraca de montanha
    673	um|mouse
    674	uma|ratoeira
    675	um|caminhão de mudança
    676	uma|focinheira
    677	um|prego
    678	um|colar cervical
    679	um|colar
    680	um|bico de mamadeira
    681	um|notebook
    682	um|obelisco
    683	um|oboé
    684	uma|ocarina
    685	um|hodômetro
    686	um|filtro de óleo
    687	um|órgão
    688	um|osciloscópio
    689	uma|sobressaia
    690	um|carro de boi
    691	uma|máscara de oxigênio
    692	um|pacote
    693	um|remo
    694	uma|roda de pás
    695	um|cadeado
    696	um|pincel
    697	um|pijama
    698	um|palácio
    699	uma|flauta de pã
    700	|papel-toalha
    701	um|paraquedas
    702	umas|barras paralelas
    703	um|banco de praça
    704	um|parquímetro
    705	um|vagão de passageiros
    706	um|pátio
    707	um|telefone público
    708	um|pedestal
    709	um|estojo
    710	um|apontador
    711	um|perfume
    712	uma|placa de Petri
    713	uma|fotocopiadora
    714	uma|palheta de guitarra
    715	um|capacete prussiano
    716	uma|cerca de estacas
    717	uma|picape
    718	um|píer
    719	um|cofrinho
    720	um|frasco de comprimidos
    721	um|travesseiro
    722	uma|bola de pingue-pongue
    723	um|cata-vento
    724	um|navio pirata
    725	uma|jarra
    726	uma|plaina
    727	um|planetário
    728	uma|sacola plástica
    729	um|escorredor de louça
    730	um|arado
    731	um|desentupidor
    732	uma|câmera Polaroid
    733	um|poste
    734	um|camburão
    735	um|poncho
    736	uma|mesa de sinuca
    737	uma|garrafa de refrigerante
    738	um|vaso de planta
    739	um|torno de oleiro
    740	uma|furadeira
    741	um|tapete de oração
    742	uma|impressora
    743	uma|prisão
    744	um|projétil
    745	um|projetor
    746	um|disco de hóquei
    747	um|saco de pancadas
    748	uma|bolsa
    749	uma|pena de escrever
    750	uma|colcha
    751	um|carro de corrida
    752	uma|raquete
    753	um|aquecedor
    754	um|rádio
    755	um|radiotelescópio
    756	um|barril de água da chuva
    757	um|motor-home
    758	um|molinete
    759	uma|câmera reflex
    760	uma|geladeira
    761	um|controle remoto
    762	um|restaurante
    763	um|revólver
    764	um|rifle
    765	uma|cadeira de balanço
    766	uma|máquina de assar frango
    767	uma|borracha
    768	uma|bola de rúgbi
    769	uma|régua
    770	um|tênis de corrida
    771	um|cofre
    772	um|alfinete de segurança
    773	um|saleiro
    774	uma|sandália
    775	uma|canga
    776	um|saxofone
    777	uma|bainha de espada
    778	uma|balança
    779	um|ônibus escolar
    780	uma|escuna
    781	um|placar
    782	uma|tela de computador
    783	um|parafuso
    784	uma|chave de fenda
    785	um|cinto de segurança
    786	uma|máquina de costura
    787	um|escudo
    788	uma|sapataria
    789	um|shoji
    790	uma|cesta de compras
    791	um|carrinho de compras
    792	uma|pá
    793	uma|touca de banho
    794	uma|cortina de chuveiro
    795	um|esqui
    796	uma|balaclava
    797	um|saco de dormir
    798	uma|régua de cálculo
    799	uma|porta de correr
    800	um|caça-níqueis
    801	um|snorkel
    802	uma|moto de neve
    803	um|limpa-neve
    804	um|dispensador de sabonete
    805	uma|bola de futebol
    806	uma|meia
    807	um|concentrador solar
    808	um|sombreiro
    809	uma|tigela de sopa
    810	uma|barra de espaço
    811	um|aquecedor portátil
    812	um|ônibus espacial
    813	uma|espátula
    814	uma|lancha
    815	uma|teia de aranha
    816	um|fuso
    817	um|carro esportivo
    818	um|holofote
    819	um|palco
    820	uma|locomotiva a vapor
    821	uma|ponte em arco de aço
    822	um|tambor de aço
    823	um|estetoscópio
    824	uma|estola
    825	um|muro de pedra
    826	um|cronômetro
    827	um|fogão
    828	um|coador
    829	um|bonde
    830	uma|maca
    831	um|sofá-cama
    832	uma|estupa
    833	um|submarino
    834	um|terno
    835	um|relógio de sol
    836	um|par de óculos de sol
    837	uns|óculos escuros
    838	um|protetor solar
    839	uma|ponte pênsil
    840	um|esfregão
    841	um|moletom
    842	uma|sunga
    843	um|balanço
    844	um|interruptor
    845	uma|seringa
    846	um|abajur
    847	um|tanque de guerra
    848	um|toca-fitas de rolo
    849	um|bule de chá
    850	um|ursinho de pelúcia
    851	uma|televisão
    852	uma|bola de tênis
    853	um|telhado de palha
    854	uma|cortina de teatro
    855	um|dedal
    856	uma|debulhadora
    857	um|trono
    858	um|telhado de telhas
    859	uma|torradeira
    860	uma|tabacaria
    861	um|assento de vaso sanitário
    862	uma|tocha
    863	um|totem
    864	um|guincho
    865	uma|loja de brinquedos
    866	um|trator
    867	uma|carreta
    868	uma|bandeja
    869	uma|capa de chuva
    870	um|triciclo
    871	um|trimarã
    872	um|tripé
    873	um|arco do triunfo
    874	um|trólebus
    875	um|trombone
    876	uma|tina
    877	uma|catraca
    878	um|teclado de máquina de escrever
    879	um|guarda-chuva
    880	um|monociclo
    881	um|piano vertical
    882	um|aspirador de pó
    883	um|vaso
    884	um|teto abobadado
    885	|veludo
    886	uma|máquina de venda automática
    887	uma|veste litúrgica
    888	um|viaduto
    889	um|violino
    890	uma|bola de vôlei
    891	uma|máquina de waffle
    892	um|relógio de parede
    893	uma|carteira
    894	um|guarda-roupa
    895	um|avião de caça
    896	uma|pia
    897	uma|máquina de lavar
    898	uma|garrafa de água
    899	uma|jarra de água
    900	uma|caixa-d'água
    901	uma|jarra de uísque
    902	um|apito
    903	uma|peruca
    904	uma|tela de janela
    905	uma|persiana
    906	uma|gravata
    907	uma|garrafa de vinho
    908	uma|asa de avião
    909	um|wok
    910	uma|colher de pau
    911	|lã
    912	uma|cerca em zigue-zague
    913	um|naufrágio
    914	um|iole
    915	uma|iurta
    916	um|site
    917	uma|história em quadrinhos
    918	uma|palavra cruzada
    919	uma|placa de trânsito
    920	um|semáforo
    921	uma|sobrecapa de livro
    922	um|cardápio
    923	um|prato
    924	|guacamole
    925	|consomê
    926	um|hot pot
    927	um|trifle
    928	|sorvete
    929	um|picolé
    930	uma|baguete
    931	um|bagel
    932	um|pretzel
    933	um|cheeseburger
    934	um|cachorro-quente
    935	|purê de batata
    936	um|repolho
    937	um|brócolis
    938	uma|couve-flor
    939	uma|abobrinha
    940	uma|abóbora-espaguete
    941	uma|abóbora-bolota
    942	uma|abóbora-manteiga
    943	um|pepino
    944	uma|alcachofra
    945	um|pimentão
    946	um|cardo
    947	um|cogumelo
    948	uma|maçã verde
    949	um|morango
    950	uma|laranja
    951	um|limão
    952	um|figo
    953	um|abacaxi
    954	uma|banana
    955	uma|jaca
    956	uma|pinha
    957	uma|romã
    958	|feno
    959	|espaguete à carbonara
    960	|calda de chocolate
    961	|massa
    962	um|bolo de carne
    963	uma|pizza
    964	uma|torta salgada
    965	um|burrito
    966	|vinho tinto
    967	um|expresso
    968	uma|xícara
    969	|gemada
    970	um|prado alpino
    971	uma|bolha
    972	um|penhasco
    973	um|recife de coral
    974	um|gêiser
    975	uma|margem de lago
    976	um|promontório
    977	um|banco de areia
    978	um|litoral
    979	um|vale
    980	um|vulcão
    981	um|jogador de beisebol
    982	um|noivo
    983	um|mergulhador
    984	|colza
    985	uma|margarida
    986	um|sapatinho-de-vênus-amarelo
    987	|milho
    988	uma|bolota
    989	um|fruto da roseira
    990	uma|castanha-da-índia
    991	um|cogumelo-coral
    992	um|agárico
    993	uma|falsa morchela
    994	um|falo fedorento
    995	uma|estrela-da-terra
    996	um|maitake
    997	um|boleto
    998	uma|espiga de milho
    999	|papel higiênico
    """#
}
