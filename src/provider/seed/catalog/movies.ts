import type { AgeRating, GenreKey, SeedMovie } from '../types';
import { buildCredits } from './credits';

// 64 fictional films. origin: 'ir' Iranian, 'dub' foreign with Persian dubbing, 'sub' foreign
// with Persian subtitles. Credits are filled in by buildCredits from the director id.

type Origin = 'ir' | 'dub' | 'sub';

interface MovieDef {
  id: number;
  name: string;
  nameFa: string;
  year: number;
  rate: number;
  age: AgeRating;
  runtime: number;
  genres: GenreKey[];
  origin: Origin;
  director: number;
  overview: string;
  overviewFa: string;
  free?: true;
  offNet?: true; // not reachable on the operator network
  price?: number;
  presaleDays?: number;
  ekran?: true;
}

const defs: MovieDef[] = [
  { id: 1, name: 'The Last Train to Tabriz', nameFa: 'آخرین قطار تبریز', year: 2019, rate: 7.8, age: 'PG-13', runtime: 112, genres: ['drama', 'mystery'], origin: 'ir', director: 1,
    overview: 'A retired conductor boards the night train one last time to find the passenger who vanished from his carriage thirty years ago.', overviewFa: 'رئیس قطار بازنشسته‌ای برای آخرین بار سوار قطار شبانه می‌شود تا مسافری را پیدا کند که سی سال پیش از واگنش ناپدید شد.' },
  { id: 2, name: 'Iron Horizon', nameFa: 'افق آهنین', year: 2021, rate: 7.1, age: 'PG-13', runtime: 128, genres: ['action', 'sci_fi'], origin: 'dub', director: 9,
    overview: 'When an orbital mining station goes silent, a disgraced pilot leads the rescue crew nobody else will join.', overviewFa: 'وقتی یک ایستگاه معدن مداری خاموش می‌شود، خلبانی بدنام فرماندهی گروه نجاتی را به عهده می‌گیرد که کسی حاضر به همراهی‌اش نیست.' },
  { id: 3, name: 'Quiet Harbor', nameFa: 'بندر آرام', year: 2017, rate: 7.4, age: 'PG-13', runtime: 104, genres: ['drama', 'romance'], origin: 'sub', director: 12,
    overview: 'A widowed fisherman and a visiting painter share one unexpected summer in a small Breton port.', overviewFa: 'ماهیگیری تنها و نقاشی که به سفر آمده، تابستانی غیرمنتظره را در بندری کوچک در بریتانی فرانسه با هم می‌گذرانند.' },
  { id: 4, name: 'Pomegranate Season', nameFa: 'فصل انار', year: 2022, rate: 7.2, age: 'G', runtime: 96, genres: ['family', 'comedy'], origin: 'ir', director: 2, free: true,
    overview: 'Three cousins try to save their grandfather’s orchard in Saveh before the autumn harvest.', overviewFa: 'سه دخترخاله و پسرخاله تلاش می‌کنند پیش از برداشت پاییزی، باغ انار پدربزرگشان در ساوه را نجات دهند.' },
  { id: 5, name: 'The Paper Kingdom', nameFa: 'قلمرو کاغذی', year: 2015, rate: 8.1, age: 'G', runtime: 92, genres: ['animation', 'family', 'adventure'], origin: 'dub', director: 14,
    overview: 'A shy origami crane comes to life and guides a lonely girl through a kingdom folded out of paper.', overviewFa: 'درنای کاغذی خجالتی‌ای جان می‌گیرد و دختری تنها را در سرزمینی که از کاغذ تا شده راهنمایی می‌کند.' },
  { id: 6, name: 'Salt Road', nameFa: 'جاده نمک', year: 2008, rate: 8.0, age: 'PG-13', runtime: 131, genres: ['drama', 'war'], origin: 'ir', director: 8,
    overview: 'In 1982, two young soldiers must drive a water tanker across the salt flats to a besieged outpost.', overviewFa: 'سال ۱۳۶۱، دو سرباز جوان باید یک تانکر آب را از دل نمکزار به پاسگاهی محاصره‌شده برسانند.' },
  { id: 7, name: 'Night Shift in Lisbon', nameFa: 'شیفت شب در لیسبون', year: 2020, rate: 6.9, age: 'R', runtime: 109, genres: ['crime', 'thriller'], origin: 'sub', director: 15, offNet: true,
    overview: 'A hotel night clerk overhears a deal she was never meant to hear and has until sunrise to disappear.', overviewFa: 'متصدی شیفت شب یک هتل معامله‌ای را می‌شنود که نباید می‌شنید و تا طلوع آفتاب فرصت دارد ناپدید شود.' },
  { id: 8, name: 'Uncle Jamshid’s Wedding', nameFa: 'عروسی عمو جمشید', year: 2018, rate: 6.4, age: 'PG', runtime: 98, genres: ['comedy'], origin: 'ir', director: 5,
    overview: 'The whole family has one week to organise a wedding for the 62-year-old uncle who swore never to marry.', overviewFa: 'کل فامیل یک هفته وقت دارند عروسی عموی شصت‌ودوساله‌ای را برگزار کنند که قسم خورده بود هرگز ازدواج نکند.' },
  { id: 9, name: 'Captain Meridian', nameFa: 'کاپیتان مریدین', year: 2023, rate: 6.8, age: 'PG-13', runtime: 141, genres: ['superhero', 'action', 'sci_fi'], origin: 'dub', director: 9, price: 49000, ekran: true,
    overview: 'A navy engineer gains the power to bend time by a few seconds and must stop a storm built by her former mentor.', overviewFa: 'مهندس نیروی دریایی توانایی خم کردن زمان به اندازه چند ثانیه را پیدا می‌کند و باید جلوی طوفانی را بگیرد که استاد سابقش ساخته است.' },
  { id: 10, name: 'The Glass Orchard', nameFa: 'باغ شیشه‌ای', year: 2012, rate: 7.6, age: 'PG', runtime: 117, genres: ['fantasy', 'drama'], origin: 'sub', director: 12,
    overview: 'In a village where fruit grows from glass, a glassblower’s daughter discovers why the trees have stopped singing.', overviewFa: 'در روستایی که میوه‌هایش از شیشه می‌روید، دختر یک شیشه‌گر می‌فهمد چرا درخت‌ها دیگر آواز نمی‌خوانند.' },
  { id: 11, name: 'Under the Plane Trees', nameFa: 'زیر چنارها', year: 2004, rate: 7.3, age: 'PG', runtime: 107, genres: ['drama', 'romance'], origin: 'ir', director: 6,
    overview: 'Two old classmates meet again on Vali-Asr Street and spend one long afternoon remembering what kept them apart.', overviewFa: 'دو هم‌کلاسی قدیمی در خیابان ولیعصر دوباره به هم می‌رسند و یک بعدازظهر طولانی را به یادآوری آنچه از هم جدایشان کرد می‌گذرانند.' },
  { id: 12, name: 'Whisper Creek', nameFa: 'نهر نجوا', year: 2018, rate: 5.9, age: 'X', runtime: 94, genres: ['horror'], origin: 'sub', director: 16, offNet: true,
    overview: 'Campers at a remote lake hear their own voices calling from the water.', overviewFa: 'گروهی که کنار دریاچه‌ای دورافتاده اردو زده‌اند، صدای خودشان را می‌شنوند که از دل آب صدایشان می‌کند.' },
  { id: 13, name: 'Full Throttle', nameFa: 'تمام گاز', year: 2016, rate: 6.1, age: 'PG-13', runtime: 101, genres: ['action', 'comedy'], origin: 'dub', director: 11,
    overview: 'Two rival pizza couriers are forced to team up when a stolen diamond ends up in the wrong delivery box.', overviewFa: 'دو پیک پیتزای رقیب مجبور می‌شوند با هم همکاری کنند، چون یک الماس دزدی در جعبه اشتباهی تحویل داده شده است.' },
  { id: 14, name: 'The Falconer of Alamut', nameFa: 'بازدار الموت', year: 2011, rate: 7.7, age: 'PG-13', runtime: 138, genres: ['history', 'adventure'], origin: 'ir', director: 8,
    overview: 'A young falconer carries a secret message through the Alborz mountains as Mongol armies approach the fortress.', overviewFa: 'بازداری جوان در حالی که سپاه مغول به قلعه نزدیک می‌شود، پیامی محرمانه را از میان کوه‌های البرز عبور می‌دهد.' },
  { id: 15, name: 'A Symphony for Clara', nameFa: 'سمفونی برای کلارا', year: 2009, rate: 8.2, age: 'PG', runtime: 126, genres: ['music', 'biography', 'drama'], origin: 'sub', director: 10,
    overview: 'The life of a deaf composer who finished her greatest symphony by feeling the vibrations of the piano.', overviewFa: 'زندگی آهنگسازی ناشنوا که بزرگ‌ترین سمفونی‌اش را با حس کردن لرزش‌های پیانو به پایان رساند.' },
  { id: 16, name: 'Champions of Alley Seven', nameFa: 'قهرمان‌های کوچه هفت', year: 2021, rate: 7.0, age: 'G', runtime: 93, genres: ['sport', 'family', 'comedy'], origin: 'ir', director: 7, free: true,
    overview: 'A neighbourhood football team of ten-year-olds enters the city tournament with borrowed shoes and a retired coach.', overviewFa: 'تیم فوتبال بچه‌های ده‌ساله یک محله با کفش‌های قرضی و مربی‌ای بازنشسته در مسابقات شهری شرکت می‌کند.' },
  { id: 17, name: 'Deep Blue Rescue', nameFa: 'نجات در اعماق آبی', year: 2019, rate: 6.6, age: 'PG-13', runtime: 112, genres: ['adventure', 'thriller'], origin: 'dub', director: 13,
    overview: 'A diving instructor and her students are trapped in a flooded cave as the tide rises.', overviewFa: 'یک مربی غواصی و شاگردانش با بالا آمدن آب دریا در غاری پر از آب گرفتار می‌شوند.' },
  { id: 18, name: 'The Warden’s Daughter', nameFa: 'دختر زندانبان', year: 2014, rate: 7.5, age: 'R', runtime: 121, genres: ['crime', 'drama'], origin: 'sub', director: 10,
    overview: 'A prison warden’s daughter starts teaching literature to inmates and uncovers her father’s darkest secret.', overviewFa: 'دختر رئیس یک زندان به زندانیان ادبیات درس می‌دهد و به تاریک‌ترین راز پدرش پی می‌برد.' },
  { id: 19, name: 'Tehran, 4 A.M.', nameFa: 'تهران، ساعت ۴ صبح', year: 2023, rate: 7.4, age: 'R', runtime: 103, genres: ['thriller', 'crime'], origin: 'ir', director: 4, price: 39000,
    overview: 'A ride-hailing driver picks up a passenger with a briefcase and a deadline, and the night turns into a chase across the city.', overviewFa: 'راننده‌ای اینترنتی مسافری با یک کیف و یک ضرب‌الاجل سوار می‌کند و شب به تعقیب و گریزی در سراسر شهر تبدیل می‌شود.' },
  { id: 20, name: 'Moonlit Meadow', nameFa: 'چمنزار مهتابی', year: 2013, rate: 7.9, age: 'G', runtime: 88, genres: ['animation', 'fantasy', 'family'], origin: 'dub', director: 14,
    overview: 'A young hedgehog sets out to find the moon after it falls into the meadow one summer night.', overviewFa: 'جوجه‌تیغی کوچکی راه می‌افتد تا ماه را پیدا کند که یک شب تابستانی در چمنزار افتاده است.' },
  { id: 21, name: 'Red Ledger', nameFa: 'دفتر سرخ', year: 2022, rate: 6.7, age: 'X', runtime: 118, genres: ['crime', 'thriller'], origin: 'sub', director: 15, offNet: true,
    overview: 'An accountant for a smuggling ring keeps a second set of books, and everyone wants them.', overviewFa: 'حسابدار یک باند قاچاق دفتر حساب دومی نگه داشته است و حالا همه به دنبال آن هستند.' },
  { id: 22, name: 'The Tailor of Lalehzar', nameFa: 'خیاط لاله‌زار', year: 2016, rate: 7.9, age: 'PG', runtime: 115, genres: ['drama', 'history'], origin: 'ir', director: 3,
    overview: 'The story of a tailor on Lalehzar Street who dressed the stars of Tehran’s theatres through four decades.', overviewFa: 'داستان خیاطی در خیابان لاله‌زار که چهل سال لباس ستاره‌های تئاترهای تهران را می‌دوخت.' },
  { id: 23, name: 'Letters from Normandy', nameFa: 'نامه‌هایی از نرماندی', year: 2006, rate: 8.0, age: 'PG-13', runtime: 134, genres: ['war', 'history', 'romance'], origin: 'sub', director: 13,
    overview: 'A bundle of undelivered wartime letters leads a librarian to the family of the soldier who wrote them.', overviewFa: 'بسته‌ای از نامه‌های به مقصد نرسیده دوران جنگ، کتابداری را به خانواده سربازی می‌رساند که آن‌ها را نوشته بود.' },
  { id: 24, name: 'The Great Bakery Heist', nameFa: 'سرقت بزرگ از نانوایی', year: 2018, rate: 6.3, age: 'PG', runtime: 95, genres: ['comedy', 'crime', 'family'], origin: 'dub', director: 11,
    overview: 'A group of retirees plans to steal back a secret bread recipe from a giant supermarket chain.', overviewFa: 'گروهی از بازنشسته‌ها نقشه می‌کشند دستور پخت مخفی نانشان را از یک فروشگاه زنجیره‌ای بزرگ پس بگیرند.' },
  { id: 25, name: 'Kavir', nameFa: 'کویر', year: 1999, rate: 8.4, age: 'PG', runtime: 122, genres: ['drama', 'adventure'], origin: 'ir', director: 1, free: true,
    overview: 'A camel herder and a city boy cross the Dasht-e Kavir together after their jeep breaks down.', overviewFa: 'یک ساربان و پسری شهری پس از خراب شدن جیپشان با هم از دشت کویر عبور می‌کنند.' },
  { id: 26, name: 'Static Minds', nameFa: 'ذهن‌های ایستا', year: 2024, rate: 7.0, age: 'PG-13', runtime: 110, genres: ['sci_fi', 'thriller'], origin: 'sub', director: 16,
    overview: 'Volunteers in a sleep study begin sharing the same dream, and one of them does not wake up.', overviewFa: 'داوطلبان یک پژوهش خواب کم‌کم رؤیای مشترکی می‌بینند و یکی از آن‌ها دیگر بیدار نمی‌شود.' },
  { id: 27, name: 'My Mother’s Radio', nameFa: 'رادیوی مادرم', year: 2014, rate: 7.6, age: 'G', runtime: 99, genres: ['drama', 'music', 'family'], origin: 'ir', director: 2,
    overview: 'A boy repairs his late mother’s old radio and finds the songs she used to sing along to.', overviewFa: 'پسری رادیوی قدیمی مادر درگذشته‌اش را تعمیر می‌کند و ترانه‌هایی را پیدا می‌کند که مادرش با آن‌ها زمزمه می‌کرد.' },
  { id: 28, name: 'Storm Runners', nameFa: 'دوندگان طوفان', year: 2026, rate: 7.2, age: 'PG-13', runtime: 132, genres: ['action', 'adventure'], origin: 'dub', director: 9, presaleDays: 12,
    overview: 'Storm chasers race a super-cell across three states to save a town that ignored every warning.', overviewFa: 'گروهی از تعقیب‌کنندگان طوفان برای نجات شهری که همه هشدارها را نادیده گرفته، با یک ابرطوفان مسابقه می‌دهند.' },
  { id: 29, name: 'The Cellar', nameFa: 'زیرزمین', year: 2010, rate: 6.2, age: 'X', runtime: 91, genres: ['horror', 'mystery'], origin: 'sub', director: 16, offNet: true,
    overview: 'A family renovating an old farmhouse finds a locked cellar that does not appear on any plan.', overviewFa: 'خانواده‌ای که خانه روستایی قدیمی‌ای را بازسازی می‌کنند، زیرزمینی قفل‌شده پیدا می‌کنند که در هیچ نقشه‌ای نیامده است.' },
  { id: 30, name: 'Pahlevan', nameFa: 'پهلوان', year: 2020, rate: 8.1, age: 'PG', runtime: 127, genres: ['sport', 'biography', 'drama'], origin: 'ir', director: 3,
    overview: 'The rise of a village wrestler from the zurkhaneh of Kermanshah to the world championships.', overviewFa: 'ماجرای کشتی‌گیری روستایی که از زورخانه‌ای در کرمانشاه تا مسابقات قهرمانی جهان پیش رفت.' },
  { id: 31, name: 'Nova Legion', nameFa: 'لژیون نوا', year: 2022, rate: 6.5, age: 'PG-13', runtime: 139, genres: ['superhero', 'sci_fi', 'action'], origin: 'dub', director: 9, price: 49000,
    overview: 'Five strangers struck by the same meteor shower must learn to work together before their powers tear the city apart.', overviewFa: 'پنج غریبه که در یک بارش شهابی قدرت پیدا کرده‌اند، باید پیش از آنکه توانایی‌هایشان شهر را ویران کند، همکاری را یاد بگیرند.' },
  { id: 32, name: 'The Honest Liar', nameFa: 'دروغگوی صادق', year: 2011, rate: 6.9, age: 'PG-13', runtime: 102, genres: ['comedy', 'romance'], origin: 'sub', director: 12,
    overview: 'A professional wedding-excuse writer falls for the one woman who can always tell when he is lying.', overviewFa: 'مردی که شغلش نوشتن بهانه برای فرار از مراسم است، عاشق تنها زنی می‌شود که همیشه دروغش را می‌فهمد.' },
  { id: 33, name: 'The Ferryman of Anzali', nameFa: 'قایقران انزلی', year: 2010, rate: 7.1, age: 'PG-13', runtime: 108, genres: ['drama', 'mystery'], origin: 'ir', director: 6,
    overview: 'An old boatman in the Anzali lagoon is the last person to have seen a missing journalist.', overviewFa: 'قایقران پیری در تالاب انزلی آخرین کسی است که روزنامه‌نگاری گمشده را دیده است.' },
  { id: 34, name: 'Mountain of Wolves', nameFa: 'کوه گرگ‌ها', year: 2001, rate: 7.3, age: 'PG', runtime: 105, genres: ['adventure', 'family', 'drama'], origin: 'dub', director: 13,
    overview: 'A boy and an injured wolf cub survive a harsh winter together in the mountains.', overviewFa: 'پسری و توله‌گرگی زخمی با هم زمستانی سخت را در کوهستان پشت سر می‌گذارند.' },
  { id: 35, name: 'Blood Oath', nameFa: 'پیمان خون', year: 2019, rate: 7.8, age: 'X', runtime: 146, genres: ['crime', 'drama', 'thriller'], origin: 'sub', director: 15, offNet: true,
    overview: 'Two brothers on opposite sides of the law are bound by a promise made at their father’s grave.', overviewFa: 'دو برادر که در دو سوی قانون ایستاده‌اند، با عهدی که بر سر مزار پدرشان بستند به هم گره خورده‌اند.' },
  { id: 36, name: 'Crossroads', nameFa: 'دوراهی', year: 2017, rate: 7.5, age: 'PG-13', runtime: 106, genres: ['drama', 'crime'], origin: 'ir', director: 4,
    overview: 'A surgeon causes a road accident on his way to a life-saving operation and must decide whom to save first.', overviewFa: 'جراحی در راه یک عمل حیاتی تصادف می‌کند و باید تصمیم بگیرد اول جان چه کسی را نجات دهد.' },
  { id: 37, name: 'Snowflake and the Dragon', nameFa: 'دانه برف و اژدها', year: 2020, rate: 7.4, age: 'G', runtime: 90, genres: ['animation', 'fantasy', 'adventure'], origin: 'dub', director: 14, free: true,
    overview: 'A tiny snowflake befriends a dragon who is afraid of melting the world with his fire.', overviewFa: 'دانه برفی کوچک با اژدهایی دوست می‌شود که می‌ترسد آتشش دنیا را آب کند.' },
  { id: 38, name: 'The Long Silence', nameFa: 'سکوت طولانی', year: 1997, rate: 8.3, age: 'R', runtime: 153, genres: ['war', 'drama'], origin: 'sub', director: 11,
    overview: 'A radio operator stranded behind enemy lines keeps a village hidden from both armies for a winter.', overviewFa: 'بی‌سیم‌چی‌ای که پشت خطوط دشمن جا مانده، یک زمستان تمام روستایی را از دید هر دو ارتش پنهان نگه می‌دارد.' },
  { id: 39, name: 'Unit Twelve', nameFa: 'واحد دوازده', year: 2024, rate: 6.2, age: 'PG-13', runtime: 97, genres: ['comedy', 'drama'], origin: 'ir', director: 5, price: 25000,
    overview: 'Residents of a Tehran apartment block hold a chaotic building meeting to choose a new manager.', overviewFa: 'ساکنان یک آپارتمان در تهران جلسه‌ای پرآشوب برای انتخاب مدیر جدید ساختمان برگزار می‌کنند.' },
  { id: 40, name: 'The Last Summit', nameFa: 'قله آخر', year: 2016, rate: 7.7, age: 'PG', runtime: 119, genres: ['sport', 'adventure', 'biography'], origin: 'dub', director: 10,
    overview: 'The true-to-life story of a climber who returned to the mountain that took his brother.', overviewFa: 'داستان کوهنوردی که به سراغ کوهی برگشت که برادرش را از او گرفته بود.' },
  { id: 41, name: 'Midnight Carnival', nameFa: 'کارناوال نیمه‌شب', year: 2023, rate: 6.0, age: 'R', runtime: 100, genres: ['horror', 'fantasy'], origin: 'sub', director: 16, offNet: true,
    overview: 'A travelling carnival appears only after midnight, and every ride costs a memory.', overviewFa: 'کارناوالی سیار فقط بعد از نیمه‌شب پیدا می‌شود و بهای هر وسیله بازی یک خاطره است.' },
  { id: 42, name: 'Sparrows of Ferdowsi Square', nameFa: 'گنجشک‌های میدان فردوسی', year: 2019, rate: 7.3, age: 'G', runtime: 91, genres: ['family', 'drama'], origin: 'ir', director: 7,
    overview: 'A girl who sells flowers at a busy square saves money to buy her brother a hearing aid.', overviewFa: 'دختری که در میدانی شلوغ گل می‌فروشد، پول جمع می‌کند تا برای برادرش سمعک بخرد.' },
  { id: 43, name: 'Quantum Heart', nameFa: 'قلب کوانتومی', year: 2026, rate: 7.0, age: 'PG-13', runtime: 114, genres: ['sci_fi', 'romance'], origin: 'dub', director: 12, presaleDays: 30,
    overview: 'A physicist receives messages from a version of herself in a parallel world who is about to marry the man she lost.', overviewFa: 'فیزیک‌دانی از نسخه‌ای از خودش در جهانی موازی پیام دریافت می‌کند که در آستانه ازدواج با مردی است که او از دست داده است.' },
  { id: 44, name: 'Undercurrent', nameFa: 'جریان زیرین', year: 2008, rate: 7.2, age: 'R', runtime: 111, genres: ['thriller', 'mystery'], origin: 'sub', director: 13,
    overview: 'A coastguard officer suspects that a drowning on a calm day was no accident.', overviewFa: 'افسر گارد ساحلی گمان می‌کند غرق شدن کسی در روزی آرام اتفاقی نبوده است.' },
  { id: 45, name: 'Nightingale of Shiraz', nameFa: 'بلبل شیراز', year: 2013, rate: 7.8, age: 'PG', runtime: 124, genres: ['music', 'biography', 'romance'], origin: 'ir', director: 3,
    overview: 'The life and loves of a legendary tar player from Shiraz in the 1940s.', overviewFa: 'زندگی و عشق‌های نوازنده افسانه‌ای تار از شیراز در دهه بیست.' },
  { id: 46, name: 'Rocket Grandpa', nameFa: 'پدربزرگ موشکی', year: 2021, rate: 6.9, age: 'G', runtime: 86, genres: ['comedy', 'family', 'animation'], origin: 'dub', director: 14,
    overview: 'A retired inventor builds a rocket in his garden to take his grandchildren to the moon for the weekend.', overviewFa: 'مخترعی بازنشسته در حیاط خانه‌اش موشکی می‌سازد تا آخر هفته نوه‌هایش را به ماه ببرد.' },
  { id: 47, name: 'Border of Ash', nameFa: 'مرز خاکستر', year: 2018, rate: 7.6, age: 'R', runtime: 137, genres: ['war', 'action', 'drama'], origin: 'sub', director: 11,
    overview: 'A medic and a deserter escort refugees across a burning border during the last days of a war.', overviewFa: 'یک امدادگر و سربازی فراری در آخرین روزهای جنگ، پناهجویان را از مرزی شعله‌ور عبور می‌دهند.' },
  { id: 48, name: 'The Hidden Tablet', nameFa: 'کتیبه پنهان', year: 2022, rate: 6.8, age: 'PG-13', runtime: 118, genres: ['adventure', 'mystery', 'history'], origin: 'ir', director: 8, price: 39000,
    overview: 'An archaeology student deciphers a clay tablet that points to a lost Achaemenid treasury.', overviewFa: 'دانشجوی باستان‌شناسی لوحی گلی را رمزگشایی می‌کند که نشانی خزانه‌ای گمشده از دوران هخامنشی را می‌دهد.' },
  { id: 49, name: 'Heartbeat Avenue', nameFa: 'خیابان ضربان', year: 2014, rate: 6.7, age: 'PG', runtime: 108, genres: ['romance', 'music', 'drama'], origin: 'dub', director: 10,
    overview: 'A street drummer and a classical violinist compete for the same scholarship and fall in love.', overviewFa: 'یک درامر خیابانی و یک ویولن‌نواز کلاسیک برای یک بورسیه رقابت می‌کنند و عاشق هم می‌شوند.' },
  { id: 50, name: 'Grey Wolf Protocol', nameFa: 'پروتکل گرگ خاکستری', year: 2020, rate: 6.5, age: 'R', runtime: 124, genres: ['action', 'thriller'], origin: 'sub', director: 15, offNet: true,
    overview: 'A retired agent is reactivated when her old codename appears in a leaked file.', overviewFa: 'مأموری بازنشسته وقتی اسم رمز قدیمی‌اش در پرونده‌ای افشاشده پیدا می‌شود، دوباره به کار فراخوانده می‌شود.' },
  { id: 51, name: 'The Longest Night', nameFa: 'بلندترین شب', year: 2021, rate: 7.0, age: 'PG', runtime: 101, genres: ['family', 'comedy', 'drama'], origin: 'ir', director: 2,
    overview: 'A scattered family gathers at grandmother’s house for Yalda night, and a snowstorm keeps them there until morning.', overviewFa: 'خانواده‌ای پراکنده برای شب یلدا در خانه مادربزرگ جمع می‌شوند و برف سنگین تا صبح آن‌ها را همان‌جا نگه می‌دارد.' },
  { id: 52, name: 'Ice Memory', nameFa: 'حافظه یخ', year: 2022, rate: 8.0, age: 'G', runtime: 84, genres: ['documentary'], origin: 'sub', director: 13, free: true,
    overview: 'Scientists drill into an Arctic glacier to read two hundred thousand years of climate history.', overviewFa: 'دانشمندان در یخچالی قطبی حفاری می‌کنند تا دویست هزار سال تاریخ اقلیم زمین را بخوانند.' },
  { id: 53, name: 'Sky Above Lut', nameFa: 'آسمان بالای لوت', year: 2020, rate: 8.3, age: 'G', runtime: 82, genres: ['documentary'], origin: 'ir', director: 7, free: true,
    overview: 'A year in the Lut desert, one of the hottest places on Earth and one of the darkest night skies.', overviewFa: 'یک سال در کویر لوت، یکی از داغ‌ترین نقاط زمین و یکی از تاریک‌ترین آسمان‌های شب.' },
  { id: 54, name: 'Mask of the Comet', nameFa: 'نقاب ستاره دنباله‌دار', year: 2024, rate: 6.9, age: 'PG-13', runtime: 133, genres: ['superhero', 'action', 'fantasy'], origin: 'dub', director: 9, price: 49000, ekran: true,
    overview: 'A museum guard puts on an ancient mask and inherits the duties of a hero who vanished a century ago.', overviewFa: 'نگهبان یک موزه نقابی باستانی به چهره می‌زند و وظایف قهرمانی را به ارث می‌برد که یک قرن پیش ناپدید شده بود.' },
  { id: 55, name: 'Ward Nine', nameFa: 'بخش نه', year: 2016, rate: 5.6, age: 'X', runtime: 97, genres: ['horror', 'thriller'], origin: 'sub', director: 16, offNet: true,
    overview: 'Night nurses at a closing hospital notice that the empty ninth ward has new patients every morning.', overviewFa: 'پرستاران شیفت شب بیمارستانی در حال تعطیلی متوجه می‌شوند که بخش نهِ خالی هر صبح بیماران تازه‌ای دارد.' },
  { id: 56, name: 'A Thousand Songs', nameFa: 'هزار آواز', year: 2026, rate: 7.5, age: 'PG', runtime: 112, genres: ['music', 'drama'], origin: 'ir', director: 4, presaleDays: 5, price: 39000,
    overview: 'A young singer from Bushehr travels the country to record the folk songs her grandmother taught her.', overviewFa: 'خواننده جوانی از بوشهر به سراسر کشور سفر می‌کند تا ترانه‌های محلی‌ای را که مادربزرگش به او یاد داده ضبط کند.' },
  { id: 57, name: 'Whiskers Detective Agency', nameFa: 'آژانس کارآگاهی سبیلو', year: 2017, rate: 7.1, age: 'G', runtime: 89, genres: ['animation', 'comedy', 'mystery'], origin: 'dub', director: 14,
    overview: 'Two alley cats open a detective agency to find the stolen cheese of the city’s mouse mayor.', overviewFa: 'دو گربه ولگرد یک آژانس کارآگاهی راه می‌اندازند تا پنیر دزدیده‌شده شهردار موش‌ها را پیدا کنند.' },
  { id: 58, name: 'Cold Meridian', nameFa: 'نصف‌النهار سرد', year: 2005, rate: 7.4, age: 'R', runtime: 129, genres: ['thriller', 'war', 'history'], origin: 'sub', director: 11,
    overview: 'In 1961 Berlin, a mapmaker is blackmailed into drawing the line that will divide his own street.', overviewFa: 'برلین ۱۹۶۱؛ نقشه‌کشی با تهدید مجبور می‌شود خطی را بکشد که خیابان خودش را دو نیم خواهد کرد.' },
  { id: 59, name: 'Penalty', nameFa: 'پنالتی', year: 2023, rate: 6.6, age: 'PG', runtime: 99, genres: ['sport', 'comedy'], origin: 'ir', director: 5,
    overview: 'A goalkeeper who missed the decisive penalty of his life coaches a women’s futsal team in a small town.', overviewFa: 'دروازه‌بانی که مهم‌ترین پنالتی زندگی‌اش را از دست داد، مربی تیم فوتسال بانوان یک شهر کوچک می‌شود.' },
  { id: 60, name: 'The Memory Thief', nameFa: 'دزد خاطره', year: 2015, rate: 7.3, age: 'PG-13', runtime: 116, genres: ['sci_fi', 'mystery'], origin: 'ir', director: 3,
    overview: 'A neuroscientist in Isfahan discovers that someone has been editing the memories of her patients.', overviewFa: 'پژوهشگر علوم اعصابی در اصفهان می‌فهمد کسی خاطرات بیمارانش را دست‌کاری می‌کند.' },
  { id: 61, name: 'The Blind Spot', nameFa: 'نقطه کور', year: 2015, rate: 7.6, age: 'R', runtime: 109, genres: ['thriller', 'crime', 'mystery'], origin: 'ir', director: 6,
    overview: 'A traffic camera operator sees a crime that the footage somehow never recorded.', overviewFa: 'اپراتور دوربین‌های ترافیکی جنایتی را می‌بیند که به شکلی عجیب در هیچ تصویری ثبت نشده است.' },
  { id: 62, name: 'Dynasty of Sand', nameFa: 'سلسله شن', year: 2012, rate: 7.0, age: 'PG-13', runtime: 158, genres: ['history', 'war', 'adventure'], origin: 'dub', director: 10,
    overview: 'A desert queen unites rival tribes against an empire that has come for the caravan routes.', overviewFa: 'ملکه‌ای صحرانشین قبیله‌های رقیب را در برابر امپراتوری‌ای که به راه‌های کاروان‌رو چشم دوخته متحد می‌کند.' },
  { id: 63, name: 'Dear Grandma', nameFa: 'مادربزرگ عزیز', year: 2024, rate: 6.8, age: 'G', runtime: 94, genres: ['comedy', 'family'], origin: 'ir', director: 1, price: 25000, ekran: true,
    overview: 'A 75-year-old grandmother secretly enters a television cooking contest and becomes a national celebrity.', overviewFa: 'مادربزرگی هفتادوپنج‌ساله پنهانی در یک مسابقه آشپزی تلویزیونی شرکت می‌کند و به چهره‌ای سرشناس تبدیل می‌شود.' },
  { id: 64, name: 'Last Call at the Blue Room', nameFa: 'آخرین اجرا در اتاق آبی', year: 2018, rate: 7.2, age: 'PG-13', runtime: 118, genres: ['music', 'romance', 'drama'], origin: 'sub', director: 15,
    overview: 'On the closing night of a famous jazz club, its singer waits for the pianist who left twenty years earlier.', overviewFa: 'در شب تعطیلی یک کلاب مشهور جاز، خواننده‌اش منتظر پیانیستی است که بیست سال پیش رفت.' },
];

const slots = { iranian: 0, foreign: 0 };

export const movies: SeedMovie[] = defs.map((d) => {
  const iranian = d.origin === 'ir';
  const slot = iranian ? slots.iranian++ : slots.foreign++;
  const movie: SeedMovie = {
    id: d.id,
    name: d.name,
    nameFa: d.nameFa,
    year: d.year,
    rate: d.rate,
    age: d.age,
    overview: d.overview,
    overviewFa: d.overviewFa,
    genres: d.genres,
    ir: iranian,
    persian: d.origin !== 'sub',
    free: d.free ?? false,
    traffic: !d.offNet,
    runtime: d.runtime,
    credits: buildCredits({ titleId: d.id, iranian, slot, director: d.director, documentary: d.genres.includes('documentary') }),
  };
  if (d.presaleDays !== undefined) movie.presaleDays = d.presaleDays;
  if (d.ekran) movie.ekran = true;
  if (d.price !== undefined) movie.price = d.price;
  return movie;
});

/** How many Iranian and foreign films there are; series continue the cast rotation from here. */
export const movieSlots: Readonly<{ iranian: number; foreign: number }> = { ...slots };
