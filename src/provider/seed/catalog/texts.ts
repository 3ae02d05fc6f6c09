import type { SeedCatalog, SeedFaq } from '../types';

export const faq: SeedFaq[] = [
  {
    q: 'How do I buy a subscription?',
    a: 'Sign in with your mobile number, open the Subscription page, choose a plan and pay through one of the bank gateways. Your subscription starts as soon as the payment is confirmed.',
    qFa: 'چطور اشتراک بخرم؟',
    aFa: 'با شماره موبایل وارد شوید، به صفحه خرید اشتراک بروید، یکی از طرح‌ها را انتخاب کنید و از طریق درگاه بانکی پرداخت کنید. اشتراک شما بلافاصله پس از تأیید پرداخت فعال می‌شود.',
  },
  {
    q: 'Can I download films and watch them offline?',
    a: 'Yes. In the mobile app, tap the download button on a film or episode. Downloaded titles stay available for 30 days while your subscription is active.',
    qFa: 'آیا می‌توانم فیلم‌ها را دانلود کنم و بدون اینترنت ببینم؟',
    aFa: 'بله. در اپلیکیشن موبایل روی دکمه دانلود فیلم یا قسمت موردنظر بزنید. فایل‌های دانلودشده تا زمانی که اشتراک شما فعال است، به مدت ۳۰ روز در دسترس می‌مانند.',
  },
  {
    q: 'My payment failed but money was taken from my account. What should I do?',
    a: 'Unsuccessful payments are returned to your card by the bank within 72 hours. If the amount has not been returned after that, contact support with the transaction reference number.',
    qFa: 'پرداختم ناموفق بود اما مبلغ از حسابم کم شد. چه کنم؟',
    aFa: 'مبلغ پرداخت‌های ناموفق حداکثر ظرف ۷۲ ساعت از طرف بانک به کارت شما برمی‌گردد. اگر پس از این مدت برنگشت، با شماره پیگیری تراکنش با پشتیبانی تماس بگیرید.',
  },
  {
    q: 'What is the wallet and how do I top it up?',
    a: 'The wallet is your account balance. You can charge it through any active bank gateway and then use it to buy subscriptions or single films with one tap.',
    qFa: 'کیف پول چیست و چطور آن را شارژ کنم؟',
    aFa: 'کیف پول همان اعتبار حساب شماست. می‌توانید آن را از طریق هر یک از درگاه‌های بانکی فعال شارژ کنید و سپس با یک لمس اشتراک یا فیلم تکی بخرید.',
  },
  {
    q: 'How does automatic payment work?',
    a: 'When auto payment is on, your subscription is renewed from your wallet on the day it expires. You can turn it off at any time from your profile.',
    qFa: 'پرداخت خودکار چطور کار می‌کند؟',
    aFa: 'اگر پرداخت خودکار روشن باشد، اشتراک شما در روز پایانش از موجودی کیف پول تمدید می‌شود. هر زمان بخواهید می‌توانید آن را از بخش پروفایل خاموش کنید.',
  },
  {
    q: 'On which devices can I watch?',
    a: 'On the website, the Android and iOS apps and smart TVs. Each subscription can be used on two devices at the same time.',
    qFa: 'روی چه دستگاه‌هایی می‌توانم تماشا کنم؟',
    aFa: 'روی وب‌سایت، اپلیکیشن‌های اندروید و iOS و تلویزیون‌های هوشمند. هر اشتراک را می‌توان هم‌زمان روی دو دستگاه استفاده کرد.',
  },
  {
    q: 'Is watching on mobile internet charged at half price?',
    a: 'Yes. Subscribers of partner operators pay only half the usual data cost when streaming titles marked as operator-friendly.',
    qFa: 'آیا تماشا با اینترنت همراه نیم‌بها حساب می‌شود؟',
    aFa: 'بله. مشترکان اپراتورهای همکار برای تماشای عناوینی که با نشان اپراتور مشخص شده‌اند، فقط نیمی از هزینه معمول اینترنت را پرداخت می‌کنند.',
  },
  {
    q: 'What happens to my account after I cancel?',
    a: 'Your watch history and lists are kept after cancellation. If you do not renew within 10 months of cancelling, the account and its data are deleted permanently.',
    qFa: 'پس از لغو اشتراک چه اتفاقی برای حسابم می‌افتد؟',
    aFa: 'سابقه تماشا و فهرست‌های شما پس از لغو حفظ می‌شود. اگر ظرف ۱۰ ماه پس از لغو اشتراک را تمدید نکنید، حساب و اطلاعات آن برای همیشه حذف می‌شود.',
  },
];

