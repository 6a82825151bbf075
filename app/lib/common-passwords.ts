/**
 * Passwords people pick most often: the tops of the big leaked-password lists (RockYou and
 * later collections), keyboard walks, and Israeli favourites (Hebrew words and names in Latin
 * letters, Hebrew words typed in Hebrew, and English words typed on a Hebrew keyboard layout).
 * Short entries matter too: the policy also looks at a password without the digits and symbols
 * around it ("shalom2024!" is "shalom"). Written by hand, offline; lower case, one space apart.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn
555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda
summer love ashley nicole chelsea matthew access yankees 987654321 dallas austin thunder taylor
matrix mobilemail mom monitor monitoring montana moon moscow william corvette hello martin heather
secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey
q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar
jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon
cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer
booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234
compaq purple banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis
999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever
johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy chicago
badboy slayer rangers charles angel flower bigdaddy rabbit wizard jasper enter rachel chris steven
winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine ghbdtn fishing cocacola casper
james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309
panther lauren angela thx1138 angels madison winston shannon mike toyota jordan23 canada sophie
apples tiger 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david
danielle 159357 jackie 1990 123456a 789456 turtle abcd1234 scorpion qazwsxedc 101010 butter carlos
password1 dennis slipknot qwerty123 booger asdf 1991 black startrek 12341234 cameron newyork rainbow
nathan john 1992 rocket viking redskins asdfghjkl 1212 sierra peaches gemini doctor wilson sandra
helpme qwertyui victor florida dolphin pookie captain tucker blue liverpool theman bandit dolphins
maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy stupid monica
elephant giants hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3
123456q albert metallic lucky azerty 7777 alex bond007 alexis 1111111 samson 5150 willie scorpio
bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney
rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy gordon legend jessie
stella qwert eminem arthur apple nissan bear america 1qazxsw2 nothing parker 4444 rebecca qweqwe
garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic apollo
skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat august buddy
airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182
power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000
pakistan 007007 walter playboy blazer cricket sniper donkey willow loveme saturn therock redwings
bigboy pumpkin trinity williams nintendo digital destiny topgun runner marvin guinness chance
bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos cartman private celtic
birdie little cassie babygirl donald beatles 1313 family 12121212 school louise gabriel eclipse
fluffy 147258369 lol123 explorer beer nelson flyers spencer scott lovely gibson doggie cherry andrey
snickers buffalo pantera metallica member carter qwertyu peter alexande steve bronco paradise goober
5555 samuel mexico dreams michigan carolina friends magnum surfer maximus genius cool vampire
lacrosse asd123 aaaa christin kimberly speedy sharon carmen 111222 kristina sammy racing ou812
sabrina horses 0987654321 qwerty1 baby stalker enigma 147147 star poohbear 147258 simple 12345q
marcus brian 1987 qweasdzxc drowssap hahaha caroline barbara dave viper drummer action einstein
genesis hello1 scotty friend forest 010203 hotrod google vanessa spitfire badger maryjane friday
alaska 1232323q tester jester jake champion billy 147852 rock hawaii chevy 420420 walker stephen
eagle1 bill 1986 october gregory svetlana pamela 1984 music shorty westside stanley diesel courtney
242424 kevin hitman mark 12345qwert reddog frank qwe123 popcorn patricia aaaaaaaa 1969 teresa mozart
buddha anderson paul melanie abcdefg security lucky1 lizard denise 3333 a12345 123789 ruslan
stargate simpsons scarface eagle 123456789a thumper olivia naruto 1234554321 general cherokee
a123456 vincent spooky qweasd free frankie douglas death 1980 loveyou kitty kelly veronica suzuki
semperfi penguin mercury liberty spirit scotland natalie marley vikings system king allison marshall
1979 098765 qwerty12 hummer adrian 1985 vfhbyf sandman rocky leslie antonio 98765432 4321 softball
passion mnbvcxz passport rascal howard franklin bigred alexander homer redrum jupiter claudia
55555555 141414 zaq12wsx patches raider infinity andre 54321 galore college russia kawasaki bishop
77777777 vladimir money1 freeuser wildcat francis disney budlight brittany 1994 00000000 sweet
oksana honda domino bulldogs brutus swordfis norman monday jimmy ironman ford fantasy 9999 7654321
pppppp 1212121212 whatever1 iloveyou1 iloveu ilovey0u princess1 rockyou abc123456 lovely1 123456789q
qwertyuiop123 1q2w3e 1qaz2wsx3edc 1qazxsw23edc zaq1xsw2 zaq1zaq1 !qaz2wsx qwerty1234 qwerty12345
password12 password123 password1234 passw0rd1 p@ssw0rd p@ssword pa55word pa$$word letmein1 welcome1
welcome123 admin admin123 admin1234 administrator root toor changeme changeme123 default guest user
test123 testtest demo qwertz 1q2w3e4r5t6y 1q2w3e4r5t6y7u8i 123qweasd 123qweasdzxc zxcvbnm123
asdfghjkl123 qazwsxedcrfv 1234567890qwertyuiop abcdefghijkl abcdefghijklmnop abc123abc123 aa123456
a1b2c3d4 a1b2c3 123abc123 111111111111 123412341234 123123123123 121212121212 1234512345 12345678910
123456789012 1234567891 0123456789 9876543210 741852963 963852741 159632 qweqweqwe asdasdasd
zxczxczxc 1111111111 0000000000 superman1 batman123 starwars1 pokemon123 naruto123 minecraft1
fortnite roblox tiktok instagram facebook whatsapp telegram youtube netflix spotify amazon microsoft
windows linux ubuntu iphone android samsung1 nokia motorola huawei xiaomi google123 gmail yahoo
hotmail outlook chatgpt bitcoin crypto ethereum wallet trading investor business company office
manager secretary finance payroll delivery courier shipping express logistics transport package
parcel truck driver1 motorbike scooter1 shalom shalom1 shalom123 israel israel1 israel123 israel2024
yisrael telaviv tel-aviv jerusalem yerushalaim yerushalayim haifa eilat beersheva ashdod netanya
herzliya ramatgan holon rishon petahtikva kfarsaba raanana nazareth tiberias jaffa yafo maccabi
maccabi1 hapoel beitar beitar1 bnei yehuda sakhnin ahava ahava123 ahavati motek motek1 neshama
neshamati chaim chayim hayim toda todaraba sababa yalla balagan achi achla mazal mazaltov mazal123
shabbat shabat pesach purim hanukkah chanukah sukkot yomkippur torah tora kippa moshe david1 daniel1
yossi yosef avraham yitzhak yaakov rivka rachel1 leah sarah miriam noa noam tamar shira yael maya
michal avi avital eitan itay omer tomer amit roni ron guy ido yonatan nadav oren eyal erez gal liat
orly dana ronit sigal keren hila efrat einav inbal adi moran lior shani idan elad ariel shai shahar
barak yuval hadar sapir agam ziv zohar tal maor roee nir assaf asaf gilad oded ofer uri udi benny
kobi dudu moti shlomo menachem shmuel eliyahu yehoshua binyamin naftali gad asher dan zevulun shimon
levi reuven pitputim kaduregel kadursal mishpacha bayit sheli shelanu ani atah hakol tov yofi yafe
ktzat lehitraot boker layla erev yom shavua chodesh shana zahav kesef yahalom shemesh yareach kochav
shamayim yam mayim esh ruach adama eretz medina zion tsion tzion hatikva hamsa hamsa123 chai chai18
18chai 613 ישראל שלום אהבה סיסמה סיסמא קוד משתמש מנהל אדמין נשמה מותק חיים אמא אבא משפחה ירושלים
תלאביב מכבי הפועל ביתר פשדד'םרג /'קראט /'קראטוןםפ שדגכעי ץףךךךך shalomshalom iloveyouiloveyou
passwordpassword qwertyqwerty abcabcabcabc monkey123 dragon123 letmein123 trustno1trustno1
football123 baseball123 sunshine123 princess123 master123 shadow123 michael123 jordan123 superman123
computer123 internet123 freedom123 whatever123 qwertyuiop1 qwertyuiop12 asdfghjkl1 zxcvbnm1
qwe123qwe123 1qaz2wsx3edc4rfv zaq12wsxcde3 1q2w3e4r5t6y7u8i9o0p q1w2e3r4t5y6 q1w2e3r4t5y6u7i8o9p0
123456qwerty qwerty123456 qwertyasdfgh asdfghqwerty asdfgh123456 passwordqwerty mypassword
mypassword1 mypassword123 newpassword newpassword1 secretpassword supersecret topsecret mysecret
letmeinnow openup opensesame iamtheadmin adminadmin rootroot administrator1 administrator123
superuser sysadmin webmaster 1234abcd abcd12345 abcdefg123 abcdefgh abcdefghi abcdefghij 1a2b3c4d5e
123abc456 aaa111 aaa123 qaz123 wsx123 iloveyou2 iloveyou123 iloveme loveyou1 loveyou123 lovelove
love123 love1234 babygirl1 baby123 angel1 angel123 sunshine1 flower1 butterfly butterfly1 chocolate
chocolate1 cupcake candy honey sweetheart sweetie darling beautiful pretty lovers1 forever1 together
soulmate 1loveyou iluvu iluvyou imissyou teamo jetaime ichliebedich tequiero lovemylife myfamily
mylove mybaby mywife myhusband mykids mydog mycat mymom mydad myname myself mylife
`
    .trim()
    .split(/\s+/),
);
