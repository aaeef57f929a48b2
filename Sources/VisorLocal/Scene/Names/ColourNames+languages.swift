// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.
// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.

extension SpokenNameTables {
  /// Every colour name ColourNames says (palette names and their dark/light forms), one column per language, in the form the catalogue's colour sentences take.
  static let colourRows = #"""
    en	es	fr	de	pt	it	pl	tr	ru	ar
    black	negro	noir	schwarz	preta	nero	czarny	siyah	чёрный	أسود
    dark gray	gris oscuro	gris foncé	dunkelgrau	cinza-escura	grigio scuro	ciemnoszary	koyu gri	тёмно-серый	رمادي داكن
    gray	gris	gris	grau	cinza	grigio	szary	gri	серый	رمادي
    silver	plateado	argenté	silbern	prateada	argento	srebrny	gümüş rengi	серебристый	فضي
    white	blanco	blanc	weiß	branca	bianco	biały	beyaz	белый	أبيض
    red	rojo	rouge	rot	vermelha	rosso	czerwony	kırmızı	красный	أحمر
    dark red	rojo oscuro	rouge foncé	dunkelrot	vermelho-escura	rosso scuro	ciemnoczerwony	koyu kırmızı	тёмно-красный	أحمر داكن
    light red	rojo claro	rouge clair	hellrot	vermelho-clara	rosso chiaro	jasnoczerwony	açık kırmızı	светло-красный	أحمر فاتح
    pink	rosa	rose	rosa	rosa	rosa	różowy	pembe	розовый	وردي
    magenta	magenta	magenta	magenta	magenta	magenta	purpurowy	macenta	пурпурный	أرجواني
    dark magenta	magenta oscuro	magenta foncé	dunkelmagenta	magenta-escura	magenta scuro	ciemnopurpurowy	koyu macenta	тёмно-пурпурный	أرجواني داكن
    light magenta	magenta claro	magenta clair	hellmagenta	magenta-clara	magenta chiaro	jasnopurpurowy	açık macenta	светло-пурпурный	أرجواني فاتح
    orange	naranja	orange	orange	laranja	arancione	pomarańczowy	turuncu	оранжевый	برتقالي
    dark orange	naranja oscuro	orange foncé	dunkelorange	laranja-escura	arancione scuro	ciemnopomarańczowy	koyu turuncu	тёмно-оранжевый	برتقالي داكن
    light orange	naranja claro	orange clair	hellorange	laranja-clara	arancione chiaro	jasnopomarańczowy	açık turuncu	светло-оранжевый	برتقالي فاتح
    brown	marrón	marron	braun	marrom	marrone	brązowy	kahverengi	коричневый	بني
    dark brown	marrón oscuro	marron foncé	dunkelbraun	marrom-escura	marrone scuro	ciemnobrązowy	koyu kahverengi	тёмно-коричневый	بني داكن
    beige	beis	beige	beige	bege	beige	beżowy	bej	бежевый	بيج
    tan	marrón claro	brun clair	hellbraun	marrom-clara	cuoio	jasnobrązowy	açık kahverengi	светло-коричневый	بني فاتح
    yellow	amarillo	jaune	gelb	amarela	giallo	żółty	sarı	жёлтый	أصفر
    dark yellow	amarillo oscuro	jaune foncé	dunkelgelb	amarelo-escura	giallo scuro	ciemnożółty	koyu sarı	тёмно-жёлтый	أصفر داكن
    light yellow	amarillo claro	jaune clair	hellgelb	amarelo-clara	giallo chiaro	jasnożółty	açık sarı	светло-жёлтый	أصفر فاتح
    gold	dorado	doré	golden	dourada	oro	złoty	altın rengi	золотой	ذهبي
    olive	verde oliva	vert olive	olivgrün	verde-oliva	verde oliva	oliwkowy	zeytin yeşili	оливковый	زيتوني
    green	verde	vert	grün	verde	verde	zielony	yeşil	зелёный	أخضر
    dark green	verde oscuro	vert foncé	dunkelgrün	verde-escura	verde scuro	ciemnozielony	koyu yeşil	тёмно-зелёный	أخضر داكن
    light green	verde claro	vert clair	hellgrün	verde-clara	verde chiaro	jasnozielony	açık yeşil	светло-зелёный	أخضر فاتح
    teal	verde azulado	bleu canard	petrol	azul-petróleo	verde petrolio	morski	petrol mavisi	сине-зелёный	أزرق مخضر
    turquoise	turquesa	turquoise	türkis	turquesa	turchese	turkusowy	turkuaz	бирюзовый	فيروزي
    cyan	cian	cyan	cyan	ciano	ciano	cyjanowy	camgöbeği	ярко-голубой	سماوي
    dark cyan	cian oscuro	cyan foncé	dunkelcyan	ciano-escura	ciano scuro	ciemnocyjanowy	koyu camgöbeği	тёмно-бирюзовый	سماوي داكن
    light cyan	cian claro	cyan clair	hellcyan	ciano-clara	ciano chiaro	jasnocyjanowy	açık camgöbeği	светло-голубой	سماوي فاتح
    light blue	azul claro	bleu clair	hellblau	azul-clara	azzurro	jasnoniebieski	açık mavi	голубой	أزرق فاتح
    sky blue	azul celeste	bleu ciel	himmelblau	azul-celeste	celeste	błękitny	gök mavisi	небесно-голубой	أزرق سماوي
    blue	azul	bleu	blau	azul	blu	niebieski	mavi	синий	أزرق
    dark blue	azul oscuro	bleu foncé	dunkelblau	azul-escura	blu scuro	ciemnoniebieski	koyu mavi	тёмно-синий	أزرق داكن
    navy blue	azul marino	bleu marine	marineblau	azul-marinho	blu navy	granatowy	lacivert	тёмно-синий	كحلي
    purple	morado	violet	lila	roxa	viola	fioletowy	mor	фиолетовый	بنفسجي
    dark purple	morado oscuro	violet foncé	dunkellila	roxo-escura	viola scuro	ciemnofioletowy	koyu mor	тёмно-фиолетовый	بنفسجي داكن
    light purple	morado claro	violet clair	helllila	roxo-clara	viola chiaro	jasnofioletowy	açık mor	светло-фиолетовый	بنفسجي فاتح
    lavender	lavanda	lavande	lavendel	lavanda	lavanda	lawendowy	lavanta	лавандовый	خزامي
    """#
}
