// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// Turkish.
  static let tr = #"""
    0	bir|kadife balığı
    1	bir|Japon balığı
    2	bir|büyük beyaz köpek balığı
    3	bir|kaplan köpek balığı
    4	bir|çekiç başlı köpek balığı
    5	bir|torpil balığı
    6	bir|iğneli vatoz
    7	bir|horoz
    8	bir|tavuk
    9	bir|deve kuşu
    10	bir|dağ ispinozu
    11	bir|saka kuşu
    12	bir|ev ispinozu
    13	bir|junko kuşu
    14	bir|çivit kirazkuşu
    15	bir|kızılgerdan
    16	bir|arapbülbülü
    17	bir|alakarga
    18	bir|saksağan
    19	bir|baştankara
    20	bir|derebülbülü
    21	bir|çaylak (yırtıcı kuş)
    22	bir|ak başlı kartal
    23	bir|akbaba
    24	bir|Laponya baykuşu
    25	bir|ateş semenderi
    26	bir|küçük su semenderi
    27	bir|genç semender
    28	bir|benekli semender
    29	bir|aksolotl
    30	bir|boğa kurbağası
    31	bir|ağaç kurbağası
    32	bir|kuyruklu kurbağa
    33	bir|iribaş deniz kaplumbağası
    34	bir|deri sırtlı deniz kaplumbağası
    35	bir|çamur kaplumbağası
    36	bir|tatlı su kaplumbağası
    37	bir|kutu kaplumbağası
    38	bir|bantlı geko
    39	bir|yeşil iguana
    40	bir|yeşil anolis
    41	bir|kamçı kuyruklu kertenkele
    42	bir|dikenli keler
    43	bir|yakalı kertenkele
    44	bir|timsah kertenkelesi
    45	bir|Gila canavarı
    46	bir|yeşil kertenkele
    47	bir|bukalemun
    48	bir|Komodo ejderi
    49	bir|Nil timsahı
    50	bir|Amerikan aligatoru
    51	bir|triceratops
    52	bir|solucan yılanı
    53	bir|halkalı boyunlu yılan
    54	bir|domuz burunlu yılan
    55	bir|yeşil yılan
    56	bir|kral yılanı
    57	bir|çizgili yılan
    58	bir|su yılanı
    59	bir|asma yılanı
    60	bir|gece yılanı
    61	bir|boa yılanı
    62	bir|kaya pitonu
    63	bir|Hint kobrası
    64	bir|yeşil mamba
    65	bir|deniz yılanı
    66	bir|boynuzlu engerek
    67	bir|elmas sırtlı çıngıraklı yılan
    68	bir|boynuzlu çıngıraklı yılan
    69	bir|trilobit
    70	bir|uzun bacaklı örümcek
    71	bir|akrep
    72	bir|sarı bahçe örümceği
    73	bir|ahır örümceği
    74	bir|bahçe örümceği
    75	bir|karadul
    76	bir|tarantula
    77	bir|kurt örümceği
    78	bir|kene
    79	bir|çıyan
    80	bir|kayın tavuğu
    81	bir|dağ tavuğu
    82	bir|yakalı orman tavuğu
    83	bir|çayır tavuğu
    84	bir|tavus kuşu
    85	bir|bıldırcın
    86	bir|keklik
    87	bir|jako papağanı
    88	bir|ara papağanı
    89	bir|sarı tepeli kakadu
    90	bir|lori papağanı
    91	bir|kukal
    92	bir|arıkuşu
    93	bir|boynuzgaga
    94	bir|sinek kuşu
    95	bir|jakamar
    96	bir|tukan
    97	bir|erkek ördek
    98	bir|tepeli tarakdiş
    99	bir|kaz
    100	bir|siyah kuğu
    101	bir|fildişli fil
    102	bir|ekidne
    103	bir|ornitorenk
    104	bir|valabi
    105	bir|koala
    106	bir|vombat
    107	bir|denizanası
    108	bir|deniz şakayığı
    109	bir|beyin mercanı
    110	bir|yassı solucan
    111	bir|nematod
    112	bir|deniz salyangozu kabuğu
    113	bir|salyangoz
    114	bir|sümüklüböcek
    115	bir|deniz sümüklüsü
    116	bir|kitin kabuklu yumuşakça
    117	bir|nautilus
    118	bir|Dungeness yengeci
    119	bir|kaya yengeci
    120	bir|kemancı yengeç
    121	bir|kral yengeç
    122	bir|Amerikan ıstakozu
    123	bir|dikenli ıstakoz
    124	bir|kerevit
    125	bir|keşiş yengeci
    126	bir|eşbacaklı
    127	bir|beyaz leylek
    128	bir|kara leylek
    129	bir|kaşıkçı kuşu
    130	bir|flamingo
    131	bir|küçük mavi balıkçıl
    132	bir|büyük ak balıkçıl
    133	bir|balaban
    134	bir|turna (kuş)
    135	bir|limpkin kuşu
    136	bir|saz horozu
    137	bir|Amerikan sakarmekesi
    138	bir|toy kuşu
    139	bir|taşçevire
    140	bir|karakarınlı kumkuşu
    141	bir|kızılbacak
    142	bir|çamur çulluğu
    143	bir|poyraz kuşu
    144	bir|pelikan
    145	bir|kral penguen
    146	bir|albatros
    147	bir|gri balina
    148	bir|katil balina
    149	bir|deniz ineği
    150	bir|deniz aslanı
    151	bir|chihuahua
    152	bir|Japon çini
    153	bir|Malta köpeği
    154	bir|Pekin köpeği
    155	bir|shih tzu
    156	bir|Cavalier King Charles
    157	bir|papillon köpeği
    158	bir|İngiliz toy terrier
    159	bir|Rodezya ridgeback
    160	bir|Afgan tazısı
    161	bir|basset hound
    162	bir|beagle
    163	bir|kan tazısı
    164	bir|bluetick coonhound
    165	bir|siyah-kahverengi coonhound
    166	bir|Walker tazısı
    167	bir|İngiliz tilki tazısı
    168	bir|kızıl coonhound
    169	bir|rus tazısı
    170	bir|İrlanda kurt tazısı
    171	bir|İtalyan tazısı
    172	bir|whippet
    173	bir|İbiza tazısı
    174	bir|Norveç elkhound
    175	bir|su samuru tazısı
    176	bir|saluki
    177	bir|İskoç geyik tazısı
    178	bir|Weimaraner
    179	bir|Staffordshire bull terrier
    180	bir|Amerikan Staffordshire terrier
    181	bir|Bedlington terrier
    182	bir|border terrier
    183	bir|Kerry blue terrier
    184	bir|İrlanda terrieri
    185	bir|Norfolk terrier
    186	bir|Norwich terrier
    187	bir|Yorkshire terrier
    188	bir|sert tüylü fox terrier
    189	bir|Lakeland terrier
    190	bir|Sealyham terrier
    191	bir|Airedale terrier
    192	bir|cairn terrier
    193	bir|Avustralya terrieri
    194	bir|Dandie Dinmont terrier
    195	bir|Boston terrier
    196	bir|minyatür schnauzer
    197	bir|dev schnauzer
    198	bir|orta boy schnauzer
    199	bir|İskoç terrieri
    200	bir|Tibet terrieri
    201	bir|silky terrier
    202	bir|yumuşak tüylü wheaten terrier
    203	bir|West Highland white terrier
    204	bir|Lhasa apso
    205	bir|düz tüylü retriever
    206	bir|kıvırcık tüylü retriever
    207	bir|golden retriever
    208	bir|Labrador
    209	bir|Chesapeake bay retriever
    210	bir|Alman kısa tüylü pointer
    211	bir|Macar vizslası
    212	bir|İngiliz seteri
    213	bir|İrlanda seteri
    214	bir|Gordon seteri
    215	bir|Brittany spanieli
    216	bir|Clumber spanieli
    217	bir|İngiliz springer spanieli
    218	bir|Galler springer spanieli
    219	bir|cocker spaniel
    220	bir|Sussex spanieli
    221	bir|İrlanda su spanieli
    222	bir|kuvasz
    223	bir|schipperke
    224	bir|Belçika çoban köpeği groenendael
    225	bir|Belçika çoban köpeği malinois
    226	bir|briard çoban köpeği
    227	bir|kelpie çoban köpeği
    228	bir|komondor
    229	bir|eski İngiliz çoban köpeği
    230	bir|Shetland çoban köpeği
    231	bir|collie
    232	bir|border collie
    233	bir|Flandre sığır köpeği
    234	bir|rottweiler
    235	bir|Alman çoban köpeği
    236	bir|doberman
    237	bir|minyatür pinscher
    238	bir|büyük İsviçre dağ köpeği
    239	bir|Bern dağ köpeği
    240	bir|Appenzell dağ köpeği
    241	bir|Entlebuch dağ köpeği
    242	bir|boxer köpeği
    243	bir|bullmastiff
    244	bir|Tibet mastifi
    245	bir|Fransız bulldog
    246	bir|danua
    247	bir|Saint Bernard
    248	bir|eskimo köpeği
    249	bir|malamut
    250	bir|Sibirya kurdu
    251	bir|Dalmaçyalı
    252	bir|affenpinscher
    253	bir|basenji
    254	bir|pug
    255	bir|leonberger
    256	bir|Newfoundland köpeği
    257	bir|Pirene dağ köpeği
    258	bir|samoyed
    259	bir|pomeranian
    260	bir|chow chow
    261	bir|keeshond
    262	bir|Brüksel griffonu
    263	bir|Pembroke Welsh corgi
    264	bir|Cardigan Welsh corgi
    265	bir|toy kaniş
    266	bir|minyatür kaniş
    267	bir|standart kaniş
    268	bir|Meksika tüysüz köpeği
    269	bir|boz kurt
    270	bir|beyaz kurt
    271	bir|kızıl kurt
    272	bir|çakal (kır kurdu)
    273	bir|dingo
    274	bir|Asya yaban köpeği
    275	bir|Afrika yaban köpeği
    276	bir|sırtlan
    277	bir|kızıl tilki
    278	bir|kit tilkisi
    279	bir|kutup tilkisi
    280	bir|gri tilki
    281	bir|tekir kedi
    282	bir|kaplan desenli kedi
    283	bir|İran kedisi
    284	bir|Siyam kedisi
    285	bir|Mısır kedisi
    286	bir|puma
    287	bir|vaşak
    288	bir|leopar
    289	bir|kar leoparı
    290	bir|jaguar
    291	bir|aslan
    292	bir|kaplan
    293	bir|çita
    294	bir|boz ayı
    295	bir|Amerikan kara ayısı
    296	bir|kutup ayısı
    297	bir|tembel ayı
    298	bir|firavunfaresi
    299	bir|mirket
    300	bir|kaplan böceği
    301	bir|uğur böceği
    302	bir|yer böceği
    303	bir|uzun antenli böcek
    304	bir|yaprak böceği
    305	bir|bok böceği
    306	bir|gergedan böceği
    307	bir|hortumlu böcek
    308	bir|sinek
    309	bir|arı
    310	bir|karınca
    311	bir|çekirge
    312	bir|cırcır böceği
    313	bir|çubuk böceği
    314	bir|hamam böceği
    315	bir|peygamberdevesi
    316	bir|ağustos böceği
    317	bir|yaprak piresi
    318	bir|altıngöz
    319	bir|yusufçuk
    320	bir|kız böceği
    321	bir|amiral kelebeği
    322	bir|halkalı esmer kelebek
    323	bir|kral kelebeği
    324	bir|lahana kelebeği
    325	bir|sarı kelebek
    326	bir|mavi kelebek
    327	bir|deniz yıldızı
    328	bir|deniz kestanesi
    329	bir|deniz hıyarı
    330	bir|pamuk kuyruklu tavşan
    331	bir|yabani tavşan
    332	bir|Ankara tavşanı
    333	bir|hamster
    334	bir|oklukirpi
    335	bir|tilki sincabı
    336	bir|dağ sıçanı
    337	bir|kunduz
    338	bir|kobay
    339	bir|al at
    340	bir|zebra
    341	bir|domuz
    342	bir|yaban domuzu
    343	bir|siğil domuzu
    344	bir|su aygırı
    345	bir|öküz
    346	bir|manda
    347	bir|bizon
    348	bir|koç
    349	bir|koca boynuzlu koyun
    350	bir|dağ keçisi
    351	bir|kongoni
    352	bir|impala
    353	bir|ceylan
    354	bir|tek hörgüçlü deve
    355	bir|lama
    356	bir|gelincik
    357	bir|vizon
    358	bir|kokarca gelinciği
    359	bir|kara ayaklı gelincik
    360	bir|su samuru
    361	bir|kokarca
    362	bir|porsuk
    363	bir|armadillo
    364	bir|üç parmaklı tembel hayvan
    365	bir|orangutan
    366	bir|goril
    367	bir|şempanze
    368	bir|jibon
    369	bir|siyamang
    370	bir|guenon maymunu
    371	bir|patas maymunu
    372	bir|babun
    373	bir|makak
    374	bir|langur
    375	bir|kolobus
    376	bir|hortumlu maymun
    377	bir|marmoset
    378	bir|kapuçin maymunu
    379	bir|uluyan maymun
    380	bir|titi maymunu
    381	bir|örümcek maymun
    382	bir|sincap maymunu
    383	bir|halka kuyruklu lemur
    384	bir|indri
    385	bir|Asya fili
    386	bir|Afrika fili
    387	bir|kırmızı panda
    388	bir|dev panda
    389	bir|barakuta
    390	bir|yılan balığı
    391	bir|gümüş somon
    392	bir|üç renkli melek balığı
    393	bir|palyaço balığı
    394	bir|mersin balığı
    395	bir|zargana
    396	bir|aslan balığı
    397	bir|balon balığı
    398	bir|abaküs
    399	bir|abaya
    400	bir|akademik cübbe
    401	bir|akordeon
    402	bir|akustik gitar
    403	bir|uçak gemisi
    404	bir|yolcu uçağı
    405	bir|zeplin
    406	bir|sunak
    407	bir|ambulans
    408	bir|amfibi araç
    409	bir|analog saat
    410	bir|arılık
    411	bir|önlük
    412	bir|çöp kutusu
    413	bir|saldırı tüfeği
    414	bir|sırt çantası
    415	bir|fırın
    416	bir|denge aleti
    417	bir|balon
    418	bir|tükenmez kalem
    419	bir|yara bandı
    420	bir|banjo
    421	bir|tırabzan
    422	bir|halter
    423	bir|berber koltuğu
    424	bir|berber dükkânı
    425	bir|ahır
    426	bir|barometre
    427	bir|fıçı
    428	bir|el arabası
    429	bir|beyzbol topu
    430	bir|basketbol topu
    431	bir|bebek sepeti
    432	bir|fagot
    433	bir|bone
    434	bir|banyo havlusu
    435	bir|küvet
    436	bir|station wagon
    437	bir|deniz feneri
    438	bir|beher
    439	bir|ayı postu başlık
    440	bir|bira şişesi
    441	bir|bira bardağı
    442	bir|çan kulesi
    443	bir|mama önlüğü
    444	bir|iki kişilik bisiklet
    445	bir|bikini
    446	bir|klasör
    447	bir|dürbün
    448	bir|kuş evi
    449	bir|kayıkhane
    450	bir|bobsley kızağı
    451	bir|bolo kravat
    452	bir|kadın şapkası
    453	bir|kitaplık
    454	bir|kitapçı
    455	bir|şişe kapağı
    456	bir|yay (ok atmak için)
    457	bir|papyon
    458	bir|pirinç levha
    459	bir|sutyen
    460	bir|dalgakıran
    461	bir|göğüs zırhı
    462	bir|süpürge
    463	bir|kova
    464	bir|toka
    465	bir|kurşun geçirmez yelek
    466	bir|hızlı tren
    467	bir|kasap dükkânı
    468	bir|taksi
    469	bir|kazan
    470	bir|mum
    471	bir|top (silah)
    472	bir|kano
    473	bir|konserve açacağı
    474	bir|hırka
    475	bir|araba aynası
    476	bir|atlıkarınca
    477	bir|alet çantası
    478	bir|karton kutu
    479	bir|araba tekerleği
    480	bir|ATM
    481	bir|kaset
    482	bir|kasetçalar
    483	bir|kale
    484	bir|katamaran
    485	bir|CD çalar
    486	bir|çello
    487	bir|cep telefonu
    488	bir|zincir
    489	bir|tel örgü çit
    490	bir|zincir zırh
    491	bir|motorlu testere
    492	bir|ahşap sandık
    493	bir|şifonyer
    494	bir|rüzgâr çanı
    495	bir|vitrin dolabı
    496	bir|Noel çorabı
    497	bir|kilise
    498	bir|sinema
    499	bir|satır
    500	bir|kaya evi
    501	bir|pelerin
    502	bir|takunya
    503	bir|kokteyl çalkalayıcı
    504	bir|kupa
    505	bir|kahve demliği
    506	bir|sarmal
    507	bir|şifreli kilit
    508	bir|bilgisayar klavyesi
    509	bir|şekerci
    510	bir|konteyner gemisi
    511	bir|üstü açık araba
    512	bir|tirbuşon
    513	bir|kornet
    514	bir|kovboy çizmesi
    515	bir|kovboy şapkası
    516	bir|beşik
    517	bir|inşaat vinci
    518	bir|kask
    519	bir|sandık
    520	bir|parmaklıklı bebek yatağı
    521	bir|yavaş pişirici
    522	bir|kroket topu
    523	bir|koltuk değneği
    524	bir|göğüs ve sırt zırhı
    525	bir|baraj
    526	bir|çalışma masası
    527	bir|masaüstü bilgisayar
    528	bir|çevirmeli telefon
    529	bir|bebek bezi
    530	bir|dijital saat
    531	bir|dijital kol saati
    532	bir|yemek masası
    533	bir|bulaşık bezi
    534	bir|bulaşık makinesi
    535	bir|disk fren
    536	bir|rıhtım
    537	bir|köpek kızağı
    538	bir|kubbe
    539	bir|kapı paspası
    540	bir|sondaj platformu
    541	bir|davul
    542	bir|baget
    543	bir|dambıl
    544	bir|döküm tencere
    545	bir|vantilatör
    546	bir|elektro gitar
    547	bir|elektrikli lokomotif
    548	bir|televizyon ünitesi
    549	bir|zarf
    550	bir|espresso makinesi
    551	|yüz pudrası
    552	bir|tüy boa
    553	bir|dosya dolabı
    554	bir|yangın söndürme gemisi
    555	bir|itfaiye aracı
    556	bir|şömine paravanı
    557	bir|bayrak direği
    558	bir|flüt
    559	bir|katlanır sandalye
    560	bir|Amerikan futbolu kaskı
    561	bir|forklift
    562	bir|çeşme
    563	bir|dolma kalem
    564	bir|cibinlikli karyola
    565	bir|yük vagonu
    566	bir|korno
    567	bir|tava
    568	bir|kürk manto
    569	bir|çöp kamyonu
    570	bir|gaz maskesi
    571	bir|benzin pompası
    572	bir|kadeh
    573	bir|go-kart
    574	bir|golf topu
    575	bir|golf arabası
    576	bir|gondol
    577	bir|gong
    578	bir|uzun elbise
    579	bir|kuyruklu piyano
    580	bir|sera
    581	bir|ön ızgara
    582	bir|bakkal
    583	bir|giyotin
    584	bir|saç tokası
    585	|saç spreyi
    586	bir|yarı paletli araç
    587	bir|çekiç
    588	bir|kapaklı sepet
    589	bir|saç kurutma makinesi
    590	bir|cep bilgisayarı
    591	bir|mendil
    592	bir|sabit disk
    593	bir|mızıka
    594	bir|arp
    595	bir|biçerdöver
    596	bir|balta
    597	bir|silah kılıfı
    598	bir|ev sinema sistemi
    599	bir|bal peteği
    600	bir|kanca
    601	bir|kabarık etek
    602	bir|barfiks çubuğu
    603	bir|at arabası
    604	bir|kum saati
    605	bir|iPod
    606	bir|ütü
    607	bir|balkabağı feneri
    608	bir|kot pantolon
    609	bir|cip
    610	bir|tişört
    611	bir|yapboz
    612	bir|çekçek
    613	bir|oyun kolu
    614	bir|kimono
    615	bir|dizlik
    616	bir|düğüm
    617	bir|laboratuvar önlüğü
    618	bir|kepçe
    619	bir|abajur
    620	bir|dizüstü bilgisayar
    621	bir|çim biçme makinesi
    622	bir|objektif kapağı
    623	bir|mektup açacağı
    624	bir|kütüphane
    625	bir|cankurtaran sandalı
    626	bir|çakmak
    627	bir|limuzin
    628	bir|okyanus gemisi
    629	bir|ruj
    630	bir|makosen
    631	bir|losyon
    632	bir|hoparlör
    633	bir|saatçi büyüteci
    634	bir|kereste fabrikası
    635	bir|pusula
    636	bir|posta çantası
    637	bir|posta kutusu
    638	bir|mayo
    639	bir|mayo
    640	bir|rögar kapağı
    641	bir|marakas
    642	bir|marimba
    643	bir|maske
    644	bir|kibrit
    645	bir|bahar direği
    646	bir|labirent
    647	bir|ölçü kabı
    648	bir|ecza dolabı
    649	bir|megalit
    650	bir|mikrofon
    651	bir|mikrodalga fırın
    652	bir|askeri üniforma
    653	bir|süt güğümü
    654	bir|minibüs
    655	bir|mini etek
    656	bir|minivan
    657	bir|füze
    658	bir|tek parmaklı eldiven
    659	bir|karıştırma kabı
    660	bir|mobil ev
    661	bir|Ford Model T
    662	bir|modem
    663	bir|manastır
    664	bir|bilgisayar monitörü
    665	bir|moped
    666	bir|havan ve tokmak
    667	bir|mezuniyet kepi
    668	bir|cami
    669	bir|cibinlik
    670	bir|skuter
    671	bir|dağ bisikleti
    672	bir|dağ çadırı
    673	bir|bilgisayar faresi
    674	bir|fare kapanı
    675	bir|nakliye kamyoneti
    676	bir|ağızlık
    677	bir|çivi
    678	bir|boyunluk
    679	bir|kolye
    680	bir|biberon emziği
    681	bir|dizüstü bilgisayar
    682	bir|dikilitaş
    683	bir|obua
    684	bir|okarina
    685	bir|kilometre sayacı
    686	bir|yağ filtresi
    687	bir|org
    688	bir|osiloskop
    689	bir|üst etek
    690	bir|kağnı
    691	bir|oksijen maskesi
    692	bir|paket
    693	bir|kano küreği
    694	bir|yan çark
    695	bir|asma kilit
    696	bir|boya fırçası
    697	bir|pijama
    698	bir|saray
    699	bir|Pan flüt
    700	|kâğıt havlu
    701	bir|paraşüt
    702	bir|paralel bar
    703	bir|park bankı
    704	bir|park sayacı
    705	bir|yolcu vagonu
    706	bir|veranda
    707	bir|ankesörlü telefon
    708	bir|kaide
    709	bir|kalem kutusu
    710	bir|kalemtıraş
    711	bir|parfüm
    712	bir|Petri kabı
    713	bir|fotokopi makinesi
    714	bir|gitar penası
    715	bir|sivri tepeli miğfer
    716	bir|kazık çit
    717	bir|kamyonet
    718	bir|iskele
    719	bir|kumbara
    720	bir|ilaç şişesi
    721	bir|yastık
    722	bir|masa tenisi topu
    723	bir|fırıldak
    724	bir|korsan gemisi
    725	bir|sürahi
    726	bir|rende
    727	bir|planetaryum
    728	bir|naylon poşet
    729	bir|bulaşıklık
    730	bir|saban
    731	bir|pompa (lavabo açıcı)
    732	bir|Polaroid fotoğraf makinesi
    733	bir|direk
    734	bir|polis minibüsü
    735	bir|panço
    736	bir|bilardo masası
    737	bir|gazoz şişesi
    738	bir|saksı
    739	bir|çömlekçi çarkı
    740	bir|matkap
    741	bir|seccade
    742	bir|yazıcı
    743	bir|hapishane
    744	bir|mermi
    745	bir|projektör
    746	bir|hokey diski
    747	bir|kum torbası
    748	bir|el çantası
    749	bir|tüy kalem
    750	bir|yorgan
    751	bir|yarış arabası
    752	bir|raket
    753	bir|kalorifer peteği
    754	bir|radyo
    755	bir|radyo teleskobu
    756	bir|yağmur suyu fıçısı
    757	bir|karavan
    758	bir|olta makarası
    759	bir|refleks fotoğraf makinesi
    760	bir|buzdolabı
    761	bir|uzaktan kumanda
    762	bir|restoran
    763	bir|altıpatlar
    764	bir|tüfek
    765	bir|sallanan sandalye
    766	bir|döner ızgara
    767	bir|silgi
    768	bir|ragbi topu
    769	bir|cetvel
    770	bir|koşu ayakkabısı
    771	bir|kasa
    772	bir|çengelli iğne
    773	bir|tuzluk
    774	bir|sandalet
    775	bir|sarong
    776	bir|saksafon
    777	bir|kın
    778	bir|tartı
    779	bir|okul otobüsü
    780	bir|uskuna
    781	bir|skorbord
    782	bir|bilgisayar ekranı
    783	bir|vida
    784	bir|tornavida
    785	bir|emniyet kemeri
    786	bir|dikiş makinesi
    787	bir|kalkan
    788	bir|ayakkabı mağazası
    789	bir|shoji paravanı
    790	bir|alışveriş sepeti
    791	bir|alışveriş arabası
    792	bir|kürek
    793	bir|duş bonesi
    794	bir|duş perdesi
    795	bir|kayak
    796	bir|kar maskesi
    797	bir|uyku tulumu
    798	bir|sürgülü hesap cetveli
    799	bir|sürgülü kapı
    800	bir|kumar makinesi
    801	bir|şnorkel
    802	bir|kar motosikleti
    803	bir|kar küreme aracı
    804	bir|sabunluk
    805	bir|futbol topu
    806	bir|çorap
    807	bir|güneş çanağı
    808	bir|Meksika şapkası
    809	bir|çorba kâsesi
    810	bir|boşluk tuşu
    811	bir|elektrikli ısıtıcı
    812	bir|uzay mekiği
    813	bir|spatula
    814	bir|sürat teknesi
    815	bir|örümcek ağı
    816	bir|iğ
    817	bir|spor araba
    818	bir|spot ışığı
    819	bir|sahne
    820	bir|buharlı lokomotif
    821	bir|çelik kemer köprü
    822	bir|çelik davul
    823	bir|stetoskop
    824	bir|stol
    825	bir|taş duvar
    826	bir|kronometre
    827	bir|ocak
    828	bir|süzgeç
    829	bir|tramvay
    830	bir|sedye
    831	bir|çekyat
    832	bir|stupa
    833	bir|denizaltı
    834	bir|takım elbise
    835	bir|güneş saati
    836	bir|güneş gözlüğü
    837	bir|koyu renk gözlük
    838	|güneş kremi
    839	bir|asma köprü
    840	bir|paspas
    841	bir|sweatshirt
    842	bir|erkek mayosu
    843	bir|salıncak
    844	bir|elektrik düğmesi
    845	bir|şırınga
    846	bir|masa lambası
    847	bir|tank
    848	bir|teyp
    849	bir|çaydanlık
    850	bir|oyuncak ayı
    851	bir|televizyon
    852	bir|tenis topu
    853	bir|saz çatı
    854	bir|tiyatro perdesi
    855	bir|yüksük
    856	bir|harman makinesi
    857	bir|taht
    858	bir|kiremit çatı
    859	bir|ekmek kızartma makinesi
    860	bir|tütüncü
    861	bir|klozet kapağı
    862	bir|meşale
    863	bir|totem direği
    864	bir|çekici
    865	bir|oyuncakçı
    866	bir|traktör
    867	bir|tır
    868	bir|tepsi
    869	bir|trençkot
    870	bir|üç tekerlekli bisiklet
    871	bir|trimaran
    872	bir|tripod
    873	bir|zafer takı
    874	bir|troleybüs
    875	bir|trombon
    876	bir|leğen
    877	bir|turnike
    878	bir|daktilo klavyesi
    879	bir|şemsiye
    880	bir|tek tekerlekli bisiklet
    881	bir|duvar piyanosu
    882	bir|elektrik süpürgesi
    883	bir|vazo
    884	bir|tonozlu tavan
    885	|kadife
    886	bir|otomat
    887	bir|rahip cübbesi
    888	bir|viyadük
    889	bir|keman
    890	bir|voleybol topu
    891	bir|waffle makinesi
    892	bir|duvar saati
    893	bir|cüzdan
    894	bir|gardırop
    895	bir|savaş uçağı
    896	bir|lavabo
    897	bir|çamaşır makinesi
    898	bir|su şişesi
    899	bir|su sürahisi
    900	bir|su kulesi
    901	bir|viski testisi
    902	bir|düdük
    903	bir|peruk
    904	bir|sineklik
    905	bir|stor perde
    906	bir|kravat
    907	bir|şarap şişesi
    908	bir|uçak kanadı
    909	bir|wok tavası
    910	bir|tahta kaşık
    911	|yün
    912	bir|zikzak çit
    913	bir|enkaz
    914	bir|iki direkli yelkenli
    915	bir|yurt çadırı
    916	bir|web sitesi
    917	bir|çizgi roman
    918	bir|bulmaca
    919	bir|trafik levhası
    920	bir|trafik lambası
    921	bir|kitap ceketi
    922	bir|menü
    923	bir|tabak
    924	|guacamole
    925	|konsome
    926	bir|hot pot
    927	bir|trifle tatlısı
    928	|dondurma
    929	bir|buzlu şeker
    930	bir|baget ekmek
    931	bir|simit (bagel)
    932	bir|pretzel
    933	bir|çizburger
    934	bir|sosisli sandviç
    935	|patates püresi
    936	bir|lahana
    937	bir|brokoli
    938	bir|karnabahar
    939	bir|kabak
    940	bir|spagetti kabağı
    941	bir|meşe palamudu kabağı
    942	bir|bal kabağı (butternut)
    943	bir|salatalık
    944	bir|enginar
    945	bir|dolmalık biber
    946	bir|kenger
    947	bir|mantar
    948	bir|Granny Smith elması
    949	bir|çilek
    950	bir|portakal
    951	bir|limon
    952	bir|incir
    953	bir|ananas
    954	bir|muz
    955	bir|jackfruit
    956	bir|şekerelması
    957	bir|nar
    958	|saman
    959	|karbonara makarna
    960	|çikolata sosu
    961	|hamur
    962	bir|rulo köfte
    963	bir|pizza
    964	bir|etli börek
    965	bir|burrito
    966	|kırmızı şarap
    967	bir|espresso
    968	bir|fincan
    969	|yumurta likörü
    970	bir|Alp çayırı
    971	bir|baloncuk
    972	bir|uçurum
    973	bir|mercan resifi
    974	bir|gayzer
    975	bir|göl kıyısı
    976	bir|burun (kara parçası)
    977	bir|kum setti
    978	bir|deniz kıyısı
    979	bir|vadi
    980	bir|yanardağ
    981	bir|beyzbol oyuncusu
    982	bir|damat
    983	bir|dalgıç
    984	|kolza
    985	bir|papatya
    986	bir|sarı kadın terliği orkidesi
    987	|mısır
    988	bir|meşe palamudu
    989	bir|kuşburnu
    990	bir|at kestanesi
    991	bir|mercan mantarı
    992	bir|şapkalı mantar
    993	bir|sahte kuzugöbeği
    994	bir|kokarmantar
    995	bir|yer yıldızı
    996	bir|maitake mantarı
    997	bir|çörek mantarı
    998	bir|mısır koçanı
    999	|tuvalet kâğıdı
    """#
}
