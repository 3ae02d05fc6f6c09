import type { PersonKind, SeedPerson } from '../types';

// Every name below is fictional. Ids are stable: 1..16 directors (1..8 Iranian, 9..16 foreign),
// 17..48 Iranian actors, 49..80 foreign actors.

type Row = [id: number, name: string, nameFa: string, birthYear: number, bio: string, bioFa: string];

const rows = (kind: PersonKind, list: Row[]): SeedPerson[] =>
  list.map(([id, name, nameFa, birthYear, bio, bioFa]) => ({ id, name, nameFa, kind, birthYear, bio, bioFa }));

const directors = rows('director', [
  [1, 'Bahram Kiani', 'بهرام کیانی', 1958, 'A veteran Iranian filmmaker known for slow, lyrical road movies set in the desert. He started out as a documentary cameraman in the 1980s.', 'فیلم‌ساز باسابقه ایرانی که به خاطر فیلم‌های جاده‌ای آرام و شاعرانه‌اش در دل کویر شناخته می‌شود. او کارش را در دهه شصت با فیلم‌برداری مستند آغاز کرد.'],
  [2, 'Mahnaz Rostami', 'مهناز رستمی', 1971, 'Writer and director of warm family dramas about ordinary households in Tehran.', 'نویسنده و کارگردان درام‌های خانوادگی گرم درباره زندگی خانواده‌های معمولی تهران.'],
  [3, 'Farhad Sadeghpour', 'فرهاد صادق‌پور', 1965, 'A director drawn to period pieces and biographies of forgotten artists and athletes.', 'کارگردانی که به آثار دوره‌ای و زندگی‌نامه هنرمندان و ورزشکاران فراموش‌شده علاقه دارد.'],
  [4, 'Shirin Delavari', 'شیرین دلاوری', 1979, 'Known for tense urban thrillers that unfold over a single night. Her debut won the audience award at a national festival.', 'به خاطر تریلرهای شهری پرتنشی که در یک شب می‌گذرند شناخته می‌شود. فیلم اولش جایزه تماشاگران یک جشنواره ملی را برد.'],
  [5, 'Kourosh Zand', 'کوروش زند', 1983, 'A comedy director who moved from television sketches to popular feature films.', 'کارگردان کمدی که از برنامه‌های طنز تلویزیونی به سینمای پرمخاطب رسید.'],
  [6, 'Ali Mirsepasi', 'علی میرسپاسی', 1962, 'A former theatre director whose films favour moral dilemmas and long silences.', 'کارگردان سابق تئاتر که فیلم‌هایش سرشار از دوراهی‌های اخلاقی و سکوت‌های طولانی است.'],
  [7, 'Parisa Nikfar', 'پریسا نیک‌فر', 1986, 'Directs children’s films and nature documentaries, often shot in remote provinces.', 'فیلم‌های کودک و مستندهای طبیعت می‌سازد و بیشتر در استان‌های دورافتاده فیلم‌برداری می‌کند.'],
  [8, 'Hossein Jahangard', 'حسین جهانگرد', 1954, 'A maker of large historical and war epics with a fondness for practical effects.', 'سازنده آثار بزرگ تاریخی و جنگی که به جلوه‌های ویژه میدانی علاقه خاصی دارد.'],
  [9, 'Daniel Hart', 'دنیل هارت', 1968, 'An American director of big-budget action and superhero films.', 'کارگردان آمریکایی فیلم‌های اکشن و ابرقهرمانی پرهزینه.'],
  [10, 'Claire Whitmore', 'کلر ویتمور', 1974, 'A British director praised for character-driven dramas and music biopics.', 'کارگردان بریتانیایی که به خاطر درام‌های شخصیت‌محور و زندگی‌نامه‌های موسیقایی تحسین شده است.'],
  [11, 'Marco Bellandi', 'مارکو بلاندی', 1961, 'An Italian filmmaker who moves easily between war films and broad comedies.', 'فیلم‌ساز ایتالیایی که به‌راحتی میان فیلم‌های جنگی و کمدی‌های پرشور جابه‌جا می‌شود.'],
  [12, 'Elise Fournel', 'الیز فورنل', 1980, 'A French director of romantic and fantastical stories with a painterly look.', 'کارگردان فرانسوی داستان‌های عاشقانه و خیال‌انگیز با تصاویری نقاشی‌گونه.'],
  [13, 'Tomas Lindqvist', 'توماس لیندکویست', 1972, 'A Swedish director known for survival adventures and nature documentaries.', 'کارگردان سوئدی که با فیلم‌های ماجرایی بقا و مستندهای طبیعت شناخته می‌شود.'],
  [14, 'Kenji Morisawa', 'کنجی موریساوا', 1966, 'A Japanese animation director whose hand-drawn features are family favourites.', 'کارگردان ژاپنی انیمیشن که فیلم‌های دست‌سازش محبوب خانواده‌هاست.'],
  [15, 'Rafael Ortega Vidal', 'رافائل اورتگا ویدال', 1977, 'A Spanish director of dark crime thrillers set in port cities.', 'کارگردان اسپانیایی تریلرهای جنایی تیره که در شهرهای بندری می‌گذرند.'],
  [16, 'Hannah Oakridge', 'هانا اوکریج', 1984, 'A Canadian director of horror and science fiction made on modest budgets.', 'کارگردان کانادایی فیلم‌های ترسناک و علمی تخیلی کم‌هزینه.'],
]);