export const about: SeedCatalog['about'] = {
  en: 'Pardeh is an Iranian video-on-demand service offering thousands of hours of Iranian and foreign films, series, animation and documentaries, dubbed or subtitled in Persian. Our goal is to bring the cinema experience into every home at a fair price.\n\nWe work with producers and distributors across the country and the world, and every title on the service is licensed and reviewed before publication.',
  fa: 'پرده یک سرویس ویدیوی درخواستی ایرانی است که هزاران ساعت فیلم، سریال، انیمیشن و مستند ایرانی و خارجی را با دوبله یا زیرنویس فارسی ارائه می‌دهد. هدف ما این است که تجربه سینما را با قیمتی منصفانه به همه خانه‌ها ببریم.\n\nما با تهیه‌کنندگان و پخش‌کنندگان داخلی و خارجی همکاری می‌کنیم و همه عناوین پیش از انتشار، با مجوز رسمی و پس از بازبینی منتشر می‌شوند.',
};

export const terms: SeedCatalog['terms'] = {
  en: 'By using the service you agree to use it for personal, non-commercial viewing only. Sharing an account outside your household, recording or redistributing content is not permitted and may lead to the account being suspended.\n\nSubscriptions are non-refundable once viewing has started. Prices include value-added tax and may change; changes never affect a subscription that has already been paid for.',
  fa: 'با استفاده از این سرویس می‌پذیرید که از آن فقط برای تماشای شخصی و غیرتجاری استفاده کنید. اشتراک‌گذاری حساب با افراد خارج از خانواده، ضبط یا بازنشر محتوا مجاز نیست و ممکن است به مسدود شدن حساب منجر شود.\n\nپس از آغاز تماشا، مبلغ اشتراک بازگردانده نمی‌شود. قیمت‌ها شامل مالیات بر ارزش افزوده است و ممکن است تغییر کند، اما تغییر قیمت هرگز بر اشتراکی که پیش‌تر پرداخت شده اثری ندارد.',
};

export const privacy: SeedCatalog['privacy'] = {
  en: 'We store your mobile number, payment records and viewing history only to provide the service, recommend titles and answer support requests. We never sell personal data to third parties.\n\nPayment card details are entered on the bank’s own gateway and are never seen or stored by us. You can ask for your data to be deleted at any time through support.',
  fa: 'ما شماره موبایل، سوابق پرداخت و تاریخچه تماشای شما را فقط برای ارائه خدمات، پیشنهاد عناوین و پاسخ به درخواست‌های پشتیبانی نگه می‌داریم و هرگز اطلاعات شخصی را به دیگران نمی‌فروشیم.\n\nاطلاعات کارت بانکی فقط در درگاه خود بانک وارد می‌شود و ما هیچ‌گاه آن را نمی‌بینیم یا ذخیره نمی‌کنیم. هر زمان بخواهید می‌توانید از طریق پشتیبانی درخواست حذف اطلاعاتتان را بدهید.',
};

export const operators: SeedCatalog['operators'] = [
  {
    operator: 'Hamrah-e Aval',
    operatorFa: 'همراه اول',
    desc: 'Hamrah-e Aval subscribers are charged half the usual data rate when streaming operator-friendly titles.',
    descFa: 'مشترکان همراه اول هنگام تماشای عناوین دارای نشان اپراتور، فقط نیمی از تعرفه معمول اینترنت را می‌پردازند.',
  },
  {
    operator: 'Irancell',
    operatorFa: 'ایرانسل',
    desc: 'Irancell subscribers pay half-price data for streaming on the service, on both prepaid and postpaid lines.',
    descFa: 'مشترکان ایرانسل، چه دائمی و چه اعتباری، برای تماشا در این سرویس اینترنت را نیم‌بها حساب می‌کنند.',
  },
  {
    operator: 'Rightel',
    operatorFa: 'رایتل',
    desc: 'Rightel subscribers get half-price data billing for all streaming through the Cinema Partner brand.',
    descFa: 'مشترکان رایتل برای همه تماشاها از طریق سینما همراه، هزینه اینترنت را به صورت نیم‌بها پرداخت می‌کنند.',
  },
];

/** Popular searches, taken from the catalog's titles and people. */
export const topsearch: SeedCatalog['topsearch'] = [
  { fa: 'کویر', en: 'Kavir' },
  { fa: 'سایه‌های قاجار', en: 'Shadows of Qajar' },
  { fa: 'کاپیتان مریدین', en: 'Captain Meridian' },
  { fa: 'کوچه گلشن', en: 'Golshan Alley' },
  { fa: 'پهلوان', en: 'Pahlevan' },
  { fa: 'آرمان تبریزی', en: 'Arman Tabrizi' },
  { fa: 'سوفی مارلو', en: 'Sophie Marlowe' },
  { fa: 'بهرام کیانی', en: 'Bahram Kiani' },
];
