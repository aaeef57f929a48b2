// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// Polish (nominative).
  static let pl = #"""
    0	lin
    1	złota rybka
    2	żarłacz biały
    3	żarłacz tygrysi
    4	głowomłot
    5	drętwa
    6	płaszczka
    7	kogut
    8	kura
    9	struś
    10	jer
    11	szczygieł
    12	dziwonia meksykańska
    13	junko
    14	łuskowiec indygo
    15	rudzik
    16	bilbil
    17	sójka
    18	sroka
    19	sikora
    20	pluszcz
    21	kania (ptak drapieżny)
    22	bielik amerykański
    23	sęp
    24	puszczak mszarny
    25	salamandra plamista
    26	traszka zwyczajna
    27	młoda traszka
    28	ambystoma plamista
    29	aksolotl
    30	żaba rycząca
    31	rzekotka
    32	żaba ogoniasta
    33	żółw karetta
    34	żółw skórzasty
    35	żółw błotny amerykański
    36	żółw słodkowodny
    37	żółw pudełkowy
    38	gekon pręgowany
    39	legwan zielony
    40	anolis zielony
    41	jaszczurka biczogon
    42	agama
    43	agama kołnierzasta
    44	jaszczurka aligatorowata
    45	heloderma arizońska
    46	jaszczurka zielona
    47	kameleon
    48	waran z Komodo
    49	krokodyl nilowy
    50	aligator amerykański
    51	triceratops
    52	wąż robakowaty
    53	wąż obrożny
    54	wąż świnionosy
    55	wąż zielony
    56	lampropeltis
    57	wąż pończosznik
    58	zaskroniec wodny
    59	wąż liana
    60	wąż nocny
    61	boa dusiciel
    62	pyton skalny
    63	kobra indyjska
    64	mamba zielona
    65	wąż morski
    66	żmija rogata
    67	grzechotnik diamentowy
    68	grzechotnik rogaty
    69	trylobit
    70	kosarz
    71	skorpion
    72	tygrzyk paskowany
    73	pająk stodołowy
    74	krzyżak ogrodowy
    75	czarna wdowa
    76	ptasznik
    77	pająk pogoniec
    78	kleszcz
    79	skolopendra
    80	cietrzew
    81	pardwa
    82	cieciornik
    83	preriokur
    84	paw
    85	przepiórka
    86	kuropatwa
    87	żako
    88	ara
    89	kakadu żółtoczuba
    90	lorysa
    91	kukal
    92	żołna
    93	dzioborożec
    94	koliber
    95	żakamar
    96	tukan
    97	kaczor
    98	szlachar
    99	gęś
    100	łabędź czarny
    101	słoń z ciosami
    102	kolczatka
    103	dziobak
    104	walabia
    105	koala
    106	wombat
    107	meduza
    108	ukwiał
    109	koralowiec mózgowy
    110	płaziniec
    111	nicień
    112	skrzydelnik
    113	ślimak
    114	ślimak nagi
    115	ślimak morski
    116	chiton
    117	łodzik
    118	krab kalifornijski
    119	krab skalny
    120	krab skrzypek
    121	krab królewski
    122	homar amerykański
    123	langusta
    124	rak
    125	krab pustelnik
    126	równonóg
    127	bocian biały
    128	bocian czarny
    129	warzęcha
    130	flaming
    131	czapla modra
    132	czapla biała
    133	bąk
    134	żuraw (ptak brodzący)
    135	karau
    136	modrzyk
    137	łyska amerykańska
    138	drop
    139	kamusznik
    140	biegus zmienny
    141	krwawodziób
    142	szlamiec
    143	ostrygojad
    144	pelikan
    145	pingwin królewski
    146	albatros
    147	pływacz szary
    148	orka
    149	diugoń
    150	lew morski
    151	chihuahua
    152	chin japoński
    153	maltańczyk
    154	pekińczyk
    155	shih tzu
    156	cavalier king charles spaniel
    157	papillon
    158	english toy terrier
    159	rhodesian ridgeback
    160	chart afgański
    161	basset hound
    162	beagle
    163	posokowiec św. Huberta
    164	coonhound niebieski
    165	coonhound czarny podpalany
    166	gończy Walkera
    167	foxhound angielski
    168	coonhound rudy
    169	chart rosyjski
    170	wilczarz irlandzki
    171	charcik włoski
    172	whippet
    173	podenco z Ibizy
    174	norweski elkhund
    175	otterhound
    176	saluki
    177	deerhound
    178	wyżeł weimarski
    179	staffordshire bull terrier
    180	amstaff
    181	bedlington terrier
    182	border terrier
    183	kerry blue terrier
    184	terier irlandzki
    185	norfolk terrier
    186	norwich terrier
    187	yorkshire terrier
    188	foksterier szorstkowłosy
    189	lakeland terrier
    190	sealyham terrier
    191	airedale terrier
    192	cairn terrier
    193	terier australijski
    194	dandie dinmont terrier
    195	boston terrier
    196	sznaucer miniaturowy
    197	sznaucer olbrzym
    198	sznaucer średni
    199	terier szkocki
    200	terier tybetański
    201	silky terrier
    202	irish soft coated wheaten terrier
    203	west highland white terrier
    204	lhasa apso
    205	flat coated retriever
    206	curly coated retriever
    207	golden retriever
    208	labrador
    209	chesapeake bay retriever
    210	wyżeł niemiecki krótkowłosy
    211	wyżeł węgierski
    212	seter angielski
    213	seter irlandzki
    214	seter szkocki
    215	spaniel bretoński
    216	clumber spaniel
    217	springer spaniel angielski
    218	springer spaniel walijski
    219	cocker spaniel
    220	sussex spaniel
    221	irlandzki spaniel wodny
    222	kuvasz
    223	schipperke
    224	owczarek belgijski groenendael
    225	owczarek belgijski malinois
    226	owczarek francuski briard
    227	kelpie
    228	komondor
    229	owczarek staroangielski
    230	owczarek szetlandzki
    231	owczarek szkocki długowłosy
    232	border collie
    233	bouvier des Flandres
    234	rottweiler
    235	owczarek niemiecki
    236	doberman
    237	pinczer miniaturowy
    238	duży szwajcarski pies pasterski
    239	berneński pies pasterski
    240	appenzeller
    241	entlebucher
    242	bokser
    243	bullmastif
    244	mastif tybetański
    245	buldog francuski
    246	dog niemiecki
    247	bernardyn
    248	pies eskimoski
    249	malamut
    250	husky syberyjski
    251	dalmatyńczyk
    252	affenpinscher
    253	basenji
    254	mops
    255	leonberger
    256	nowofundland
    257	pirenejski pies górski
    258	samojed
    259	szpic miniaturowy
    260	chow chow
    261	szpic wilczy
    262	gryfonik brukselski
    263	welsh corgi pembroke
    264	welsh corgi cardigan
    265	pudel toy
    266	pudel miniaturowy
    267	pudel duży
    268	nagi pies meksykański
    269	wilk szary
    270	wilk polarny
    271	wilk rudy
    272	kojot
    273	dingo
    274	cyjon
    275	likaon
    276	hiena
    277	lis rudy
    278	lis kit
    279	lis polarny
    280	lis szary
    281	kot pręgowany
    282	kot tygrysi
    283	kot perski
    284	kot syjamski
    285	kot egipski
    286	puma
    287	ryś
    288	lampart
    289	irbis
    290	jaguar
    291	lew
    292	tygrys
    293	gepard
    294	niedźwiedź brunatny
    295	baribal
    296	niedźwiedź polarny
    297	wargacz
    298	mangusta
    299	surykatka
    300	trzyszcz
    301	biedronka
    302	biegacz
    303	kózka (chrząszcz)
    304	stonka (chrząszcz)
    305	żuk gnojowy
    306	rohatyniec
    307	ryjkowiec
    308	mucha
    309	pszczoła
    310	mrówka
    311	konik polny
    312	świerszcz
    313	patyczak
    314	karaluch
    315	modliszka
    316	cykada
    317	skoczek
    318	złotook
    319	ważka
    320	łątka
    321	rusałka admirał
    322	przestrojnik trawnik
    323	danaid wędrownik
    324	bielinek kapustnik
    325	szlaczkoń
    326	modraszek
    327	rozgwiazda
    328	jeżowiec
    329	strzykwa
    330	królik florydzki
    331	zając
    332	królik angorski
    333	chomik
    334	jeżozwierz
    335	wiewiórka lisia
    336	świstak
    337	bóbr
    338	świnka morska
    339	koń kasztanowaty
    340	zebra
    341	świnia
    342	dzik
    343	guziec
    344	hipopotam
    345	wół
    346	bawół wodny
    347	bizon
    348	baran
    349	owca kanadyjska
    350	koziorożec
    351	bawolec
    352	impala
    353	gazela
    354	dromader
    355	lama
    356	łasica
    357	norka
    358	tchórz
    359	tchórzofretka czarnonoga
    360	wydra
    361	skunks
    362	borsuk
    363	pancernik
    364	leniwiec trójpalczasty
    365	orangutan
    366	goryl
    367	szympans
    368	gibbon
    369	siamang
    370	koczkodan
    371	patas
    372	pawian
    373	makak
    374	langur
    375	gereza
    376	nosacz
    377	marmozeta
    378	kapucynka
    379	wyjec
    380	titi
    381	czepiak
    382	sajmiri
    383	lemur katta
    384	indris
    385	słoń indyjski
    386	słoń afrykański
    387	panda mała
    388	panda wielka
    389	tyrsyt
    390	węgorz
    391	łosoś srebrzysty
    392	ustniczek trójbarwny
    393	błazenek
    394	jesiotr
    395	niszczuka
    396	skrzydlica
    397	rozdymka
    398	liczydło
    399	abaja
    400	toga akademicka
    401	akordeon
    402	gitara akustyczna
    403	lotniskowiec
    404	samolot pasażerski
    405	sterowiec
    406	ołtarz
    407	karetka
    408	pojazd amfibia
    409	zegar ze wskazówkami
    410	pasieka
    411	fartuch
    412	kosz na śmieci
    413	karabin szturmowy
    414	plecak
    415	piekarnia
    416	równoważnia
    417	balon
    418	długopis
    419	plaster
    420	banjo
    421	poręcz
    422	sztanga
    423	fotel fryzjerski
    424	zakład fryzjerski
    425	stodoła
    426	barometr
    427	beczka
    428	taczka
    429	piłka baseballowa
    430	piłka do koszykówki
    431	kosz dla niemowlęcia
    432	fagot
    433	czepek kąpielowy
    434	ręcznik kąpielowy
    435	wanna
    436	kombi
    437	latarnia morska
    438	zlewka
    439	bermyca
    440	butelka piwa
    441	szklanka do piwa
    442	wieżyczka dzwonnicza
    443	śliniak
    444	tandem
    445	bikini
    446	segregator
    447	lornetka
    448	budka dla ptaków
    449	hangar na łodzie
    450	bobslej
    451	krawat bolo
    452	czepek
    453	regał na książki
    454	księgarnia
    455	kapsel
    456	łuk (do strzelania)
    457	muszka
    458	mosiężna tabliczka
    459	biustonosz
    460	falochron
    461	napierśnik
    462	miotła
    463	wiadro
    464	sprzączka
    465	kamizelka kuloodporna
    466	pociąg dużych prędkości
    467	sklep mięsny
    468	taksówka
    469	kocioł
    470	świeca
    471	armata
    472	kanu
    473	otwieracz do puszek
    474	sweter rozpinany
    475	lusterko samochodowe
    476	karuzela
    477	skrzynka z narzędziami
    478	karton
    479	koło samochodowe
    480	bankomat
    481	kaseta
    482	magnetofon kasetowy
    483	zamek
    484	katamaran
    485	odtwarzacz CD
    486	wiolonczela
    487	telefon komórkowy
    488	łańcuch
    489	siatka ogrodzeniowa
    490	kolczuga
    491	piła łańcuchowa
    492	drewniany kufer
    493	komoda
    494	dzwonki rurowe
    495	witryna na porcelanę
    496	skarpeta świąteczna
    497	kościół
    498	kino
    499	tasak
    500	osada skalna
    501	peleryna
    502	chodak
    503	shaker
    504	kubek
    505	dzbanek do kawy
    506	spirala
    507	kłódka szyfrowa
    508	klawiatura komputerowa
    509	cukiernia
    510	kontenerowiec
    511	kabriolet
    512	korkociąg
    513	kornet
    514	kowbojski but
    515	kowbojski kapelusz
    516	kołyska
    517	żuraw budowlany
    518	kask motocyklowy
    519	skrzynka
    520	łóżeczko dziecięce
    521	wolnowar
    522	kula do krokieta
    523	kula ortopedyczna
    524	kirys
    525	zapora
    526	biurko
    527	komputer stacjonarny
    528	telefon z tarczą
    529	pieluszka
    530	zegar cyfrowy
    531	zegarek cyfrowy
    532	stół jadalny
    533	ścierka
    534	zmywarka
    535	hamulec tarczowy
    536	nabrzeże
    537	psi zaprzęg
    538	kopuła
    539	wycieraczka
    540	platforma wiertnicza
    541	bęben
    542	pałka perkusyjna
    543	hantla
    544	żeliwny garnek
    545	wentylator
    546	gitara elektryczna
    547	lokomotywa elektryczna
    548	szafka RTV
    549	koperta
    550	ekspres do kawy
    551	puder
    552	boa z piór
    553	szafka na dokumenty
    554	łódź strażacka
    555	wóz strażacki
    556	osłona kominka
    557	maszt flagowy
    558	flet
    559	krzesło składane
    560	kask do futbolu amerykańskiego
    561	wózek widłowy
    562	fontanna
    563	pióro wieczne
    564	łoże z baldachimem
    565	wagon towarowy
    566	róg
    567	patelnia
    568	futro
    569	śmieciarka
    570	maska gazowa
    571	dystrybutor paliwa
    572	kielich
    573	gokart
    574	piłka golfowa
    575	wózek golfowy
    576	gondola
    577	gong
    578	suknia
    579	fortepian
    580	szklarnia
    581	atrapa chłodnicy
    582	sklep spożywczy
    583	gilotyna
    584	spinka do włosów
    585	lakier do włosów
    586	półgąsienicowy pojazd
    587	młotek
    588	kosz z pokrywą
    589	suszarka do włosów
    590	palmtop
    591	chusteczka
    592	dysk twardy
    593	harmonijka ustna
    594	harfa
    595	kombajn
    596	toporek
    597	kabura
    598	kino domowe
    599	plaster miodu
    600	hak
    601	krynolina
    602	drążek
    603	wóz konny
    604	klepsydra
    605	iPod
    606	żelazko
    607	lampion z dyni
    608	dżinsy
    609	jeep
    610	koszulka
    611	puzzle
    612	riksza
    613	dżojstik
    614	kimono
    615	nakolannik
    616	węzeł
    617	fartuch laboratoryjny
    618	chochla
    619	abażur
    620	laptop
    621	kosiarka
    622	dekielek obiektywu
    623	nóż do listów
    624	biblioteka
    625	łódź ratunkowa
    626	zapalniczka
    627	limuzyna
    628	liniowiec oceaniczny
    629	szminka
    630	mokasyn
    631	balsam
    632	głośnik
    633	lupa zegarmistrzowska
    634	tartak
    635	kompas
    636	worek pocztowy
    637	skrzynka pocztowa
    638	kostium kąpielowy
    639	kostium kąpielowy
    640	pokrywa włazu
    641	marakasy
    642	marimba
    643	maska
    644	zapałka
    645	drzewko majowe
    646	labirynt
    647	miarka kuchenna
    648	apteczka
    649	megalit
    650	mikrofon
    651	mikrofalówka
    652	mundur wojskowy
    653	bańka na mleko
    654	minibus
    655	minispódniczka
    656	minivan
    657	pocisk rakietowy
    658	rękawica z jednym palcem
    659	miska do mieszania
    660	dom mobilny
    661	Ford T
    662	modem
    663	klasztor
    664	monitor komputerowy
    665	motorower
    666	moździerz z tłuczkiem
    667	biret
    668	meczet
    669	moskitiera
    670	skuter
    671	rower górski
    672	namiot górski
    673	mysz komputerowa
    674	pułapka na myszy
    675	samochód przeprowadzkowy
    676	kaganiec
    677	gwóźdź
    678	kołnierz ortopedyczny
    679	naszyjnik
    680	smoczek do butelki
    681	notebook
    682	obelisk
    683	obój
    684	okaryna
    685	licznik kilometrów
    686	filtr oleju
    687	organy
    688	oscyloskop
    689	spódnica wierzchnia
    690	wóz zaprzężony w woły
    691	maska tlenowa
    692	paczka
    693	wiosło
    694	koło łopatkowe
    695	kłódka
    696	pędzel
    697	piżama
    698	pałac
    699	fletnia Pana
    700	ręcznik papierowy
    701	spadochron
    702	poręcze
    703	ławka w parku
    704	parkometr
    705	wagon pasażerski
    706	patio
    707	automat telefoniczny
    708	postument
    709	piórnik
    710	temperówka
    711	perfumy
    712	szalka Petriego
    713	kserokopiarka
    714	kostka do gitary
    715	pikielhauba
    716	płot sztachetowy
    717	pikap
    718	molo
    719	skarbonka
    720	buteleczka na tabletki
    721	poduszka
    722	piłeczka pingpongowa
    723	wiatraczek
    724	statek piracki
    725	dzban
    726	strug
    727	planetarium
    728	reklamówka
    729	suszarka do naczyń
    730	pług
    731	przepychacz
    732	aparat Polaroid
    733	słup
    734	radiowóz
    735	ponczo
    736	stół bilardowy
    737	butelka napoju
    738	doniczka
    739	koło garncarskie
    740	wiertarka
    741	dywanik modlitewny
    742	drukarka
    743	więzienie
    744	pocisk
    745	projektor
    746	krążek hokejowy
    747	worek treningowy
    748	torebka
    749	gęsie pióro
    750	kołdra
    751	samochód wyścigowy
    752	rakieta
    753	kaloryfer
    754	radio
    755	radioteleskop
    756	beczka na deszczówkę
    757	kamper
    758	kołowrotek
    759	lustrzanka
    760	lodówka
    761	pilot
    762	restauracja
    763	rewolwer
    764	karabin
    765	fotel bujany
    766	rożen
    767	gumka do mazania
    768	piłka do rugby
    769	linijka
    770	but do biegania
    771	sejf
    772	agrafka
    773	solniczka
    774	sandał
    775	sarong
    776	saksofon
    777	pochwa miecza
    778	waga
    779	autobus szkolny
    780	szkuner
    781	tablica wyników
    782	ekran komputera
    783	śruba
    784	śrubokręt
    785	pas bezpieczeństwa
    786	maszyna do szycia
    787	tarcza
    788	sklep obuwniczy
    789	shoji
    790	koszyk na zakupy
    791	wózek na zakupy
    792	łopata
    793	czepek pod prysznic
    794	zasłona prysznicowa
    795	narta
    796	kominiarka
    797	śpiwór
    798	suwak logarytmiczny
    799	drzwi przesuwne
    800	automat do gry
    801	fajka do nurkowania
    802	skuter śnieżny
    803	pług śnieżny
    804	dozownik mydła
    805	piłka nożna
    806	skarpetka
    807	koncentrator słoneczny
    808	sombrero
    809	miska na zupę
    810	spacja
    811	grzejnik elektryczny
    812	prom kosmiczny
    813	szpatułka
    814	motorówka
    815	pajęczyna
    816	wrzeciono
    817	samochód sportowy
    818	reflektor
    819	scena
    820	parowóz
    821	stalowy most łukowy
    822	steel drum
    823	stetoskop
    824	etola
    825	kamienny mur
    826	stoper
    827	kuchenka
    828	sitko
    829	tramwaj
    830	nosze
    831	wersalka
    832	stupa
    833	okręt podwodny
    834	garnitur
    835	zegar słoneczny
    836	okulary przeciwsłoneczne
    837	ciemne okulary
    838	krem z filtrem
    839	most wiszący
    840	mop
    841	bluza
    842	kąpielówki
    843	huśtawka
    844	włącznik
    845	strzykawka
    846	lampka stołowa
    847	czołg
    848	magnetofon
    849	czajniczek
    850	miś pluszowy
    851	telewizor
    852	piłka tenisowa
    853	strzecha
    854	kurtyna teatralna
    855	naparstek
    856	młocarnia
    857	tron
    858	dach z dachówek
    859	toster
    860	sklep tytoniowy
    861	deska sedesowa
    862	pochodnia
    863	totem
    864	pomoc drogowa
    865	sklep z zabawkami
    866	traktor
    867	ciągnik siodłowy
    868	taca
    869	trencz
    870	rowerek trójkołowy
    871	trimaran
    872	statyw
    873	łuk triumfalny
    874	trolejbus
    875	puzon
    876	balia
    877	bramka obrotowa
    878	klawiatura maszyny do pisania
    879	parasol
    880	monocykl
    881	pianino
    882	odkurzacz
    883	wazon
    884	sklepienie
    885	aksamit
    886	automat sprzedający
    887	szaty liturgiczne
    888	wiadukt
    889	skrzypce
    890	piłka do siatkówki
    891	gofrownica
    892	zegar ścienny
    893	portfel
    894	szafa
    895	samolot bojowy
    896	umywalka
    897	pralka
    898	butelka wody
    899	dzbanek na wodę
    900	wieża ciśnień
    901	dzban na whisky
    902	gwizdek
    903	peruka
    904	moskitiera okienna
    905	roleta
    906	krawat
    907	butelka wina
    908	skrzydło samolotu
    909	wok
    910	drewniana łyżka
    911	wełna
    912	płot zygzakowaty
    913	wrak
    914	jol
    915	jurta
    916	strona internetowa
    917	komiks
    918	krzyżówka
    919	znak drogowy
    920	sygnalizator świetlny
    921	obwoluta
    922	menu
    923	talerz
    924	guacamole
    925	consommé
    926	hot pot
    927	trifle
    928	lody
    929	lód na patyku
    930	bagietka
    931	bajgiel
    932	precel
    933	cheeseburger
    934	hot dog
    935	puree ziemniaczane
    936	kapusta głowiasta
    937	brokuł
    938	kalafior
    939	cukinia
    940	dynia spaghetti
    941	dynia żołędziowa
    942	dynia piżmowa
    943	ogórek
    944	karczoch
    945	papryka
    946	kard
    947	grzyb
    948	jabłko Granny Smith
    949	truskawka
    950	pomarańcza
    951	cytryna
    952	figa
    953	ananas
    954	banan
    955	chlebowiec
    956	flaszowiec
    957	granat
    958	siano
    959	spaghetti carbonara
    960	sos czekoladowy
    961	ciasto
    962	klops
    963	pizza
    964	zapiekanka w cieście
    965	burrito
    966	czerwone wino
    967	espresso
    968	filiżanka
    969	ajerkoniak
    970	hala górska
    971	bańka
    972	klif
    973	rafa koralowa
    974	gejzer
    975	brzeg jeziora
    976	cypel
    977	łacha piasku
    978	brzeg morza
    979	dolina
    980	wulkan
    981	baseballista
    982	pan młody
    983	nurek
    984	rzepak
    985	stokrotka
    986	obuwik żółty
    987	kukurydza
    988	żołądź
    989	owoc dzikiej róży
    990	kasztanowiec
    991	goździeniec
    992	bedłka
    993	piestrzenica
    994	sromotnik
    995	gwiazdosz
    996	żagwica listkowata
    997	borowik
    998	kolba kukurydzy
    999	papier toaletowy
    """#
}