const iranianActors = rows('iranian-actor', [
  [17, 'Arman Tabrizi', 'آرمان تبریزی', 1985, 'A leading man of Iranian cinema, equally at home in drama and action.', 'از بازیگران نقش اول سینمای ایران که در درام و اکشن به یک اندازه موفق است.'],
  [18, 'Niloofar Ahmadian', 'نیلوفر احمدیان', 1990, 'A stage-trained actress who broke through with a role in a family drama.', 'بازیگر تئاتری که با نقشی در یک درام خانوادگی به شهرت رسید.'],
  [19, 'Saeed Rahnama', 'سعید رهنما', 1972, 'A character actor loved for his comic timing as well as his serious roles.', 'بازیگر نقش‌های مکمل که هم به خاطر کمدی‌هایش و هم نقش‌های جدی‌اش محبوب است.'],
  [20, 'Mina Jafarzadeh', 'مینا جعفرزاده', 1988, 'Started on television series and became one of the busiest actresses in film.', 'کارش را با سریال‌های تلویزیونی آغاز کرد و حالا از پرکارترین بازیگران سینماست.'],
  [21, 'Behzad Karimkhani', 'بهزاد کریم‌خانی', 1969, 'Known for tough, quiet characters in war and crime films.', 'به خاطر نقش‌های سرسخت و کم‌حرف در فیلم‌های جنگی و جنایی شناخته می‌شود.'],
  [22, 'Sahar Golestani', 'سحر گلستانی', 1993, 'A young actress and singer who also performs in musical theatre.', 'بازیگر و خواننده جوانی که در تئاتر موزیکال هم اجرا می‌کند.'],
  [23, 'Pouya Hamedani', 'پویا همدانی', 1995, 'A rising star who first became known through online comedy sketches.', 'ستاره‌ای رو به رشد که اول با کلیپ‌های طنز اینترنتی شناخته شد.'],
  [24, 'Roya Sharifi', 'رویا شریفی', 1976, 'An award-winning actress famous for playing strong mothers.', 'بازیگر برنده جایزه که به خاطر نقش مادرهای مقتدر مشهور است.'],
  [25, 'Mehdi Nasrollahi', 'مهدی نصراللهی', 1981, 'A versatile actor who has worked with most of the country’s major directors.', 'بازیگری چندوجهی که با بیشتر کارگردانان مطرح کشور همکاری کرده است.'],
  [26, 'Ladan Farahbakhsh', 'لادن فرح‌بخش', 1984, 'Known for her work in period dramas and historical series.', 'با بازی در درام‌های دوره‌ای و سریال‌های تاریخی شناخته می‌شود.'],
  [27, 'Amir Hossein Vakili', 'امیرحسین وکیلی', 1998, 'A former youth footballer who turned to acting after an injury.', 'فوتبالیست سابق رده‌های پایه که پس از مصدومیت به بازیگری روی آورد.'],
  [28, 'Shabnam Ghaffari', 'شبنم غفاری', 1979, 'A dubbing artist and actress with a distinctive warm voice.', 'بازیگر و گوینده دوبله با صدایی گرم و متمایز.'],
  [29, 'Reza Bayat', 'رضا بیات', 1964, 'A veteran of stage and screen who often plays wise grandfathers and shopkeepers.', 'پیشکسوت تئاتر و سینما که اغلب نقش پدربزرگ‌ها و کاسب‌های باتجربه را بازی می‌کند.'],
  [30, 'Yasaman Kamrani', 'یاسمن کامرانی', 2000, 'One of the new faces of Iranian cinema, discovered in a short film.', 'از چهره‌های تازه سینمای ایران که در یک فیلم کوتاه کشف شد.'],
  [31, 'Javad Eskandari', 'جواد اسکندری', 1958, 'A respected actor with more than forty years on stage.', 'بازیگر محترمی با بیش از چهل سال سابقه روی صحنه.'],
  [32, 'Golnaz Partovi', 'گلناز پرتوی', 1987, 'An actress known for subtle performances in social dramas.', 'بازیگری که با بازی‌های ظریفش در درام‌های اجتماعی شناخته می‌شود.'],
  [33, 'Kamran Dehghan', 'کامران دهقان', 1975, 'Plays police officers and detectives in many popular crime series.', 'در بسیاری از سریال‌های جنایی پرطرفدار نقش پلیس و کارآگاه را بازی کرده است.'],
  [34, 'Fereshteh Mahdavi', 'فرشته مهدوی', 1966, 'A theatre teacher and actress with a long career in television.', 'مدرس تئاتر و بازیگری با کارنامه‌ای طولانی در تلویزیون.'],
  [35, 'Babak Shirazi', 'بابک شیرازی', 1983, 'A comic actor famous for his improvised scenes.', 'بازیگر کمدی که به خاطر صحنه‌های بداهه‌اش مشهور است.'],
  [36, 'Hasti Mousavinejad', 'هستی موسوی‌نژاد', 2003, 'Began acting as a child in a popular children’s series.', 'بازیگری را در کودکی با یک مجموعه کودک پرطرفدار آغاز کرد.'],
  [37, 'Majid Sarraf', 'مجید صراف', 1970, 'A reliable supporting actor in historical and war films.', 'بازیگر مکمل قابل اعتماد در فیلم‌های تاریخی و جنگی.'],
  [38, 'Parastoo Nazari', 'پرستو نظری', 1991, 'An actress and screenwriter who co-wrote several of her own films.', 'بازیگر و فیلم‌نامه‌نویسی که در نگارش چند فیلم خودش همکاری داشته است.'],
  [39, 'Omid Khalili', 'امید خلیلی', 1989, 'Known for intense roles in thrillers and crime dramas.', 'به خاطر نقش‌های پرشور در تریلرها و درام‌های جنایی شناخته می‌شود.'],
  [40, 'Azadeh Ranjbar', 'آزاده رنجبر', 1982, 'A popular television actress who moved into cinema in her thirties.', 'بازیگر محبوب تلویزیون که در سی‌سالگی به سینما آمد.'],
  [41, 'Soroush Afshar', 'سروش افشار', 1994, 'A musician and actor who composes songs for the films he appears in.', 'موسیقی‌دان و بازیگری که برای فیلم‌هایی که در آن بازی می‌کند آهنگ می‌سازد.'],
  [42, 'Tahmineh Saberi', 'تهمینه صابری', 1955, 'A grande dame of Iranian theatre who still takes on film roles.', 'از بانوان پیشکسوت تئاتر ایران که هنوز در سینما نقش می‌پذیرد.'],
  [43, 'Nima Asgari', 'نیما عسگری', 1986, 'An actor and stuntman who performs most of his own action scenes.', 'بازیگر و بدل‌کاری که بیشتر صحنه‌های اکشن خودش را شخصاً اجرا می‌کند.'],
  [44, 'Elham Zarrin', 'الهام زرین', 1992, 'Known for romantic leads and light comedies.', 'با نقش‌های اول عاشقانه و کمدی‌های سبک شناخته می‌شود.'],
  [45, 'Gholamreza Pakzad', 'غلامرضا پاکزاد', 1947, 'One of the oldest working actors in the country, beloved by several generations.', 'از مسن‌ترین بازیگران فعال کشور که چند نسل دوستش دارند.'],
  [46, 'Ava Hosseinzadeh', 'آوا حسین‌زاده', 2005, 'A teenage actress noticed for her natural performance in a children’s film.', 'بازیگر نوجوانی که با بازی طبیعی‌اش در یک فیلم کودک دیده شد.'],
  [47, 'Siavash Moghaddam', 'سیاوش مقدم', 1978, 'A former radio host who plays charming but complicated men.', 'مجری سابق رادیو که نقش مردان جذاب اما پیچیده را بازی می‌کند.'],
  [48, 'Mahsa Alavi', 'مهسا علوی', 1996, 'A graduate of the Tehran conservatory of dramatic arts.', 'دانش‌آموخته هنرهای نمایشی از تهران.'],
]);

const foreignActors = rows('foreign-actor', [
  [49, 'Ethan Caldwell', 'ایتن کالدول', 1983, 'An American actor best known for action franchises.', 'بازیگر آمریکایی که بیشتر با مجموعه‌فیلم‌های اکشن شناخته می‌شود.'],
  [50, 'Sophie Marlowe', 'سوفی مارلو', 1990, 'A British actress who moves between period dramas and science fiction.', 'بازیگر بریتانیایی که میان درام‌های تاریخی و علمی تخیلی در رفت‌وآمد است.'],
  [51, 'Lucas Brennan', 'لوکاس برنن', 1979, 'An Irish actor known for tough detectives and soldiers.', 'بازیگر ایرلندی که با نقش کارآگاه‌ها و سربازهای سرسخت شناخته می‌شود.'],
  [52, 'Isabel Duarte', 'ایزابل دوارته', 1987, 'A Portuguese actress and singer who made her name in crime thrillers.', 'بازیگر و خواننده پرتغالی که با تریلرهای جنایی به شهرت رسید.'],
  [53, 'Noah Whitfield', 'نوآ ویتفیلد', 1995, 'A young Australian actor who started in surf films.', 'بازیگر جوان استرالیایی که کارش را با فیلم‌های موج‌سواری شروع کرد.'],
  [54, 'Grace Ellison', 'گریس الیسون', 1972, 'An American actress and producer with a long list of dramas.', 'بازیگر و تهیه‌کننده آمریکایی با کارنامه‌ای بلند از فیلم‌های درام.'],
  [55, 'Victor Lang', 'ویکتور لنگ', 1960, 'A German actor often cast as villains and generals.', 'بازیگر آلمانی که اغلب در نقش شرورها و ژنرال‌ها دیده می‌شود.'],
  [56, 'Amelia Thorne', 'آملیا تورن', 1993, 'A British actress who voices many animated heroines.', 'بازیگر بریتانیایی که صداپیشه بسیاری از قهرمان‌های انیمیشنی است.'],
  [57, 'Oliver Pryce', 'الیور پرایس', 1985, 'A Welsh actor famous for his comic roles.', 'بازیگر ولزی که به خاطر نقش‌های کمدی‌اش مشهور است.'],
  [58, 'Chloe Vance', 'کلوئی ونس', 1998, 'An American actress who rose to fame in a teen superhero film.', 'بازیگر آمریکایی که با یک فیلم ابرقهرمانی نوجوانانه مشهور شد.'],
  [59, 'Gabriel Moreau', 'گابریل مورو', 1976, 'A French actor known for romantic and musical films.', 'بازیگر فرانسوی که با فیلم‌های عاشقانه و موزیکال شناخته می‌شود.'],
  [60, 'Lena Hartmann', 'لنا هارتمن', 1981, 'An Austrian actress who often plays scientists and doctors.', 'بازیگر اتریشی که اغلب نقش دانشمندان و پزشکان را بازی می‌کند.'],
  [61, 'Samuel Okafor', 'ساموئل اوکافور', 1988, 'A British-Nigerian actor admired for his sports and war dramas.', 'بازیگر بریتانیایی‌نیجریه‌ای که به خاطر درام‌های ورزشی و جنگی‌اش تحسین می‌شود.'],
  [62, 'Mia Castellano', 'میا کاستلانو', 1996, 'An Italian actress who began in television soap operas.', 'بازیگر ایتالیایی که کارش را با سریال‌های تلویزیونی آغاز کرد.'],
  [63, 'Henry Ashford', 'هنری اشفورد', 1952, 'A classically trained English actor with decades of stage work.', 'بازیگر انگلیسی آموزش‌دیده در تئاتر کلاسیک با دهه‌ها کار روی صحنه.'],
  [64, 'Julia Novak', 'جولیا نوواک', 1984, 'A Czech actress known for horror and psychological thrillers.', 'بازیگر چک که با فیلم‌های ترسناک و تریلرهای روان‌شناختی شناخته می‌شود.'],
  [65, 'Adrian Kessler', 'آدریان کسلر', 1974, 'A Swiss actor who plays cold, calculating characters.', 'بازیگر سوئیسی که نقش شخصیت‌های سرد و حسابگر را بازی می‌کند.'],
  [66, 'Nora Lindgren', 'نورا لیندگرن', 1991, 'A Norwegian actress with a background in competitive skiing.', 'بازیگر نروژی که پیش از بازیگری اسکی‌باز حرفه‌ای بود.'],
  [67, 'Felix Arden', 'فلیکس آردن', 2001, 'A young English actor who started as a child in fantasy films.', 'بازیگر جوان انگلیسی که از کودکی در فیلم‌های فانتزی بازی کرده است.'],
  [68, 'Ruby Calloway', 'روبی کالووی', 1999, 'An American actress and comedian from the improv scene.', 'بازیگر و کمدین آمریکایی که از دنیای کمدی بداهه آمده است.'],
  [69, 'Marcus Hale', 'مارکوس هیل', 1969, 'A Scottish actor known for war dramas and historical epics.', 'بازیگر اسکاتلندی که با درام‌های جنگی و حماسه‌های تاریخی شناخته می‌شود.'],
  [70, 'Elena Petrova', 'النا پترووا', 1986, 'A Bulgarian actress who works across European cinema.', 'بازیگر بلغاری که در سینمای سراسر اروپا کار می‌کند.'],
  [71, 'Theo Blackwood', 'تئو بلکوود', 2004, 'One of the youngest leads in recent adventure films.', 'از جوان‌ترین بازیگران نقش اول در فیلم‌های ماجرایی اخیر.'],
  [72, 'Zoe Harrington', 'زویی هرینگتون', 1994, 'An American actress known for romantic comedies.', 'بازیگر آمریکایی که با کمدی‌های عاشقانه شناخته می‌شود.'],
  [73, 'Jonah Reyes', 'جونا ریس', 1982, 'A Mexican-American actor who began his career in stunt work.', 'بازیگر آمریکایی‌مکزیکی‌تبار که کارش را با بدل‌کاری شروع کرد.'],
  [74, 'Ingrid Solberg', 'اینگرید سولبرگ', 1977, 'A Danish actress celebrated for Nordic crime series.', 'بازیگر دانمارکی که به خاطر سریال‌های جنایی اسکاندیناویایی تحسین شده است.'],
  [75, 'Leo Fontaine', 'لئو فونتن', 1989, 'A Belgian actor and jazz pianist.', 'بازیگر بلژیکی و نوازنده پیانوی جاز.'],
  [76, 'Hazel Quinn', 'هیزل کوئین', 2002, 'A young Irish actress noticed in a coming-of-age drama.', 'بازیگر جوان ایرلندی که با یک درام بلوغ دیده شد.'],
  [77, 'Arthur Penrose', 'آرتور پنروز', 1948, 'A veteran English actor who often plays kings and professors.', 'بازیگر پیشکسوت انگلیسی که اغلب نقش پادشاهان و استادان دانشگاه را بازی می‌کند.'],
  [78, 'Yuki Tanabe', 'یوکی تانابه', 1992, 'A Japanese actress who works in both live action and voice acting.', 'بازیگر ژاپنی که هم در فیلم‌های زنده و هم در صداپیشگی فعال است.'],
  [79, 'Caleb Mercer', 'کالب مرسر', 1980, 'An American actor known for science fiction and thrillers.', 'بازیگر آمریکایی که با فیلم‌های علمی تخیلی و تریلر شناخته می‌شود.'],
  [80, 'Aria Sinclair', 'آریا سینکلر', 1997, 'A Canadian actress who started in horror films.', 'بازیگر کانادایی که کارش را با فیلم‌های ترسناک آغاز کرد.'],
]);

export const people: SeedPerson[] = [...directors, ...iranianActors, ...foreignActors];

/** Women among the people, used to pick fitting character names in credits. */
export const FEMALE_IDS: ReadonlySet<number> = new Set([
  2, 4, 7, 10, 12, 16,
  ...Array.from({ length: 32 }, (_, i) => 17 + i).filter((id) => id % 2 === 0),
  ...Array.from({ length: 32 }, (_, i) => 49 + i).filter((id) => id % 2 === 0),
]);

export const IRANIAN_DIRECTORS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const FOREIGN_DIRECTORS = [9, 10, 11, 12, 13, 14, 15, 16] as const;
export const IRANIAN_ACTORS = iranianActors.map((p) => p.id);
export const FOREIGN_ACTORS = foreignActors.map((p) => p.id);
