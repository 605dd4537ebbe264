(function (__WEBPACK_EXTERNAL_createRequire, __mcg_url, __mcg_import) {"use strict";  var __webpack_modules__ = ({

  3175:
  ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
function fmtDef(validate, compare) {
return { validate, compare };
}
exports.fullFormats = {

date: fmtDef(date, compareDate),

time: fmtDef(getTime(true), compareTime),
"date-time": fmtDef(getDateTime(true), compareDateTime),
"iso-time": fmtDef(getTime(), compareIsoTime),
"iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),

duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
uri,
"uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,

"uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,


url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,

ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
regex,

uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,


"json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
"json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,

"relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,


byte,

int32: { type: "number", validate: validateInt32 },

int64: { type: "number", validate: validateInt64 },

float: { type: "number", validate: validateNumber },

double: { type: "number", validate: validateNumber },

password: true,

binary: true,
};
exports.fastFormats = {
...exports.fullFormats,
date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
"date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
"iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
"iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),

uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
"uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,



email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
exports.formatNames = Object.keys(exports.fullFormats);
function isLeapYear(year) {

return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {

const matches = DATE.exec(str);
if (!matches)
return false;
const year = +matches[1];
const month = +matches[2];
const day = +matches[3];
return (month >= 1 &&
month <= 12 &&
day >= 1 &&
day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
if (!(d1 && d2))
return undefined;
if (d1 > d2)
return 1;
if (d1 < d2)
return -1;
return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
return function time(str) {
const matches = TIME.exec(str);
if (!matches)
return false;
const hr = +matches[1];
const min = +matches[2];
const sec = +matches[3];
const tz = matches[4];
const tzSign = matches[5] === "-" ? -1 : 1;
const tzH = +(matches[6] || 0);
const tzM = +(matches[7] || 0);
if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
return false;
if (hr <= 23 && min <= 59 && sec < 60)
return true;

const utcMin = min - tzM * tzSign;
const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
};
}
function compareTime(s1, s2) {
if (!(s1 && s2))
return undefined;
const t1 = new Date("2020-01-01T" + s1).valueOf();
const t2 = new Date("2020-01-01T" + s2).valueOf();
if (!(t1 && t2))
return undefined;
return t1 - t2;
}
function compareIsoTime(t1, t2) {
if (!(t1 && t2))
return undefined;
const a1 = TIME.exec(t1);
const a2 = TIME.exec(t2);
if (!(a1 && a2))
return undefined;
t1 = a1[1] + a1[2] + a1[3];
t2 = a2[1] + a2[2] + a2[3];
if (t1 > t2)
return 1;
if (t1 < t2)
return -1;
return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
const time = getTime(strictTimeZone);
return function date_time(str) {

const dateTime = str.split(DATE_TIME_SEPARATOR);
return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
};
}
function compareDateTime(dt1, dt2) {
if (!(dt1 && dt2))
return undefined;
const d1 = new Date(dt1).valueOf();
const d2 = new Date(dt2).valueOf();
if (!(d1 && d2))
return undefined;
return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
if (!(dt1 && dt2))
return undefined;
const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
const res = compareDate(d1, d2);
if (res === undefined)
return undefined;
return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {

return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
BYTE.lastIndex = 0;
return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {

return Number.isInteger(value);
}
function validateNumber() {
return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
if (Z_ANCHOR.test(str))
return false;
try {
new RegExp(str);
return true;
}
catch (e) {
return false;
}
}


  }),

  8232:
  ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = true;
exports.Io = __webpack_unused_export__ = void 0;
var peq = new Uint32Array(0x10000);
var myers_32 = function (a, b) {
var n = a.length;
var m = b.length;
var lst = 1 << (n - 1);
var pv = -1;
var mv = 0;
var sc = n;
var i = n;
while (i--) {
peq[a.charCodeAt(i)] |= 1 << i;
}
for (i = 0; i < m; i++) {
var eq = peq[b.charCodeAt(i)];
var xv = eq | mv;
eq |= ((eq & pv) + pv) ^ pv;
mv |= ~(eq | pv);
pv &= eq;
if (mv & lst) {
sc++;
}
if (pv & lst) {
sc--;
}
mv = (mv << 1) | 1;
pv = (pv << 1) | ~(xv | mv);
mv &= xv;
}
i = n;
while (i--) {
peq[a.charCodeAt(i)] = 0;
}
return sc;
};
var myers_x = function (b, a) {
var n = a.length;
var m = b.length;
var mhc = [];
var phc = [];
var hsize = Math.ceil(n / 32);
var vsize = Math.ceil(m / 32);
for (var i = 0; i < hsize; i++) {
phc[i] = -1;
mhc[i] = 0;
}
var j = 0;
for (; j < vsize - 1; j++) {
var mv_1 = 0;
var pv_1 = -1;
var start_1 = j * 32;
var vlen_1 = Math.min(32, m) + start_1;
for (var k = start_1; k < vlen_1; k++) {
peq[b.charCodeAt(k)] |= 1 << k;
}
for (var i = 0; i < n; i++) {
var eq = peq[a.charCodeAt(i)];
var pb = (phc[(i / 32) | 0] >>> i) & 1;
var mb = (mhc[(i / 32) | 0] >>> i) & 1;
var xv = eq | mv_1;
var xh = ((((eq | mb) & pv_1) + pv_1) ^ pv_1) | eq | mb;
var ph = mv_1 | ~(xh | pv_1);
var mh = pv_1 & xh;
if ((ph >>> 31) ^ pb) {
phc[(i / 32) | 0] ^= 1 << i;
}
if ((mh >>> 31) ^ mb) {
mhc[(i / 32) | 0] ^= 1 << i;
}
ph = (ph << 1) | pb;
mh = (mh << 1) | mb;
pv_1 = mh | ~(xv | ph);
mv_1 = ph & xv;
}
for (var k = start_1; k < vlen_1; k++) {
peq[b.charCodeAt(k)] = 0;
}
}
var mv = 0;
var pv = -1;
var start = j * 32;
var vlen = Math.min(32, m - start) + start;
for (var k = start; k < vlen; k++) {
peq[b.charCodeAt(k)] |= 1 << k;
}
var score = m;
for (var i = 0; i < n; i++) {
var eq = peq[a.charCodeAt(i)];
var pb = (phc[(i / 32) | 0] >>> i) & 1;
var mb = (mhc[(i / 32) | 0] >>> i) & 1;
var xv = eq | mv;
var xh = ((((eq | mb) & pv) + pv) ^ pv) | eq | mb;
var ph = mv | ~(xh | pv);
var mh = pv & xh;
score += (ph >>> (m - 1)) & 1;
score -= (mh >>> (m - 1)) & 1;
if ((ph >>> 31) ^ pb) {
phc[(i / 32) | 0] ^= 1 << i;
}
if ((mh >>> 31) ^ mb) {
mhc[(i / 32) | 0] ^= 1 << i;
}
ph = (ph << 1) | pb;
mh = (mh << 1) | mb;
pv = mh | ~(xv | ph);
mv = ph & xv;
}
for (var k = start; k < vlen; k++) {
peq[b.charCodeAt(k)] = 0;
}
return score;
};
var distance = function (a, b) {
if (a.length < b.length) {
var tmp = b;
b = a;
a = tmp;
}
if (b.length === 0) {
return a.length;
}
if (a.length <= 32) {
return myers_32(a, b);
}
return myers_x(a, b);
};
exports.Io = distance;
var closest = function (str, arr) {
var min_distance = Infinity;
var min_index = 0;
for (var i = 0; i < arr.length; i++) {
var dist = distance(str, arr[i]);
if (dist < min_distance) {
min_distance = dist;
min_index = i;
}
}
return arr[min_index];
};
__webpack_unused_export__ = closest;


  }),

  4244:
  ((__unused_webpack_module, exports) => {

var hasExcape = /~/
var escapeMatcher = /~[01]/g
function escapeReplacer (m) {
switch (m) {
case '~1': return '/'
case '~0': return '~'
}
throw new Error('Invalid tilde escape: ' + m)
}

function untilde (str) {
if (!hasExcape.test(str)) return str
return str.replace(escapeMatcher, escapeReplacer)
}

function setter (obj, pointer, value) {
var part
var hasNextPart

for (var p = 1, len = pointer.length; p < len;) {
if (pointer[p] === 'constructor' || pointer[p] === 'prototype' || pointer[p] === '__proto__') return obj

part = untilde(pointer[p++])
hasNextPart = len > p

if (typeof obj[part] === 'undefined') {

if (Array.isArray(obj) && part === '-') {
part = obj.length
}


if (hasNextPart) {
if ((pointer[p] !== '' && pointer[p] < Infinity) || pointer[p] === '-') obj[part] = []
else obj[part] = {}
}
}

if (!hasNextPart) break
obj = obj[part]
}

var oldValue = obj[part]
if (value === undefined) delete obj[part]
else obj[part] = value
return oldValue
}

function compilePointer (pointer) {
if (typeof pointer === 'string') {
pointer = pointer.split('/')
if (pointer[0] === '') return pointer
throw new Error('Invalid JSON pointer.')
} else if (Array.isArray(pointer)) {
for (const part of pointer) {
if (typeof part !== 'string' && typeof part !== 'number') {
throw new Error('Invalid JSON pointer. Must be of type string or number.')
}
}
return pointer
}

throw new Error('Invalid JSON pointer.')
}

function get (obj, pointer) {
if (typeof obj !== 'object') throw new Error('Invalid input object.')
pointer = compilePointer(pointer)
var len = pointer.length
if (len === 1) return obj

for (var p = 1; p < len;) {
obj = obj[untilde(pointer[p++])]
if (len === p) return obj
if (typeof obj !== 'object' || obj === null) return undefined
}
}

function set (obj, pointer, value) {
if (typeof obj !== 'object') throw new Error('Invalid input object.')
pointer = compilePointer(pointer)
if (pointer.length === 0) throw new Error('Invalid JSON pointer for set.')
return setter(obj, pointer, value)
}

function compile (pointer) {
var compiled = compilePointer(pointer)
return {
get: function (object) {
return get(object, compiled)
},
set: function (object, value) {
return set(object, compiled, value)
}
}
}

exports.get = get
exports.set = set
exports.compile = compile


  }),

  1026:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(4156);
const utils = __nccwpck_require__(2599);

function picomatch(glob, options, returnState = false) {

if (options && (options.windows === null || options.windows === undefined)) {

options = { ...options, windows: utils.isWindows() };
}

return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


  }),

  7223:
  ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;





const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
DOT_LITERAL,
PLUS_LITERAL,
QMARK_LITERAL,
SLASH_LITERAL,
ONE_CHAR,
QMARK,
END_ANCHOR,
DOTS_SLASH,
NO_DOT,
NO_DOTS,
NO_DOT_SLASH,
NO_DOTS_SLASH,
QMARK_NO_DOT,
STAR,
START_ANCHOR,
SEP
};





const WINDOWS_CHARS = {
...POSIX_CHARS,

SLASH_LITERAL: `[${WIN_SLASH}]`,
QMARK: WIN_NO_SLASH,
STAR: `${WIN_NO_SLASH}*?`,
DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
NO_DOT: `(?!${DOT_LITERAL})`,
NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
SEP: '\\'
};





const POSIX_REGEX_SOURCE = {
__proto__: null,
alnum: 'a-zA-Z0-9',
alpha: 'a-zA-Z',
ascii: '\\x00-\\x7F',
blank: ' \\t',
cntrl: '\\x00-\\x1F\\x7F',
digit: '0-9',
graph: '\\x21-\\x7E',
lower: 'a-z',
print: '\\x20-\\x7E ',
punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
space: ' \\t\\r\\n\\v\\f',
upper: 'A-Z',
word: 'A-Za-z0-9_',
xdigit: 'A-Fa-f0-9'
};

module.exports = {
DEFAULT_MAX_EXTGLOB_RECURSION,
MAX_LENGTH: 1024 * 64,
POSIX_REGEX_SOURCE,


REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,


REPLACEMENTS: {
__proto__: null,
'***': '*',
'**/**': '**',
'**/**/**': '**'
},


CHAR_0: 48,  
CHAR_9: 57,  


CHAR_UPPERCASE_A: 65,  
CHAR_LOWERCASE_A: 97,  
CHAR_UPPERCASE_Z: 90,  
CHAR_LOWERCASE_Z: 122,  

CHAR_LEFT_PARENTHESES: 40,  
CHAR_RIGHT_PARENTHESES: 41,  

CHAR_ASTERISK: 42,  


CHAR_AMPERSAND: 38,  
CHAR_AT: 64,  
CHAR_BACKWARD_SLASH: 92,  
CHAR_CARRIAGE_RETURN: 13,  
CHAR_CIRCUMFLEX_ACCENT: 94,  
CHAR_COLON: 58,  
CHAR_COMMA: 44,  
CHAR_DOT: 46,  
CHAR_DOUBLE_QUOTE: 34,  
CHAR_EQUAL: 61,  
CHAR_EXCLAMATION_MARK: 33,  
CHAR_FORM_FEED: 12,  
CHAR_FORWARD_SLASH: 47,  
CHAR_GRAVE_ACCENT: 96,  
CHAR_HASH: 35,  
CHAR_HYPHEN_MINUS: 45,  
CHAR_LEFT_ANGLE_BRACKET: 60,  
CHAR_LEFT_CURLY_BRACE: 123,  
CHAR_LEFT_SQUARE_BRACKET: 91,  
CHAR_LINE_FEED: 10,  
CHAR_NO_BREAK_SPACE: 160,  
CHAR_PERCENT: 37,  
CHAR_PLUS: 43,  
CHAR_QUESTION_MARK: 63,  
CHAR_RIGHT_ANGLE_BRACKET: 62,  
CHAR_RIGHT_CURLY_BRACE: 125,  
CHAR_RIGHT_SQUARE_BRACKET: 93,  
CHAR_SEMICOLON: 59,  
CHAR_SINGLE_QUOTE: 39,  
CHAR_SPACE: 32,  
CHAR_TAB: 9,  
CHAR_UNDERSCORE: 95,  
CHAR_VERTICAL_LINE: 124,  
CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,  





extglobChars(chars) {
return {
'!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
'?': { type: 'qmark', open: '(?:', close: ')?' },
'+': { type: 'plus', open: '(?:', close: ')+' },
'*': { type: 'star', open: '(?:', close: ')*' },
'@': { type: 'at', open: '(?:', close: ')' }
};
},





globChars(win32) {
return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
}
};


  }),

  3717:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(7223);
const utils = __nccwpck_require__(2599);





const {
MAX_LENGTH,
POSIX_REGEX_SOURCE,
REGEX_NON_SPECIAL_CHARS,
REGEX_SPECIAL_CHARS_BACKREF,
REPLACEMENTS
} = constants;





const expandRange = (args, options) => {
if (typeof options.expandRange === 'function') {
return options.expandRange(...args, options);
}

args.sort();
const value = `[${args.join('-')}]`;

try {
 
new RegExp(value);
} catch (ex) {
return args.map(v => utils.escapeRegex(v)).join('..');
}

return value;
};





const syntaxError = (type, char) => {
return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
const parts = [];
let bracket = 0;
let paren = 0;
let quote = 0;
let value = '';
let escaped = false;

for (const ch of input) {
if (escaped === true) {
value += ch;
escaped = false;
continue;
}

if (ch === '\\') {
value += ch;
escaped = true;
continue;
}

if (ch === '"') {
quote = quote === 1 ? 0 : 1;
value += ch;
continue;
}

if (quote === 0) {
if (ch === '[') {
bracket++;
} else if (ch === ']' && bracket > 0) {
bracket--;
} else if (bracket === 0) {
if (ch === '(') {
paren++;
} else if (ch === ')' && paren > 0) {
paren--;
} else if (ch === '|' && paren === 0) {
parts.push(value);
value = '';
continue;
}
}
}

value += ch;
}

parts.push(value);
return parts;
};

const isPlainBranch = branch => {
let escaped = false;

for (const ch of branch) {
if (escaped === true) {
escaped = false;
continue;
}

if (ch === '\\') {
escaped = true;
continue;
}

if (/[?*+@!()[\]{}]/.test(ch)) {
return false;
}
}

return true;
};

const normalizeSimpleBranch = branch => {
let value = branch.trim();
let changed = true;

while (changed === true) {
changed = false;

if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
value = value.slice(2, -1);
changed = true;
}
}

if (!isPlainBranch(value)) {
return;
}

return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
const values = branches.map(normalizeSimpleBranch).filter(Boolean);

for (let i = 0; i < values.length; i++) {
for (let j = i + 1; j < values.length; j++) {
const a = values[i];
const b = values[j];
const char = a[0];

if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
continue;
}

if (a === b || a.startsWith(b) || b.startsWith(a)) {
return true;
}
}
}

return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
return;
}

let bracket = 0;
let paren = 0;
let quote = 0;
let escaped = false;

for (let i = 1; i < pattern.length; i++) {
const ch = pattern[i];

if (escaped === true) {
escaped = false;
continue;
}

if (ch === '\\') {
escaped = true;
continue;
}

if (ch === '"') {
quote = quote === 1 ? 0 : 1;
continue;
}

if (quote === 1) {
continue;
}

if (ch === '[') {
bracket++;
continue;
}

if (ch === ']' && bracket > 0) {
bracket--;
continue;
}

if (bracket > 0) {
continue;
}

if (ch === '(') {
paren++;
continue;
}

if (ch === ')') {
paren--;

if (paren === 0) {
if (requireEnd === true && i !== pattern.length - 1) {
return;
}

return {
type: pattern[0],
body: pattern.slice(2, i),
end: i
};
}
}
}
};

const buildCharClassStar = chars => {
const source = chars.length === 1
? utils.escapeRegex(chars[0])
: `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
let index = 0;
const chars = [];

while (index < pattern.length) {
const match = parseRepeatedExtglob(pattern.slice(index), false);

if (!match || match.type !== '*') {
return;
}

const branches = splitTopLevel(match.body).map(branch => branch.trim());
if (branches.length !== 1) {
return;
}

const branch = normalizeSimpleBranch(branches[0]);
if (!branch || branch.length !== 1) {
return;
}

chars.push(branch);
index += match.end + 1;
}

if (chars.length < 1) {
return;
}

return chars;
};

const repeatedExtglobRecursion = pattern => {
let depth = 0;
let value = pattern.trim();
let match = parseRepeatedExtglob(value);

while (match) {
depth++;
value = match.body.trim();
match = parseRepeatedExtglob(value);
}

return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
if (options.maxExtglobRecursion === false) {
return { risky: false };
}

const max =
typeof options.maxExtglobRecursion === 'number'
? options.maxExtglobRecursion
: constants.DEFAULT_MAX_EXTGLOB_RECURSION;

const branches = splitTopLevel(body).map(branch => branch.trim());

if (branches.length > 1) {
if (
branches.some(branch => branch === '') ||
branches.some(branch => /^[*?]+$/.test(branch)) ||
hasRepeatedCharPrefixOverlap(branches)
) {
return { risky: true };
}
}







const safeChars = [];
let sawStarSequence = false;
let combinable = true;

for (const branch of branches) {
const chars = getStarExtglobSequenceChars(branch);
if (chars) {
sawStarSequence = true;
safeChars.push(...chars);
continue;
}

const literal = normalizeSimpleBranch(branch);
if (literal && literal.length === 1) {
safeChars.push(literal);
continue;
}

combinable = false;

if (repeatedExtglobRecursion(branch) > max) {
return { risky: true };
}
}

if (sawStarSequence) {
return combinable
? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
: { risky: true };
}

return { risky: false };
};








const parse = (input, options) => {
if (typeof input !== 'string') {
throw new TypeError('Expected a string');
}

input = REPLACEMENTS[input] || input;

const opts = { ...options };
const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

let len = input.length;
if (len > max) {
throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
}

const bos = { type: 'bos', value: '', output: opts.prepend || '' };
const tokens = [bos];

const capture = opts.capture ? '' : '?:';


const PLATFORM_CHARS = constants.globChars(opts.windows);
const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

const {
DOT_LITERAL,
PLUS_LITERAL,
SLASH_LITERAL,
ONE_CHAR,
DOTS_SLASH,
NO_DOT,
NO_DOT_SLASH,
NO_DOTS_SLASH,
QMARK,
QMARK_NO_DOT,
STAR,
START_ANCHOR
} = PLATFORM_CHARS;

const globstar = opts => {
return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
};

const nodot = opts.dot ? '' : NO_DOT;
const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
let star = opts.bash === true ? globstar(opts) : STAR;

if (opts.capture) {
star = `(${star})`;
}


if (typeof opts.noext === 'boolean') {
opts.noextglob = opts.noext;
}

const state = {
input,
index: -1,
start: 0,
dot: opts.dot === true,
consumed: '',
output: '',
prefix: '',
backtrack: false,
negated: false,
brackets: 0,
braces: 0,
parens: 0,
quotes: 0,
globstar: false,
tokens
};

input = utils.removePrefix(input, state);
len = input.length;

const extglobs = [];
const braces = [];
const stack = [];
let prev = bos;
let value;





const eos = () => state.index === len - 1;
const peek = state.peek = (n = 1) => input[state.index + n];
const advance = state.advance = () => input[++state.index] || '';
const remaining = () => input.slice(state.index + 1);
const consume = (value = '', num = 0) => {
state.consumed += value;
state.index += num;
};

const append = token => {
state.output += token.output != null ? token.output : token.value;
consume(token.value);
};

const negate = () => {
let count = 1;

while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
advance();
state.start++;
count++;
}

if (count % 2 === 0) {
return false;
}

state.negated = true;
state.start++;
return true;
};

const increment = type => {
state[type]++;
stack.push(type);
};

const decrement = type => {
state[type]--;
stack.pop();
};









const push = tok => {
if (prev.type === 'globstar') {
const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
state.output = state.output.slice(0, -prev.output.length);
prev.type = 'star';
prev.value = '*';
prev.output = star;
state.output += prev.output;
}
}

if (extglobs.length && tok.type !== 'paren') {
extglobs[extglobs.length - 1].inner += tok.value;
}

if (tok.value || tok.output) append(tok);
if (prev && prev.type === 'text' && tok.type === 'text') {
prev.output = (prev.output || prev.value) + tok.value;
prev.value += tok.value;
return;
}

tok.prev = prev;
tokens.push(tok);
prev = tok;
};

const extglobOpen = (type, value) => {
const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

token.prev = prev;
token.parens = state.parens;
token.output = state.output;
token.startIndex = state.index;
token.tokensIndex = tokens.length;
const output = (opts.capture ? '(' : '') + token.open;

increment('parens');
push({ type, value, output: state.output ? '' : ONE_CHAR });
push({ type: 'paren', extglob: true, value: advance(), output });
extglobs.push(token);
};

const extglobClose = token => {
const literal = input.slice(token.startIndex, state.index + 1);
const body = input.slice(token.startIndex + 2, state.index);
const analysis = analyzeRepeatedExtglob(body, opts);

if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
const safeOutput = analysis.safeOutput
? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
: undefined;
const open = tokens[token.tokensIndex];

open.type = 'text';
open.value = literal;
open.output = safeOutput || utils.escapeRegex(literal);

for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
tokens[i].value = '';
tokens[i].output = '';
delete tokens[i].suffix;
}

state.output = token.output + open.output;
state.backtrack = true;

push({ type: 'paren', extglob: true, value, output: '' });
decrement('parens');
return;
}

let output = token.close + (opts.capture ? ')' : '');
let rest;

if (token.type === 'negate') {
let extglobStar = star;

if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
extglobStar = globstar(opts);
}

if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
output = token.close = `)$))${extglobStar}`;
}

if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {





const expression = parse(rest, { ...options, fastpaths: false }).output;

output = token.close = `)${expression})${extglobStar})`;
}

if (token.prev.type === 'bos') {
state.negatedExtglob = true;
}
}

push({ type: 'paren', extglob: true, value, output });
decrement('parens');
};





if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
let backslashes = false;

let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
if (first === '\\') {
backslashes = true;
return m;
}

if (first === '?') {
if (esc) {
return esc + first + (rest ? QMARK.repeat(rest.length) : '');
}
if (index === 0) {
return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
}
return QMARK.repeat(chars.length);
}

if (first === '.') {
return DOT_LITERAL.repeat(chars.length);
}

if (first === '*') {
if (esc) {
return esc + first + (rest ? star : '');
}
return star;
}
return esc ? m : `\\${m}`;
});

if (backslashes === true) {
if (opts.unescape === true) {
output = output.replace(/\\/g, '');
} else {
output = output.replace(/\\+/g, m => {
return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
});
}
}

if (output === input && opts.contains === true) {
state.output = input;
return state;
}

state.output = utils.wrapOutput(output, state, options);
return state;
}





while (!eos()) {
value = advance();

if (value === '\u0000') {
continue;
}





if (value === '\\') {
const next = peek();

if (next === '/' && opts.bash !== true) {
continue;
}

if (next === '.' || next === ';') {
continue;
}

if (!next) {
value += '\\';
push({ type: 'text', value });
continue;
}


const match = /^\\+/.exec(remaining());
let slashes = 0;

if (match && match[0].length > 2) {
slashes = match[0].length;
state.index += slashes;
if (slashes % 2 !== 0) {
value += '\\';
}
}

if (opts.unescape === true) {
value = advance();
} else {
value += advance();
}

if (state.brackets === 0) {
push({ type: 'text', value });
continue;
}
}






if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
if (opts.posix !== false && value === ':') {
const inner = prev.value.slice(1);
if (inner.includes('[')) {
prev.posix = true;

if (inner.includes(':')) {
const idx = prev.value.lastIndexOf('[');
const pre = prev.value.slice(0, idx);
const rest = prev.value.slice(idx + 2);
const posix = POSIX_REGEX_SOURCE[rest];
if (posix) {
prev.value = pre + posix;
state.backtrack = true;
advance();

if (!bos.output && tokens.indexOf(prev) === 1) {
bos.output = ONE_CHAR;
}
continue;
}
}
}
}

if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
value = `\\${value}`;
}

if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
value = `\\${value}`;
}

if (opts.posix === true && value === '!' && prev.value === '[') {
value = '^';
}

prev.value += value;
append({ value });
continue;
}






if (state.quotes === 1 && value !== '"') {
value = utils.escapeRegex(value);
prev.value += value;
append({ value });
continue;
}





if (value === '"') {
state.quotes = state.quotes === 1 ? 0 : 1;
if (opts.keepQuotes === true) {
push({ type: 'text', value });
}
continue;
}





if (value === '(') {
increment('parens');
push({ type: 'paren', value });
continue;
}

if (value === ')') {
if (state.parens === 0 && opts.strictBrackets === true) {
throw new SyntaxError(syntaxError('opening', '('));
}

const extglob = extglobs[extglobs.length - 1];
if (extglob && state.parens === extglob.parens + 1) {
extglobClose(extglobs.pop());
continue;
}

push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
decrement('parens');
continue;
}





if (value === '[') {
if (opts.nobracket === true || !remaining().includes(']')) {
if (opts.nobracket !== true && opts.strictBrackets === true) {
throw new SyntaxError(syntaxError('closing', ']'));
}

value = `\\${value}`;
} else {
increment('brackets');
}

push({ type: 'bracket', value });
continue;
}

if (value === ']') {
if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
push({ type: 'text', value, output: `\\${value}` });
continue;
}

if (state.brackets === 0) {
if (opts.strictBrackets === true) {
throw new SyntaxError(syntaxError('opening', '['));
}

push({ type: 'text', value, output: `\\${value}` });
continue;
}

decrement('brackets');

const prevValue = prev.value.slice(1);
if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
value = `/${value}`;
}

prev.value += value;
append({ value });



if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
continue;
}

const escaped = utils.escapeRegex(prev.value);
state.output = state.output.slice(0, -prev.value.length);



if (opts.literalBrackets === true) {
state.output += escaped;
prev.value = escaped;
continue;
}


prev.value = `(${capture}${escaped}|${prev.value})`;
state.output += prev.value;
continue;
}





if (value === '{' && opts.nobrace !== true) {
increment('braces');

const open = {
type: 'brace',
value,
output: '(',
outputIndex: state.output.length,
tokensIndex: state.tokens.length
};

braces.push(open);
push(open);
continue;
}

if (value === '}') {
const brace = braces[braces.length - 1];

if (opts.nobrace === true || !brace) {
push({ type: 'text', value, output: value });
continue;
}

let output = ')';

if (brace.dots === true) {
const arr = tokens.slice();
const range = [];

for (let i = arr.length - 1; i >= 0; i--) {
tokens.pop();
if (arr[i].type === 'brace') {
break;
}
if (arr[i].type !== 'dots') {
range.unshift(arr[i].value);
}
}

output = expandRange(range, opts);
state.backtrack = true;
}

if (brace.comma !== true && brace.dots !== true) {
const out = state.output.slice(0, brace.outputIndex);
const toks = state.tokens.slice(brace.tokensIndex);
brace.value = brace.output = '\\{';
value = output = '\\}';
state.output = out;
for (const t of toks) {
state.output += (t.output || t.value);
}
}

push({ type: 'brace', value, output });
decrement('braces');
braces.pop();
continue;
}





if (value === '|') {
if (extglobs.length > 0) {
extglobs[extglobs.length - 1].conditions++;
}
push({ type: 'text', value });
continue;
}





if (value === ',') {
let output = value;

const brace = braces[braces.length - 1];
if (brace && stack[stack.length - 1] === 'braces') {
brace.comma = true;
output = '|';
}

push({ type: 'comma', value, output });
continue;
}





if (value === '/') {




if (prev.type === 'dot' && state.index === state.start + 1) {
state.start = state.index + 1;
state.consumed = '';
state.output = '';
tokens.pop();
prev = bos; 
continue;
}

push({ type: 'slash', value, output: SLASH_LITERAL });
continue;
}





if (value === '.') {
if (state.braces > 0 && prev.type === 'dot') {
if (prev.value === '.') prev.output = DOT_LITERAL;
const brace = braces[braces.length - 1];
prev.type = 'dots';
prev.output += value;
prev.value += value;
brace.dots = true;
continue;
}

if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
push({ type: 'text', value, output: DOT_LITERAL });
continue;
}

push({ type: 'dot', value, output: DOT_LITERAL });
continue;
}





if (value === '?') {
const isGroup = prev && prev.value === '(';
if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
extglobOpen('qmark', value);
continue;
}

if (prev && prev.type === 'paren') {
const next = peek();
let output = value;

if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
output = `\\${value}`;
}

push({ type: 'text', value, output });
continue;
}

if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
push({ type: 'qmark', value, output: QMARK_NO_DOT });
continue;
}

push({ type: 'qmark', value, output: QMARK });
continue;
}





if (value === '!') {
if (opts.noextglob !== true && peek() === '(') {
if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
extglobOpen('negate', value);
continue;
}
}

if (opts.nonegate !== true && state.index === 0) {
negate();
continue;
}
}





if (value === '+') {
if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
extglobOpen('plus', value);
continue;
}

if ((prev && prev.value === '(') || opts.regex === false) {
push({ type: 'plus', value, output: PLUS_LITERAL });
continue;
}

if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
push({ type: 'plus', value });
continue;
}

push({ type: 'plus', value: PLUS_LITERAL });
continue;
}





if (value === '@') {
if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
push({ type: 'at', extglob: true, value, output: '' });
continue;
}

push({ type: 'text', value });
continue;
}





if (value !== '*') {
if (value === '$' || value === '^') {
value = `\\${value}`;
}

const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
if (match) {
value += match[0];
state.index += match[0].length;
}

push({ type: 'text', value });
continue;
}





if (prev && (prev.type === 'globstar' || prev.star === true)) {
prev.type = 'star';
prev.star = true;
prev.value += value;
prev.output = star;
state.backtrack = true;
state.globstar = true;
consume(value);
continue;
}

let rest = remaining();
if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
extglobOpen('star', value);
continue;
}

if (prev.type === 'star') {
if (opts.noglobstar === true) {
consume(value);
continue;
}

const prior = prev.prev;
const before = prior.prev;
const isStart = prior.type === 'slash' || prior.type === 'bos';
const afterStar = before && (before.type === 'star' || before.type === 'globstar');

if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
push({ type: 'star', value, output: '' });
continue;
}

const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
push({ type: 'star', value, output: '' });
continue;
}


while (rest.slice(0, 3) === '/**') {
const after = input[state.index + 4];
if (after && after !== '/') {
break;
}
rest = rest.slice(3);
consume('/**', 3);
}




const isEnd = eos() || (
state.parens > 0
&& rest === ')'.repeat(state.parens)
&& !extglobs.some(extglob => extglob.type === 'negate')
);

if (prior.type === 'bos' && eos()) {
prev.type = 'globstar';
prev.value += value;
prev.output = globstar(opts);
state.output = prev.output;
state.globstar = true;
consume(value);
continue;
}

if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
state.output = state.output.slice(0, -(prior.output + prev.output).length);
prior.output = `(?:${prior.output}`;

prev.type = 'globstar';
prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
prev.value += value;
state.globstar = true;
state.output += prior.output + prev.output;
consume(value);
continue;
}

if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
const end = rest[1] !== void 0 ? '|$' : '';

state.output = state.output.slice(0, -(prior.output + prev.output).length);
prior.output = `(?:${prior.output}`;

prev.type = 'globstar';
prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
prev.value += value;

state.output += prior.output + prev.output;
state.globstar = true;

consume(value + advance());

push({ type: 'slash', value: '/', output: '' });
continue;
}

if (prior.type === 'bos' && rest[0] === '/') {
prev.type = 'globstar';
prev.value += value;
prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
state.output = prev.output;
state.globstar = true;
consume(value + advance());
push({ type: 'slash', value: '/', output: '' });
continue;
}


state.output = state.output.slice(0, -prev.output.length);


prev.type = 'globstar';
prev.output = globstar(opts);
prev.value += value;


state.output += prev.output;
state.globstar = true;
consume(value);
continue;
}

const token = { type: 'star', value, output: star };

if (opts.bash === true) {
token.output = '.*?';
if (prev.type === 'bos' || prev.type === 'slash') {
token.output = nodot + token.output;
}
push(token);
continue;
}

if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
token.output = value;
push(token);
continue;
}

if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
if (prev.type === 'dot') {
state.output += NO_DOT_SLASH;
prev.output += NO_DOT_SLASH;

} else if (opts.dot === true) {
state.output += NO_DOTS_SLASH;
prev.output += NO_DOTS_SLASH;

} else {
state.output += nodot;
prev.output += nodot;
}

if (peek() !== '*') {
state.output += ONE_CHAR;
prev.output += ONE_CHAR;
}
}

push(token);
}

while (state.brackets > 0) {
if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
state.output = utils.escapeLast(state.output, '[');
decrement('brackets');
}

while (state.parens > 0) {
if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
state.output = utils.escapeLast(state.output, '(');
decrement('parens');
}

while (state.braces > 0) {
if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
state.output = utils.escapeLast(state.output, '{');
decrement('braces');
}

if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
}


if (state.backtrack === true) {
state.output = '';

for (const token of state.tokens) {
state.output += token.output != null ? token.output : token.value;

if (token.suffix) {
state.output += token.suffix;
}
}
}

return state;
};







parse.fastpaths = (input, options) => {
const opts = { ...options };
const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
const len = input.length;
if (len > max) {
throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
}

input = REPLACEMENTS[input] || input;


const {
DOT_LITERAL,
SLASH_LITERAL,
ONE_CHAR,
DOTS_SLASH,
NO_DOT,
NO_DOTS,
NO_DOTS_SLASH,
STAR,
START_ANCHOR
} = constants.globChars(opts.windows);

const nodot = opts.dot ? NO_DOTS : NO_DOT;
const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
const capture = opts.capture ? '' : '?:';
const state = { negated: false, prefix: '' };
let star = opts.bash === true ? '.*?' : STAR;

if (opts.capture) {
star = `(${star})`;
}

const globstar = opts => {
if (opts.noglobstar === true) return star;
return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
};

const create = str => {
switch (str) {
case '*':
return `${nodot}${ONE_CHAR}${star}`;

case '.*':
return `${DOT_LITERAL}${ONE_CHAR}${star}`;

case '*.*':
return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

case '*/*':
return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

case '**':
return nodot + globstar(opts);

case '**/*':
return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

case '**/*.*':
return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

case '**/.*':
return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

default: {
const match = /^(.*?)\.(\w+)$/.exec(str);
if (!match) return;

const source = create(match[1]);
if (!source) return;

return source + DOT_LITERAL + match[2];
}
}
};

const output = utils.removePrefix(input, state);
let source = create(output);

if (source && opts.strictSlashes !== true) {
source += `${SLASH_LITERAL}?`;
}

return source;
};

module.exports = parse;


  }),

  4156:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(6745);
const parse = __nccwpck_require__(3717);
const utils = __nccwpck_require__(2599);
const constants = __nccwpck_require__(7223);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);



































const picomatch = (glob, options, returnState = false) => {
if (Array.isArray(glob)) {
const fns = glob.map(input => picomatch(input, options, returnState));
const arrayMatcher = str => {
for (const isMatch of fns) {
const state = isMatch(str);
if (state) return state;
}
return false;
};
return arrayMatcher;
}

const isState = isObject(glob) && glob.tokens && glob.input;

if (glob === '' || (typeof glob !== 'string' && !isState)) {
throw new TypeError('Expected pattern to be a non-empty string');
}

const opts = options || {};
const posix = opts.windows;
const regex = isState
? picomatch.compileRe(glob, options)
: picomatch.makeRe(glob, options, false, true);

const state = regex.state;
delete regex.state;

let isIgnored = () => false;
if (opts.ignore) {
const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
}

const matcher = (input, returnObject = false) => {
const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
const result = { glob, state, regex, posix, input, output, match, isMatch };

if (typeof opts.onResult === 'function') {
opts.onResult(result);
}

if (isMatch === false) {
result.isMatch = false;
return returnObject ? result : false;
}

if (isIgnored(input)) {
if (typeof opts.onIgnore === 'function') {
opts.onIgnore(result);
}
result.isMatch = false;
return returnObject ? result : false;
}

if (typeof opts.onMatch === 'function') {
opts.onMatch(result);
}
return returnObject ? result : true;
};

if (returnState) {
matcher.state = state;
}

return matcher;
};


















picomatch.test = (input, regex, options, { glob, posix } = {}) => {
if (typeof input !== 'string') {
throw new TypeError('Expected input to be a string');
}

if (input === '') {
return { isMatch: false, output: '' };
}

const opts = options || {};
const format = opts.format || (posix ? utils.toPosixSlashes : null);
let match = input === glob;
let output = (match && format) ? format(input) : input;

if (match === false) {
output = format ? format(input) : input;
match = output === glob;
}

if (match === false || opts.capture === true) {
if (opts.matchBase === true || opts.basename === true) {
match = picomatch.matchBase(input, regex, options, posix);
} else {
match = regex.exec(output);
}
}

return { isMatch: Boolean(match), match, output };
};















picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
return regex.test(utils.basename(input, { windows: posix }));
};


















picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);















picomatch.parse = (pattern, options) => {
if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
return parse(pattern, { ...options, fastpaths: false });
};




























picomatch.scan = (input, options) => scan(input, options);





















picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
if (returnOutput === true) {
return state.output;
}

const opts = options || {};
const prepend = opts.contains ? '' : '^';
const append = opts.contains ? '' : '$';

let source = `${prepend}(?:${state.output})${append}`;
if (state && state.negated === true) {
source = `^(?!${source}).*$`;
}

const regex = picomatch.toRegex(source, options);
if (returnState === true) {
regex.state = state;
}

return regex;
};




















picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
if (!input || typeof input !== 'string') {
throw new TypeError('Expected a non-empty string');
}

let parsed = { negated: false, fastpaths: true };

if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
parsed.output = parse.fastpaths(input, options);
}

if (!parsed.output) {
parsed = parse(input, options);
}

return picomatch.compileRe(parsed, options, returnOutput, returnState);
};


















picomatch.toRegex = (source, options) => {
try {
const opts = options || {};
return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
} catch (err) {
if (options && options.debug === true) throw err;
return /$^/;
}
};






picomatch.constants = constants;





module.exports = picomatch;


  }),

  6745:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(2599);
const {
CHAR_ASTERISK,              
CHAR_AT,                    
CHAR_BACKWARD_SLASH,        
CHAR_COMMA,                 
CHAR_DOT,                   
CHAR_EXCLAMATION_MARK,      
CHAR_FORWARD_SLASH,         
CHAR_LEFT_CURLY_BRACE,      
CHAR_LEFT_PARENTHESES,      
CHAR_LEFT_SQUARE_BRACKET,   
CHAR_PLUS,                  
CHAR_QUESTION_MARK,         
CHAR_RIGHT_CURLY_BRACE,     
CHAR_RIGHT_PARENTHESES,     
CHAR_RIGHT_SQUARE_BRACKET   
} = __nccwpck_require__(7223);

const isPathSeparator = code => {
return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
if (token.isPrefix !== true) {
token.depth = token.isGlobstar ? Infinity : 1;
}
};


















const scan = (input, options) => {
const opts = options || {};

const length = input.length - 1;
const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
const slashes = [];
const tokens = [];
const parts = [];

let str = input;
let index = -1;
let start = 0;
let lastIndex = 0;
let isBrace = false;
let isBracket = false;
let isGlob = false;
let isExtglob = false;
let isGlobstar = false;
let braceEscaped = false;
let backslashes = false;
let negated = false;
let negatedExtglob = false;
let finished = false;
let braces = 0;
let prev;
let code;
let token = { value: '', depth: 0, isGlob: false };

const eos = () => index >= length;
const peek = () => str.charCodeAt(index + 1);
const advance = () => {
prev = code;
return str.charCodeAt(++index);
};

while (index < length) {
code = advance();
let next;

if (code === CHAR_BACKWARD_SLASH) {
backslashes = token.backslashes = true;
code = advance();

if (code === CHAR_LEFT_CURLY_BRACE) {
braceEscaped = true;
}
continue;
}

if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
braces++;

while (eos() !== true && (code = advance())) {
if (code === CHAR_BACKWARD_SLASH) {
backslashes = token.backslashes = true;
advance();
continue;
}

if (code === CHAR_LEFT_CURLY_BRACE) {
braces++;
continue;
}

if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
isBrace = token.isBrace = true;
isGlob = token.isGlob = true;
finished = true;

if (scanToEnd === true) {
continue;
}

break;
}

if (braceEscaped !== true && code === CHAR_COMMA) {
isBrace = token.isBrace = true;
isGlob = token.isGlob = true;
finished = true;

if (scanToEnd === true) {
continue;
}

break;
}

if (code === CHAR_RIGHT_CURLY_BRACE) {
braces--;

if (braces === 0) {
braceEscaped = false;
isBrace = token.isBrace = true;
finished = true;
break;
}
}
}

if (scanToEnd === true) {
continue;
}

break;
}

if (code === CHAR_FORWARD_SLASH) {
slashes.push(index);
tokens.push(token);
token = { value: '', depth: 0, isGlob: false };

if (finished === true) continue;
if (prev === CHAR_DOT && index === (start + 1)) {
start += 2;
continue;
}

lastIndex = index + 1;
continue;
}

if (opts.noext !== true) {
const isExtglobChar = code === CHAR_PLUS
|| code === CHAR_AT
|| code === CHAR_ASTERISK
|| code === CHAR_QUESTION_MARK
|| code === CHAR_EXCLAMATION_MARK;

if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
isGlob = token.isGlob = true;
isExtglob = token.isExtglob = true;
finished = true;
if (code === CHAR_EXCLAMATION_MARK && index === start) {
negatedExtglob = true;
}

if (scanToEnd === true) {
let parens = 0;

while (eos() !== true && (code = advance())) {
if (code === CHAR_BACKWARD_SLASH) {
backslashes = token.backslashes = true;
advance();
continue;
}

if (code === CHAR_LEFT_PARENTHESES) {
parens++;
continue;
}

if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
finished = true;
break;
}
}
continue;
}
break;
}
}

if (code === CHAR_ASTERISK) {
if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
isGlob = token.isGlob = true;
finished = true;

if (scanToEnd === true) {
continue;
}
break;
}

if (code === CHAR_QUESTION_MARK) {
isGlob = token.isGlob = true;
finished = true;

if (scanToEnd === true) {
continue;
}
break;
}

if (code === CHAR_LEFT_SQUARE_BRACKET) {
while (eos() !== true && (next = advance())) {
if (next === CHAR_BACKWARD_SLASH) {
backslashes = token.backslashes = true;
advance();
continue;
}

if (next === CHAR_RIGHT_SQUARE_BRACKET) {
isBracket = token.isBracket = true;
isGlob = token.isGlob = true;
finished = true;
break;
}
}

if (scanToEnd === true) {
continue;
}

break;
}

if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
negated = token.negated = true;
start++;
continue;
}

if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
isGlob = token.isGlob = true;

if (scanToEnd === true) {
let parens = 1;

while (eos() !== true && (code = advance())) {
if (code === CHAR_BACKWARD_SLASH) {
backslashes = token.backslashes = true;
advance();
continue;
}

if (code === CHAR_LEFT_PARENTHESES) {
parens++;
continue;
}

if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
finished = true;
break;
}
}
continue;
}
break;
}

if (isGlob === true) {
finished = true;

if (scanToEnd === true) {
continue;
}

break;
}
}

if (opts.noext === true) {
isExtglob = false;
isGlob = false;
}

let base = str;
let prefix = '';
let glob = '';

if (start > 0) {
prefix = str.slice(0, start);
str = str.slice(start);
lastIndex -= start;
}

if (base && isGlob === true && lastIndex > 0) {
base = str.slice(0, lastIndex);
glob = str.slice(lastIndex);
} else if (isGlob === true) {
base = '';
glob = str;
} else {
base = str;
}

if (base && base !== '' && base !== '/' && base !== str) {
if (isPathSeparator(base.charCodeAt(base.length - 1))) {
base = base.slice(0, -1);
}
}

if (opts.unescape === true) {
if (glob) glob = utils.removeBackslashes(glob);

if (base && backslashes === true) {
base = utils.removeBackslashes(base);
}
}

const state = {
prefix,
input,
start,
base,
glob,
isBrace,
isBracket,
isGlob,
isExtglob,
isGlobstar,
negated,
negatedExtglob
};

if (opts.tokens === true) {
state.maxDepth = 0;
if (!isPathSeparator(code)) {
tokens.push(token);
}
state.tokens = tokens;
}

if (opts.parts === true || opts.tokens === true) {
let prevIndex;

for (let idx = 0; idx < slashes.length; idx++) {
const n = prevIndex !== undefined ? prevIndex + 1 : start;
const i = slashes[idx];
const value = input.slice(n, i);
if (opts.tokens) {
if (idx === 0 && start !== 0) {
tokens[idx].isPrefix = true;
tokens[idx].value = prefix;
} else {
tokens[idx].value = value;
}
depth(tokens[idx]);
state.maxDepth += tokens[idx].depth;
}
if (i >= start) {
parts.push(value);
prevIndex = i;
}
}

const n = prevIndex !== undefined ? prevIndex + 1 : start;
const value = input.slice(n);
parts.push(value);

if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
tokens[tokens.length - 1].value = value;
depth(tokens[tokens.length - 1]);
state.maxDepth += tokens[tokens.length - 1].depth;
}

state.slashes = slashes;
state.parts = parts;
}

return state;
};

module.exports = scan;


  }),

  2599:
  ((__unused_webpack_module, exports, __nccwpck_require__) => {

 


const {
REGEX_BACKSLASH,
REGEX_REMOVE_BACKSLASH,
REGEX_SPECIAL_CHARS,
REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(7223);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
if (typeof navigator !== 'undefined' && navigator.platform) {
const platform = navigator.platform.toLowerCase();
return platform === 'win32' || platform === 'windows';
}

if (typeof process !== 'undefined' && process.platform) {
return process.platform === 'win32';
}

return false;
};

exports.removeBackslashes = str => {
return str.replace(REGEX_REMOVE_BACKSLASH, match => {
return match === '\\' ? '' : match;
});
};

exports.escapeLast = (input, char, lastIdx) => {
const idx = input.lastIndexOf(char, lastIdx);
if (idx === -1) return input;
if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
let output = input;
if (output.startsWith('./')) {
output = output.slice(2);
state.prefix = './';
}
return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
const prepend = options.contains ? '' : '^';
const append = options.contains ? '' : '$';

let output = `${prepend}(?:${input})${append}`;
if (state.negated === true) {
output = `(?:^(?!${output}).*$)`;
}
return output;
};

exports.basename = (path, { windows } = {}) => {
const segs = path.split(windows ? /[\\/]/ : '/');
const last = segs[segs.length - 1];

if (last === '') {
return segs[segs.length - 2];
}

return last;
};


  }),

  9855:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const debug = __nccwpck_require__(8195)
const { MAX_LENGTH, MAX_SAFE_INTEGER } = __nccwpck_require__(1825)
const { safeRe: re, t } = __nccwpck_require__(3227)

const parseOptions = __nccwpck_require__(4464)
const { compareIdentifiers } = __nccwpck_require__(4192)

const isPrereleaseIdentifier = (prerelease, identifier) => {
const identifiers = identifier.split('.')
if (identifiers.length > prerelease.length) {
return false
}

for (let i = 0; i < identifiers.length; i++) {
if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
return false
}
}

return true
}

class SemVer {
constructor (version, options) {
options = parseOptions(options)

if (version instanceof SemVer) {
if (version.loose === !!options.loose &&
version.includePrerelease === !!options.includePrerelease) {
return version
} else {
version = version.version
}
} else if (typeof version !== 'string') {
throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`)
}

if (version.length > MAX_LENGTH) {
throw new TypeError(
`version is longer than ${MAX_LENGTH} characters`
)
}

debug('SemVer', version, options)
this.options = options
this.loose = !!options.loose


this.includePrerelease = !!options.includePrerelease

const m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL])

if (!m) {
throw new TypeError(`Invalid Version: ${version}`)
}

this.raw = version


this.major = +m[1]
this.minor = +m[2]
this.patch = +m[3]

if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
throw new TypeError('Invalid major version')
}

if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
throw new TypeError('Invalid minor version')
}

if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
throw new TypeError('Invalid patch version')
}


if (!m[4]) {
this.prerelease = []
} else {
this.prerelease = m[4].split('.').map((id) => {
if (/^[0-9]+$/.test(id)) {
const num = +id
if (num >= 0 && num < MAX_SAFE_INTEGER) {
return num
}
}
return id
})
}

this.build = m[5] ? m[5].split('.') : []
this.format()
}

format () {
this.version = `${this.major}.${this.minor}.${this.patch}`
if (this.prerelease.length) {
this.version += `-${this.prerelease.join('.')}`
}
return this.version
}

toString () {
return this.version
}

compare (other) {
debug('SemVer.compare', this.version, this.options, other)
if (!(other instanceof SemVer)) {
if (typeof other === 'string' && other === this.version) {
return 0
}
other = new SemVer(other, this.options)
}

if (other.version === this.version) {
return 0
}

return this.compareMain(other) || this.comparePre(other)
}

compareMain (other) {
if (!(other instanceof SemVer)) {
other = new SemVer(other, this.options)
}

if (this.major < other.major) {
return -1
}
if (this.major > other.major) {
return 1
}
if (this.minor < other.minor) {
return -1
}
if (this.minor > other.minor) {
return 1
}
if (this.patch < other.patch) {
return -1
}
if (this.patch > other.patch) {
return 1
}
return 0
}

comparePre (other) {
if (!(other instanceof SemVer)) {
other = new SemVer(other, this.options)
}


if (this.prerelease.length && !other.prerelease.length) {
return -1
} else if (!this.prerelease.length && other.prerelease.length) {
return 1
} else if (!this.prerelease.length && !other.prerelease.length) {
return 0
}

let i = 0
do {
const a = this.prerelease[i]
const b = other.prerelease[i]
debug('prerelease compare', i, a, b)
if (a === undefined && b === undefined) {
return 0
} else if (b === undefined) {
return 1
} else if (a === undefined) {
return -1
} else if (a === b) {
continue
} else {
return compareIdentifiers(a, b)
}
} while (++i)
}

compareBuild (other) {
if (!(other instanceof SemVer)) {
other = new SemVer(other, this.options)
}

let i = 0
do {
const a = this.build[i]
const b = other.build[i]
debug('build compare', i, a, b)
if (a === undefined && b === undefined) {
return 0
} else if (b === undefined) {
return 1
} else if (a === undefined) {
return -1
} else if (a === b) {
continue
} else {
return compareIdentifiers(a, b)
}
} while (++i)
}



inc (release, identifier, identifierBase) {
if (release.startsWith('pre')) {
if (!identifier && identifierBase === false) {
throw new Error('invalid increment argument: identifier is empty')
}

if (identifier) {
const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE])
if (!match || match[1] !== identifier) {
throw new Error(`invalid identifier: ${identifier}`)
}
}
}

switch (release) {
case 'premajor':
this.prerelease.length = 0
this.patch = 0
this.minor = 0
this.major++
this.inc('pre', identifier, identifierBase)
break
case 'preminor':
this.prerelease.length = 0
this.patch = 0
this.minor++
this.inc('pre', identifier, identifierBase)
break
case 'prepatch':



this.prerelease.length = 0
this.inc('patch', identifier, identifierBase)
this.inc('pre', identifier, identifierBase)
break


case 'prerelease':
if (this.prerelease.length === 0) {
this.inc('patch', identifier, identifierBase)
}
this.inc('pre', identifier, identifierBase)
break
case 'release':
if (this.prerelease.length === 0) {
throw new Error(`version ${this.raw} is not a prerelease`)
}
this.prerelease.length = 0
break

case 'major':




if (
this.minor !== 0 ||
this.patch !== 0 ||
this.prerelease.length === 0
) {
this.major++
}
this.minor = 0
this.patch = 0
this.prerelease = []
break
case 'minor':




if (this.patch !== 0 || this.prerelease.length === 0) {
this.minor++
}
this.patch = 0
this.prerelease = []
break
case 'patch':




if (this.prerelease.length === 0) {
this.patch++
}
this.prerelease = []
break


case 'pre': {
const base = Number(identifierBase) ? 1 : 0

if (this.prerelease.length === 0) {
this.prerelease = [base]
} else {
let i = this.prerelease.length
while (--i >= 0) {
if (typeof this.prerelease[i] === 'number') {
this.prerelease[i]++
i = -2
}
}
if (i === -1) {

if (identifier === this.prerelease.join('.') && identifierBase === false) {
throw new Error('invalid increment argument: identifier already exists')
}
this.prerelease.push(base)
}
}
if (identifier) {


let prerelease = [identifier, base]
if (identifierBase === false) {
prerelease = [identifier]
}
if (isPrereleaseIdentifier(this.prerelease, identifier)) {
const prereleaseBase = this.prerelease[identifier.split('.').length]
if (isNaN(prereleaseBase)) {
this.prerelease = prerelease
}
} else {
this.prerelease = prerelease
}
}
break
}
default:
throw new Error(`invalid increment argument: ${release}`)
}
this.raw = this.format()
if (this.build.length) {
this.raw += `+${this.build.join('.')}`
}
return this
}
}

module.exports = SemVer


  }),

  3307:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const parse = __nccwpck_require__(5797)
const clean = (version, options) => {
const s = parse(version.trim().replace(/^[=v]+/, ''), options)
return s ? s.version : null
}
module.exports = clean


  }),

  3525:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const SemVer = __nccwpck_require__(9855)
const parse = __nccwpck_require__(5797)
const { safeRe: re, t } = __nccwpck_require__(3227)

const coerce = (version, options) => {
if (version instanceof SemVer) {
return version
}

if (typeof version === 'number') {
version = String(version)
}

if (typeof version !== 'string') {
return null
}

options = options || {}

let match = null
if (!options.rtl) {
match = version.match(options.includePrerelease ? re[t.COERCEFULL] : re[t.COERCE])
} else {









const coerceRtlRegex = options.includePrerelease ? re[t.COERCERTLFULL] : re[t.COERCERTL]
let next
while ((next = coerceRtlRegex.exec(version)) &&
(!match || match.index + match[0].length !== version.length)
) {
if (!match ||
next.index + next[0].length !== match.index + match[0].length) {
match = next
}
coerceRtlRegex.lastIndex = next.index + next[1].length + next[2].length
}

coerceRtlRegex.lastIndex = -1
}

if (match === null) {
return null
}

const major = match[2]
const minor = match[3] || '0'
const patch = match[4] || '0'
const prerelease = options.includePrerelease && match[5] ? `-${match[5]}` : ''
const build = options.includePrerelease && match[6] ? `+${match[6]}` : ''

return parse(`${major}.${minor}.${patch}${prerelease}${build}`, options)
}
module.exports = coerce


  }),

  6841:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const SemVer = __nccwpck_require__(9855)
const compare = (a, b, loose) =>
new SemVer(a, loose).compare(new SemVer(b, loose))

module.exports = compare


  }),

  7014:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const compare = __nccwpck_require__(6841)
const eq = (a, b, loose) => compare(a, b, loose) === 0
module.exports = eq


  }),

  3329:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const compare = __nccwpck_require__(6841)
const lte = (a, b, loose) => compare(a, b, loose) <= 0
module.exports = lte


  }),

  5797:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const SemVer = __nccwpck_require__(9855)
const parse = (version, options, throwErrors = false) => {
if (version instanceof SemVer) {
return version
}
try {
return new SemVer(version, options)
} catch (er) {
if (!throwErrors) {
return null
}
throw er
}
}

module.exports = parse


  }),

  6432:
  ((module, __unused_webpack_exports, __nccwpck_require__) => {



const parse = __nccwpck_require__(5797)
const valid = (version, options) => {
const v = parse(version, options)
return v ? v.version : null
}
module.exports = valid


  }),

  1825:
  ((module) => {





const SEMVER_SPEC_VERSION = '2.0.0'

const MAX_LENGTH = 256
const MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER ||
  9007199254740991


const MAX_SAFE_COMPONENT_LENGTH = 16



const MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6


const WHITESPACE_CHARACTERS = [
'\t',
'\n',
'\v',
'\f',
'\r',
' ',
'\u00a0',
'\u1680',
'\u2000',
'\u2001',
'\u2002',
'\u2003',
'\u2004',
'\u2005',
'\u2006',
'\u2007',
'\u2008',
'\u2009',
'\u200a',
'\u2028',
'\u2029',
'\u202f',
'\u205f',
'\u3000',
'\ufeff',
]

const RELEASE_TYPES = [
'major',
'premajor',
'minor',
'preminor',
'patch',
'prepatch',
'prerelease',
]

module.exports = {
MAX_LENGTH,
MAX_SAFE_COMPONENT_LENGTH,
MAX_SAFE_BUILD_LENGTH,
MAX_SAFE_INTEGER,
WHITESPACE_CHARACTERS,
RELEASE_TYPES,
SEMVER_SPEC_VERSION,
FLAG_INCLUDE_PRERELEASE: 0b001,
FLAG_LOOSE: 0b010,
}


  }),

  8195:
  ((module) => {



const debug = (
typeof process === 'object' &&
process.env &&
process.env.NODE_DEBUG &&
/\bsemver\b/i.test(process.env.NODE_DEBUG)
) ? (...args) => console.error('SEMVER', ...args)
: () => {}

module.exports = debug


  }),

  4192:
  ((module) => {



const numeric = /^[0-9]+$/
const compareIdentifiers = (a, b) => {
if (typeof a === 'number' && typeof b === 'number') {
return a === b ? 0 : a < b ? -1 : 1
}

const anum = numeric.test(a)
const bnum = numeric.test(b)

if (anum && bnum) {
a = +a
b = +b
}

return a === b ? 0
: (anum && !bnum) ? -1
: (bnum && !anum) ? 1
: a < b ? -1
: 1
}

const rcompareIdentifiers = (a, b) => compareIdentifiers(b, a)

module.exports = {
compareIdentifiers,
rcompareIdentifiers,
}


  }),

  4464:
  ((module) => {




const looseOption = Object.freeze({ loose: true })
const emptyOpts = Object.freeze({ })
const parseOptions = options => {
if (!options) {
return emptyOpts
}

if (typeof options !== 'object') {
return looseOption
}

return options
}
module.exports = parseOptions


  }),

  3227:
  ((module, exports, __nccwpck_require__) => {



const {
MAX_SAFE_COMPONENT_LENGTH,
MAX_SAFE_BUILD_LENGTH,
MAX_LENGTH,
} = __nccwpck_require__(1825)
const debug = __nccwpck_require__(8195)
exports = module.exports = {}


const re = exports.re = []
const safeRe = exports.safeRe = []
const src = exports.src = []
const safeSrc = exports.safeSrc = []
const t = exports.t = {}
let R = 0

const LETTERDASHNUMBER = '[a-zA-Z0-9-]'







const safeRegexReplacements = [
['\\s', 1],
['\\d', MAX_LENGTH],
[LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH],
]

const makeSafeRegex = (value) => {
for (const [token, max] of safeRegexReplacements) {
value = value
.split(`${token}*`).join(`${token}{0,${max}}`)
.split(`${token}+`).join(`${token}{1,${max}}`)
}
return value
}

const createToken = (name, value, isGlobal) => {
const safe = makeSafeRegex(value)
const index = R++
debug(name, index, value)
t[name] = index
src[index] = value
safeSrc[index] = safe
re[index] = new RegExp(value, isGlobal ? 'g' : undefined)
safeRe[index] = new RegExp(safe, isGlobal ? 'g' : undefined)
}







createToken('NUMERICIDENTIFIER', '0|[1-9]\\d*')
createToken('NUMERICIDENTIFIERLOOSE', '\\d+')





createToken('NONNUMERICIDENTIFIER', `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`)




createToken('MAINVERSION', `(${src[t.NUMERICIDENTIFIER]})\\.` +
`(${src[t.NUMERICIDENTIFIER]})\\.` +
`(${src[t.NUMERICIDENTIFIER]})`)

createToken('MAINVERSIONLOOSE', `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
`(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
`(${src[t.NUMERICIDENTIFIERLOOSE]})`)






createToken('PRERELEASEIDENTIFIER', `(?:${src[t.NONNUMERICIDENTIFIER]
}|${src[t.NUMERICIDENTIFIER]})`)

createToken('PRERELEASEIDENTIFIERLOOSE', `(?:${src[t.NONNUMERICIDENTIFIER]
}|${src[t.NUMERICIDENTIFIERLOOSE]})`)





createToken('PRERELEASE', `(?:-(${src[t.PRERELEASEIDENTIFIER]
}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`)

createToken('PRERELEASELOOSE', `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]
}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`)




createToken('BUILDIDENTIFIER', `${LETTERDASHNUMBER}+`)





createToken('BUILD', `(?:\\+(${src[t.BUILDIDENTIFIER]
}(?:\\.${src[t.BUILDIDENTIFIER]})*))`)










createToken('FULLPLAIN', `v?${src[t.MAINVERSION]
}${src[t.PRERELEASE]}?${
src[t.BUILD]}?`)

createToken('FULL', `^${src[t.FULLPLAIN]}$`)




createToken('LOOSEPLAIN', `[v=\\s]*${src[t.MAINVERSIONLOOSE]
}${src[t.PRERELEASELOOSE]}?${
src[t.BUILD]}?`)

createToken('LOOSE', `^${src[t.LOOSEPLAIN]}$`)

createToken('GTLT', '((?:<|>)?=?)')




createToken('XRANGEIDENTIFIERLOOSE', `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`)
createToken('XRANGEIDENTIFIER', `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`)

createToken('XRANGEPLAIN', `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})` +
`(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
`(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
`(?:${src[t.PRERELEASE]})?${
src[t.BUILD]}?` +
`)?)?`)

createToken('XRANGEPLAINLOOSE', `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})` +
`(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
`(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
`(?:${src[t.PRERELEASELOOSE]})?${
src[t.BUILD]}?` +
`)?)?`)

createToken('XRANGE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`)
createToken('XRANGELOOSE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`)



createToken('COERCEPLAIN', `${'(^|[^\\d])' +
'(\\d{1,'}${MAX_SAFE_COMPONENT_LENGTH}})` +
`(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?` +
`(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`)
createToken('COERCE', `${src[t.COERCEPLAIN]}(?:$|[^\\d])`)
createToken('COERCEFULL', src[t.COERCEPLAIN] +
`(?:${src[t.PRERELEASE]})?` +
`(?:${src[t.BUILD]})?` +
`(?:$|[^\\d])`)
createToken('COERCERTL', src[t.COERCE], true)
createToken('COERCERTLFULL', src[t.COERCEFULL], true)



createToken('LONETILDE', '(?:~>?)')

createToken('TILDETRIM', `(\\s*)${src[t.LONETILDE]}\\s+`, true)
exports.tildeTrimReplace = '$1~'

createToken('TILDE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`)
createToken('TILDELOOSE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`)



createToken('LONECARET', '(?:\\^)')

createToken('CARETTRIM', `(\\s*)${src[t.LONECARET]}\\s+`, true)
exports.caretTrimReplace = '$1^'

createToken('CARET', `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`)
createToken('CARETLOOSE', `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`)


createToken('COMPARATORLOOSE', `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`)
createToken('COMPARATOR', `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`)



createToken('COMPARATORTRIM', `(\\s*)${src[t.GTLT]
}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true)
exports.comparatorTrimReplace = '$1$2$3'





createToken('HYPHENRANGE', `^\\s*(${src[t.XRANGEPLAIN]})` +
`\\s+-\\s+` +
`(${src[t.XRANGEPLAIN]})` +
`\\s*$`)

createToken('HYPHENRANGELOOSE', `^\\s*(${src[t.XRANGEPLAINLOOSE]})` +
`\\s+-\\s+` +
`(${src[t.XRANGEPLAINLOOSE]})` +
`\\s*$`)


createToken('STAR', '(<|>)?=?\\s*\\*')

createToken('GTE0', '^\\s*>=\\s*0\\.0\\.0\\s*$')
createToken('GTE0PRE', '^\\s*>=\\s*0\\.0\\.0-0\\s*$')


  }),

  8987:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
c3: () => (  listOf),
yL: () => (  oneOf),
bQ: () => (  parseFlags)
});

;
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:util");

var did_you_mean = __nccwpck_require__(1924);

var errors = __nccwpck_require__(4788);
;







function parseFlags(command, config) {
try {
return (0,external_node_util_namespaceObject.parseArgs)(config);
}
catch (err) {
const code = err.code;
const message = err.message;
if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
const flag = /'([^']+)'/.exec(message)?.[1] ?? message;
const name = flag.replace(/^-+/, '').split('=')[0];
const match = (0,did_you_mean .au)(name, Object.keys(config.options ?? {}));
throw new errors .dz(`unknown option ${flag} for ${command}${match ? `; did you mean --${match}?` : ''} (see \`mcp-contract-gate ${command} --help\`)`);
}
if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
const flag = /'(--?[\w-]+)/.exec(message)?.[1];
throw new errors .dz(flag ? `${flag} needs a value (see \`mcp-contract-gate ${command} --help\`)` : message);
}
if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
const arg = /'([^']*)'/.exec(message)?.[1] ?? '';
throw new errors .dz(`${command} takes no argument ${JSON.stringify(arg)}; options start with -- (see \`mcp-contract-gate ${command} --help\`)`);
}
throw err;
}
}
 
function oneOf(flag, value, allowed) {
if (allowed.includes(value))
return value;
const match = (0,did_you_mean .au)(value, allowed);
throw new errors .dz(`${flag} must be one of ${allowed.join(', ')} (got "${value}")${match ? `; did you mean "${match}"?` : ''}`);
}
 
function listOf(flag, text, allowed) {
const parts = text
.split(',')
.map((s) => s.trim())
.filter(Boolean);
for (const p of parts) {
if (allowed.includes(p))
continue;
const match = (0,did_you_mean .au)(p, allowed);
throw new errors .dz(`${flag}: unknown value "${p}" (use ${allowed.join(', ')})${match ? `; did you mean "${match}"?` : ''}`);
}
return [...new Set(parts)];
}


  }),

  2923:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    LS: () => (  scrubbedIO),
    Wb: () => (  processIO),
    _Y: () => (  scrubbedText)
  });
  var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
  var node_fs__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
  var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
  var node_path__WEBPACK_IMPORTED_MODULE_1___default =  __nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
  var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6918);
  var _report_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3214);
  var _util_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4850);










function scrubbedIO(io) {
const scrubber = io.scrubber ?? new _util_secrets_js__WEBPACK_IMPORTED_MODULE_4__  .h6((0,_util_secrets_js__WEBPACK_IMPORTED_MODULE_4__  .qp)(io.env));
return { ...io, scrubber, stdout: (t) => io.stdout(scrubber.scrub(t)), stderr: (t) => io.stderr(scrubber.scrub(t)) };
}
 
function scrubbedText(io, text) {
return io.scrubber ? io.scrubber.scrub(text) : text;
}
function processIO() {
const tty = mayBeTerminal(1) && Boolean(process.stdout.isTTY);
const out = tty ? (t) => void process.stdout.write(t) : directWriter(1, () => process.stdout);
return {

stdout: (t) => out((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_3__  .Kw)(t)),
stderr: (t) => process.stderr.write((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_3__  .Kw)(t)),
cwd: process.cwd(),
env: process.env,
color: tty && !process.env.NO_COLOR,
today: new Date().toISOString().slice(0, 10),
...(tty && process.stdout.columns ? { columns: process.stdout.columns } : {}),
...(process.argv[1] ? { self: [process.execPath, selfPath(process.argv[1])] } : {}),
};
}





function mayBeTerminal(fd) {
try {
return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isCharacterDevice();
}
catch {
return false;
}
}





function directWriter(fd, stream) {
let streaming = false;
return (text) => {
if (streaming) {
stream().write(text);
return;
}
const bytes = Buffer.from(text, 'utf8');
let done = 0;
try {
while (done < bytes.length)
done += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, done);
}
catch {
streaming = true;
stream().write(bytes.subarray(done));
}
};
}




function selfPath(path) {
const given = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
try {
const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(given);
return _version_js__WEBPACK_IMPORTED_MODULE_2__  .m.test(real) || !_version_js__WEBPACK_IMPORTED_MODULE_2__  .m.test(given) ? real : given;
}
catch {
return given;
}
}


  }),

  5927:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    QH: () => (  resolveIn),
    Vy: () => (  display),
    xl: () => (  resolveFromRoot)
  });
  var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
  var node_path__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

 
function resolveIn(io, path) {
return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, path);
}
 
function resolveFromRoot(root, path) {
return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, path);
}
 
function display(io, path) {
const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, path);
return rel === '' ? '.' : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? path : rel;
}


  }),

  3297:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    FK: () => (  machineFormat),
    Q9: () => (  reportChoice),
    XX: () => (  render),
    d$: () => (  REPORT_FLAGS),
    hJ: () => (  REPORT_FLAGS_HELP)
  });
  var _model_severity_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3849);
  var _report_render_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1239);
  var _report_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6970);
  var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8987);




 
const REPORT_FLAGS = {
format: { type: 'string', default: 'text' },
'fail-on': { type: 'string' },
severity: { type: 'string' },
hide: { type: 'string' },
explain: { type: 'boolean' },
};
 
const REPORT_FLAGS_HELP = `${_report_render_js__WEBPACK_IMPORTED_MODULE_0__  .tC.map((f, i) => `${i === 0 ? '  --format F        ' : '                    '}${f.id}: ${f.help}`).join('\n')}
  --fail-on L       comma-separated severities that block (default: breaking,silent)
  --severity L      text: show only these severities, e.g. breaking,silent (blocking changes always show)
  --hide L          text: leave out these severities, e.g. cosmetic,additive (blocking changes always show)
  --explain         text: each rule's rationale under every change (default: once per rule, at the end)`;
function reportChoice(io, values) {
const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__  .yL)('--format', values.format ?? 'text', _report_render_js__WEBPACK_IMPORTED_MODULE_0__  .hR);
const severities = values.severity !== undefined ? (0,_args_js__WEBPACK_IMPORTED_MODULE_2__  .c3)('--severity', values.severity, _model_severity_js__WEBPACK_IMPORTED_MODULE_3__  .o) : undefined;
const hide = values.hide !== undefined ? (0,_args_js__WEBPACK_IMPORTED_MODULE_2__  .c3)('--hide', values.hide, _model_severity_js__WEBPACK_IMPORTED_MODULE_3__  .o) : undefined;
const text = { color: io.color, explain: values.explain === true, ...(severities ? { severities } : {}), ...(hide ? { hide } : {}), ...(io.columns ? { width: io.columns } : {}) };
return { format, ...(values['fail-on'] !== undefined ? { failOn: (0,_args_js__WEBPACK_IMPORTED_MODULE_2__  .c3)('--fail-on', values['fail-on'], _model_severity_js__WEBPACK_IMPORTED_MODULE_3__  .o) } : {}), text };
}
 
function machineFormat(format) {
return (0,_report_render_js__WEBPACK_IMPORTED_MODULE_0__  .J6)(format)?.machine === true;
}
 
function render(choice, input) {
return choice.format === 'text' ? (0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__  .S)(input, choice.text) : (0,_report_render_js__WEBPACK_IMPORTED_MODULE_0__  .B1)(choice.format, input, { color: choice.text.color ?? false });
}


  }),

  8188:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    b: () => (  describeValue)
  });
 
function describeValue(value) {
if (value === null || value === undefined)
return 'an empty value';
if (Array.isArray(value))
return 'a list';
if (typeof value === 'object')
return 'a mapping';
if (typeof value === 'string')
return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}\u2026` : value);
return String(value);
}


  }),

  8118:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    x: () => (  ConfigError)
  });
  var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4788);





class ConfigError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz {
problems;
constructor(file, problems) {
super(problems.map((p) => (p.line === undefined ? p.message : `${p.message} (line ${p.line})`)).join(`\n${file}: `), file);
this.problems = problems;
this.name = 'ConfigError';
}
 
get key() {
return this.problems[0]?.key;
}
get line() {
return this.problems[0]?.line;
}
}


  }),

  1961:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    G4: () => (  _policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__.G4),
    Kl: () => (  toRawEntry),
    OE: () => (  gateConfigFrom),
    bQ: () => (  rememberSource),
    sb: () => (  defaultConfig),
    vz: () => (  sourceOf)
  });
  var _policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8765);
  var _describe_value_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8188);
  var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1924);
  var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8118);
  var _key_path_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7572);
  var _server_entry_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(691);
  var _model_config_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1356);







 

 
function defaultConfig() {
return {
servers: [],
lockfile: _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .U,
includeMeta: false,
concurrency: _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .WH,
downloadConcurrency: _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .dN,
neutralPaths: true,
neutralMachine: [..._model_config_js__WEBPACK_IMPORTED_MODULE_3__  .a1],
policy: (0,_policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__  .G4)(),
};
}
 
const sources = new WeakMap();
function sourceOf(config) {
return sources.get(config);
}
function rememberSource(config, file, lines) {
sources.set(config, { file, lines });
return config;
}
 
 
function gateConfigFrom(data, file, lines, env, only) {
const problems = [];
const problem = (path, message) => problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(path), line: lines.line(path), message });
const config = defaultConfig();
if (typeof data.lockfile === 'string')
config.lockfile = data.lockfile;
if (typeof data['include-meta'] === 'boolean')
config.includeMeta = data['include-meta'];
if (typeof data.concurrency === 'number')
config.concurrency = data.concurrency;
if (typeof data['download-concurrency'] === 'number')
config.downloadConcurrency = data['download-concurrency'];
if (typeof data['neutral-paths'] === 'boolean')
config.neutralPaths = data['neutral-paths'];
config.neutralMachine = _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .a1.filter((fact) => data[`neutral-${fact}`] !== false);
if (typeof data.probes === 'string')
config.probes = data.probes;
const approvers = data.approvers;
const allowApps = approvers?.['allow-apps'];
if (typeof allowApps === 'string' || Array.isArray(allowApps))
config.approvers = { allowApps: [].concat(allowApps).filter((x) => typeof x === 'string') };
if (data.references !== undefined)
config.references = referenceSettings(data.references);
const timeoutMs = typeof data.timeout === 'number' ? data.timeout * 1000 : _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .t1;
const setupTimeoutMs = typeof data['setup-timeout'] === 'number' ? data['setup-timeout'] * 1000 : _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .T3;
const startTimeoutMs = typeof data['start-timeout'] === 'number' ? data['start-timeout'] * 1000 : _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .cy;
const rawServers = (data.servers ?? []);
const firstIndex = new Map();
const variantIds = [];
rawServers.forEach((entry, i) => {
const path = ['servers', i];
const id = entry.id;
const earlier = firstIndex.get(id);
if (earlier !== undefined)
problem([...path, 'id'], `servers[${i}].id "${id}" is already used by servers[${earlier}]; server ids must be unique`);
else
firstIndex.set(id, i);
for (const name of Object.keys((entry.variants ?? {})))
variantIds.push(`${id}${_model_config_js__WEBPACK_IMPORTED_MODULE_3__  .uv}${name}`);
if (entry['listing-varies'] === 'expected' && Array.isArray(entry.principals))
for (const p of entry.principals)
if (typeof p.name === 'string')
variantIds.push(`${id}${_model_config_js__WEBPACK_IMPORTED_MODULE_3__  .uv}${p.name}`);
const raw = (0,_server_entry_js__WEBPACK_IMPORTED_MODULE_2__  .J9)(toRawEntry(entry), only);
if (raw === undefined)
return;
const servers = (0,_server_entry_js__WEBPACK_IMPORTED_MODULE_2__  .hE)(raw, { file, path, lines, env, timeoutMs, startTimeoutMs, setupTimeoutMs, keys: { url: 'url', transport: 'transport' } }, problems);
const machine = config.neutralMachine.length < _model_config_js__WEBPACK_IMPORTED_MODULE_3__  .a1.length ? { neutralMachine: config.neutralMachine } : {};
for (const server of servers)
config.servers.push({ ...server, ...(config.neutralPaths ? {} : { neutralPaths: false }), ...machine });
});
if (data.policy !== undefined)
config.policy = (0,_policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__  .T4)(data.policy, {
file,
serverIds: [...firstIndex.keys(), ...variantIds],
problem,
keyPath: _key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K,
line: (path) => lines.line(path),
describe: _describe_value_js__WEBPACK_IMPORTED_MODULE_5__  .b,
suggest: _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__  .h,
});
if (problems.length > 0)
throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__  .x(file, problems);
return config;
}
 
function toRawEntry(entry) {
const raw = { id: entry.id };
const copy = [
['command', 'command'],
['args', 'args'],
['env', 'env'],
['cwd', 'cwd'],
['url', 'url'],
['transport', 'transport'],
['headers', 'headers'],
['auth', 'auth'],
['setup', 'setup'],
['timeoutSeconds', 'timeout'],
['startTimeoutSeconds', 'start-timeout'],
['setupTimeoutSeconds', 'setup-timeout'],
['source', 'source'],
['forbiddenTools', 'forbidden-tools'],
['enforce', 'enforce'],
['enforceBy', 'enforce-by'],
['clientCapabilities', 'client-capabilities'],
['protocol', 'protocol'],
];
for (const [to, from] of copy)
if (entry[from] !== undefined && entry[from] !== null)
raw[to] = entry[from];
if (entry.variants !== undefined && entry.variants !== null)
raw.variants = entry.variants;
if (Array.isArray(entry.principals))
raw.principals = entry.principals.map((p) => {
const { 'client-name': clientName, ...rest } = p;
return { ...rest, ...(typeof clientName === 'string' ? { clientName } : {}) };
});
if (entry['listing-varies'] === 'expected')
raw.listingVaries = 'expected';
if (entry.reread === true)
raw.reread = true;
return raw;
}
 
function referenceSettings(raw) {
if (typeof raw === 'boolean')
return { enabled: raw };
const o = raw;
const settings = { enabled: true };
if (o.globs !== undefined)
settings.globs = o.globs;
if (o.exclude !== undefined)
settings.exclude = [].concat(o.exclude).map(String);
if (o.aliases !== undefined)
settings.aliases = o.aliases;
return settings;
}


  }),

  2406:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Dn: () => (  InterpolationError),
    GW: () => (  interpolate),
    kF: () => (  interpolatedNames),
    sA: () => (  expandWorkspaceFolder)
  });
const WORKSPACE_FOLDER = '${workspaceFolder}';
class InterpolationError extends Error {
}
const PLACEHOLDER = /\$(\$?)\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function interpolate(value, env) {
return value.replace(PLACEHOLDER, (whole, escaped, inner) => {
if (escaped)
return whole.slice(1);
if (inner === 'workspaceFolder')
return whole;
if (inner.startsWith('{')) {
throw new InterpolationError(`uses the GitHub expression "${whole}}", which is not evaluated in this file; pass the value through the workflow step's env and write \${NAME} here`);
}
if (inner.startsWith('input:')) {
const id = inner.slice(6);
const value = inputValue(id, env);
if (value !== undefined)
return value;
throw new InterpolationError(`uses the VS Code input variable "${whole}", which cannot be prompted for in CI; set the environment variable ${inputNames(id).join(' or ')} in the workflow step's env, or write \${env:NAME} instead`);
}
const ref = reference(inner);
if (!ref) {
throw new InterpolationError(`has "${whole}", which is not a variable reference; write \${NAME} or \${NAME:-default}, or $${whole} for a literal "${whole}"`);
}
const { name, operator, fallback } = ref;
const current = env[name];
if (operator === ':-' && (current === undefined || current === ''))
return fallback;
if (operator === '-' && current === undefined)
return fallback;
if (current === undefined) {
throw new InterpolationError(`needs the environment variable ${name}, which is not set; set it in the workflow step's env (e.g. ${name}: \${{ secrets.${name} }}) or give a default with \${${name}:-value}`);
}
return current;
});
}
 
function inputNames(id) {
const upper = id.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
return upper === id ? [id] : [id, upper];
}
function inputValue(id, env) {
for (const name of inputNames(id))
if (env[name] !== undefined)
return env[name];
return undefined;
}
 
function reference(inner) {
const body = inner.startsWith('env:') ? inner.slice(4) : inner;
const m = /^([^:-]*)(?:(:?-)(.*))?$/s.exec(body);
const name = m?.[1] ?? '';
if (!m || !NAME.test(name))
return undefined;
return { name, ...(m[2] ? { operator: m[2] } : {}), fallback: m[3] ?? '' };
}
 
function interpolatedNames(text) {
const names = new Set();
for (const [, escaped, inner] of text.matchAll(PLACEHOLDER)) {
const ref = escaped || inner === undefined ? undefined : reference(inner);
if (ref && inner !== 'workspaceFolder')
names.add(ref.name);
}
return [...names].sort();
}
 
function expandWorkspaceFolder(value, rootDir) {
return value.split(WORKSPACE_FOLDER).join(rootDir);
}


  }),

  7572:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    K: () => (  formatKeyPath),
    o: () => (  pointerToPath)
  });
const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;
function formatKeyPath(path) {
let out = '';
for (const segment of path) {
if (typeof segment === 'number')
out += `[${segment}]`;
else if (PLAIN_KEY.test(segment))
out += out === '' ? segment : `.${segment}`;
else
out += `[${JSON.stringify(segment)}]`;
}
return out;
}
 
function pointerToPath(pointer, data) {
if (pointer === '')
return [];
const out = [];
let node = data;
for (const raw of pointer.slice(1).split('/')) {
const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
if (Array.isArray(node)) {
const index = Number(token);
out.push(index);
node = node[index];
}
else {
out.push(token);
node = typeof node === 'object' && node !== null ? node[token] : undefined;
}
}
return out;
}


  }),

  1188:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    E5: () => (  indexUrl),
    XB: () => (  packageRunner),
    bg: () => (  NPX_VALUE_FLAGS),
    jT: () => (  registryName),
    or: () => (  lockedLaunch),
    tn: () => (  versionlessArgs),
    y8: () => (  parseLaunchSpec)
  });
 





const SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const PEP440 = /^\d+(?:\.\d+)*(?:(?:a|b|rc)\d+)?(?:\.post\d+)?(?:\.dev\d+)?$/;





const NPX_VALUE_FLAGS = new Set([
'--package',
'-p',
'--cache',
'--userconfig',
'--registry',
'-c',
'--call',
'-w',
'--workspace',
'--prefix',
'--loglevel',
'--script-shell',
'--node-options',
]);
 
const VALUE_FLAGS = {
npx: NPX_VALUE_FLAGS,
'pnpm-dlx': new Set(['--package', '--allow-build', '-c', '--shell-mode']),
'yarn-dlx': new Set(['--package', '-p']),
bunx: new Set(['--package', '-p']),
uvx: new Set([
'--from',
'--with',
'--python',
'-p',
'--index',
'--index-url',
'--default-index',
'--extra-index-url',
'--find-links',
'-f',
'--index-strategy',
'--keyring-provider',
'--with-requirements',
'--with-editable',
'--cache-dir',
'--config-file',
'--directory',
'--env-file',
]),
pipx: new Set(['--spec', '--python', '--pip-args', '--index-url']),
docker: new Set([
'-e',
'--env',
'--env-file',
'-v',
'--volume',
'--name',
'-p',
'--publish',
'--network',
'--net',
'-w',
'--workdir',
'-u',
'--user',
'--entrypoint',
'--mount',
'--platform',
'-l',
'--label',
'--add-host',
'--cpus',
'-m',
'--memory',
'--pull',
'--hostname',
'-h',
'--restart',
'--runtime',
'--shm-size',
'--ulimit',
'--device',
'--cap-add',
'--cap-drop',
'--security-opt',
'--log-driver',
'--log-opt',
'--ipc',
'--pid',
'--dns',
'--gpus',
'--tmpfs',
]),
};
const PACKAGE_FLAGS = {
npx: new Set(['--package', '-p']),
'pnpm-dlx': new Set(['--package']),
'yarn-dlx': new Set(['--package', '-p']),
bunx: new Set(['--package', '-p']),
uvx: new Set(['--from']),
pipx: new Set(['--spec']),
docker: new Set(),
};
function baseName(command) {
const last = command.split(/[\\/]/).pop() ?? command;
return last.replace(/\.(?:cmd|exe|bat)$/i, '');
}






function packageRunner(command, args = []) {
const direct = managerOf(command, args)?.manager;
if (direct)
return direct;
const name = baseName(command).toLowerCase();
if (name === 'cmd' && /^\/[ck]$/i.test(args[0] ?? ''))
return args[1] !== undefined ? packageRunner(args[1], args.slice(2)) : undefined;
if (['sh', 'bash', 'dash', 'zsh', 'ash', 'ksh'].includes(name)) {
const c = args.findIndex((a) => /^-[a-z]*c[a-z]*$/.test(a));
const script = c >= 0 ? args[c + 1] : undefined;
if (script === undefined)
return undefined;
const words = script.split(/[\s;&|()]+/).filter(Boolean);
for (let i = 0; i < words.length; i++) {
const found = managerOf(words[i], words.slice(i + 1))?.manager;
if (found)
return found;
}
}
return undefined;
}
 
function managerOf(command, args) {
const name = baseName(command);
if (name === 'npx')
return { manager: 'npx', rest: [...args] };
if (name === 'bunx')
return { manager: 'bunx', rest: [...args] };
if (name === 'uvx')
return { manager: 'uvx', rest: [...args] };
if (name === 'bun' && args[0] === 'x')
return { manager: 'bunx', rest: args.slice(1) };
if (name === 'uv' && args[0] === 'tool' && args[1] === 'run')
return { manager: 'uvx', rest: args.slice(2) };
if (name === 'pnpm' && args[0] === 'dlx')
return { manager: 'pnpm-dlx', rest: args.slice(1) };
if (name === 'yarn' && args[0] === 'dlx')
return { manager: 'yarn-dlx', rest: args.slice(1) };
if (name === 'pnpx')
return { manager: 'pnpm-dlx', rest: [...args] };
if (name === 'npm' && (args[0] === 'exec' || args[0] === 'x'))
return { manager: 'npx', rest: args.slice(1) };
if (name === 'pipx' && args[0] === 'run')
return { manager: 'pipx', rest: args.slice(1) };
if (name === 'docker' || name === 'podman') {
if (args[0] === 'run')
return { manager: 'docker', rest: args.slice(1) };
if (args[0] === 'container' && args[1] === 'run')
return { manager: 'docker', rest: args.slice(2) };
}
return undefined;
}
 
function packageArgument(manager, rest) {
let positional;
for (let i = 0; i < rest.length; i++) {
const arg = rest[i];
if (arg === '--') {
if (!positional && rest[i + 1] !== undefined)
positional = { value: rest[i + 1], index: i + 1 };
break;
}
const eq = arg.indexOf('=');
const flag = arg.startsWith('-') && eq > 0 ? arg.slice(0, eq) : arg;
if (PACKAGE_FLAGS[manager].has(flag)) {
if (eq > 0 && flag !== arg)
return { value: arg.slice(eq + 1), index: i, inline: flag, flag: true };
return rest[i + 1] === undefined ? undefined : { value: rest[i + 1], index: i + 1, flag: true };
}
if (arg.startsWith('-')) {
if (flag === arg && VALUE_FLAGS[manager].has(arg))
i++;
continue;
}
positional ??= { value: arg, index: i };
if (manager === 'docker')
break; 
}
return positional;
}
function npmPin(spec) {
const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
if (at < 0)
return { package: spec, pin: { kind: 'none' } };
const name = spec.slice(0, at);
const ref = spec.slice(at + 1);
if (ref === '')
return { package: name, pin: { kind: 'none' } };
if (SEMVER.test(ref))
return { package: name, pin: { kind: 'version', version: ref.replace(/^v/, '') } };
if (/^[A-Za-z][\w.-]*$/.test(ref))
return { package: name, pin: { kind: 'tag', tag: ref } };
return { package: name, pin: { kind: 'range', range: ref } };
}
function pythonPin(spec) {
if (/^(?:git\+|[a-z]+:\/\/)/i.test(spec.trim()))
return { package: spec.trim(), pin: { kind: 'none' } };
const m = /^([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?)\s*(.*)$/.exec(spec.trim());
if (!m)
return { package: spec, pin: { kind: 'none' } };
const name = m[1].replace(/\[[^\]]*\]$/, '');
const ref = m[2].trim();
if (ref === '')
return { package: name, pin: { kind: 'none' } };
if (ref.startsWith('@')) {
const v = ref.slice(1).trim(); 
if (v === 'latest')
return { package: name, pin: { kind: 'tag', tag: v } };
return { package: name, pin: PEP440.test(v) ? { kind: 'version', version: v } : { kind: 'range', range: v } };
}
const exact = /^===?\s*([^,;\s]+)$/.exec(ref);
if (exact && PEP440.test(exact[1]))
return { package: name, pin: { kind: 'version', version: exact[1] } };
return { package: name, pin: { kind: 'range', range: ref } };
}
function dockerPin(image) {
const [ref, digest] = image.split('@', 2);
const slash = ref.lastIndexOf('/');
const colon = ref.lastIndexOf(':');
const hasTag = colon > slash;
const name = hasTag ? ref.slice(0, colon) : ref;
const tag = hasTag ? ref.slice(colon + 1) : undefined;
const pin = tag === undefined ? { kind: 'none' } : SEMVER.test(tag) ? { kind: 'version', version: tag.replace(/^v/, '') } : { kind: 'tag', tag };
return digest ? { package: name, pin, digest } : { package: name, pin };
}
 
function localPath(arg) {
return /^(?:\.{1,2}(?:[\\/]|$)|[\\/]|~[\\/]|file:|[A-Za-z]:[\\/])/.test(arg);
}
 
function registryName(manager, name) {
if (manager === 'docker')
return true;
if (manager === 'uvx' || manager === 'pipx')
return /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name);
return /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/i.test(name);
}
 
function parseLaunchSpec(command, args = []) {
const found = managerOf(command, args);
if (!found)
return undefined;
const arg = packageArgument(found.manager, found.rest)?.value;
if (!arg || localPath(arg))
return undefined;
switch (found.manager) {
case 'uvx':
case 'pipx': {
const index = pythonIndexArgs(found.manager, found.rest);
return { manager: found.manager, ...pythonPin(arg), ...(index ? { index } : {}) };
}
case 'docker':
return { manager: found.manager, ...dockerPin(arg) };
default:
return { manager: found.manager, ...npmPin(arg) };
}
}
 
function pythonIndexArgs(manager, rest) {
const out = { extra: [], findLinks: [] };
let seen = false;
for (let i = 0; i < rest.length; i++) {
const arg = rest[i];
if (arg === '--')
break;
if (!arg.startsWith('-'))
break; 
const eq = arg.indexOf('=');
const flag = eq > 0 ? arg.slice(0, eq) : arg;
const value = eq > 0 ? arg.slice(eq + 1) : VALUE_FLAGS[manager].has(flag) ? rest[++i] : undefined;
if (value === undefined)
continue;
if (flag === '--index-url' || flag === '--default-index')
out.url = value;
else if (flag === '--index' || flag === '--extra-index-url')
out.extra.push(...value.split(/\s+/).filter(Boolean).map(indexUrl));
else if (flag === '--find-links' || flag === '-f')
out.findLinks.push(value);
else
continue;
seen = true;
}
return seen ? out : undefined;
}
 
function indexUrl(entry) {
const m = /^[A-Za-z0-9._-]+=(.+)$/.exec(entry);
return m && !/^[a-z][a-z0-9+.-]*:/i.test(entry) ? m[1] : entry;
}
 
function launchVersion(spec) {
return spec?.pin.kind === 'version' ? spec.pin.version : undefined;
}





function lockedLaunch(command, args, locked) {
const found = managerOf(command, args);
if (!found)
return undefined;
const at = packageArgument(found.manager, found.rest);
if (!at)
return undefined;
const offset = args.length - found.rest.length;
let value;
switch (found.manager) {
case 'docker': {
const { package: name } = dockerPin(at.value);
if (locked.digest)
value = `${name}@${locked.digest}`;
else if (locked.version)
value = `${name}:${locked.version}`;
else
return undefined;
break;
}
case 'uvx':
case 'pipx': {
if (!locked.version)
return undefined;
const base = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?/.exec(at.value.trim())?.[0];
if (!base)
return undefined;
value = at.flag ? `${base}==${locked.version}` : found.manager === 'uvx' ? `${base}@${locked.version}` : `${base}==${locked.version}`;
if (found.manager === 'pipx' && !at.flag) {

const out = [...args];
out.splice(offset + at.index, 1, '--spec', value, pythonPin(at.value).package);
return { command, args: out };
}
break;
}
default:
if (locked.archive)
value = `file:${locked.archive}`;
else if (!locked.version)
return undefined;
else
value = `${npmPin(at.value).package}@${locked.version}`;
}
const out = [...args];
out[offset + at.index] = at.inline ? `${at.inline}=${value}` : value;
return { command, args: out };
}





function versionlessArgs(command, args) {
const found = managerOf(command, args);
const at = found ? packageArgument(found.manager, found.rest) : undefined;
if (!found || !at || localPath(at.value))
return [...args];
const name = found.manager === 'docker' ? dockerPin(at.value).package : found.manager === 'uvx' || found.manager === 'pipx' ? pythonPin(at.value).package : npmPin(at.value).package;
const out = [...args];
const i = args.length - found.rest.length + at.index;
out[i] = at.inline ? `${at.inline}=${name}` : name;
return out;
}


  }),

  691:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    J9: () => (  selectEntry),
    hE: () => (  buildServers),
    nA: () => (  launchRecord)
  });
 
  var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
  var node_path__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
  var _interpolate_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2406);
  var _key_path_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7572);
  var _model_config_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1356);
  var _launch_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1188);
  var _model_protocol_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2250);






 
function buildServer(raw, ctx, problems) {
const before = problems.length;
const at = (...keys) => [...ctx.path, ...keys];
const problem = (path, message) => problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(path), line: ctx.lines.line(path), message });
const where = (0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(ctx.path);
const text = (value, path) => {
try {
return (0,_interpolate_js__WEBPACK_IMPORTED_MODULE_5__  .GW)(String(value), ctx.env);
}
catch (err) {
if (!(err instanceof _interpolate_js__WEBPACK_IMPORTED_MODULE_5__  .Dn))
throw err;
problem(path, `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(path)} ${err.message}`);
return String(value);
}
};
const { url: urlKey, transport: transportKey } = ctx.keys;
if (raw.command !== undefined && raw.url !== undefined) {
problem(ctx.path, `${where} has both "command" and "${urlKey}"; a server is either started locally (command, over stdio) or remote (${urlKey}, over HTTP): keep one`);
}
else if (raw.command === undefined && raw.url === undefined) {
problem(ctx.path, `${where} needs either "command" (a local server started over stdio) or "${urlKey}" (a remote server over HTTP)`);
}
const remote = raw.url !== undefined && raw.command === undefined;
let transport = remote ? 'http' : 'stdio';
if (raw.transport !== undefined) {
const wanted = raw.transport === 'streamable-http' || raw.transport === 'streamableHttp' ? 'http' : raw.transport;
if (remote && wanted === 'stdio')
problem(at(transportKey), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at(transportKey))} is "stdio" but the server has a ${urlKey}; use http or sse, or give a command instead`);
else if (!remote && raw.command !== undefined && wanted !== 'stdio')
problem(at(transportKey), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at(transportKey))} is "${raw.transport}" but the server has a command (spoken to over stdio); remove ${transportKey} or give a ${urlKey} instead`);
else
transport = wanted;
}
if (remote && raw.args !== undefined)
problem(at('args'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at('args'))} only applies to servers started with command; remove it`);
if (!remote && raw.command !== undefined && raw.headers !== undefined)
problem(at('headers'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at('headers'))} only applies to remote servers (${urlKey}); remove it`);
const server = {
id: raw.id,
transport,
timeoutMs: Math.round((raw.timeoutSeconds ?? ctx.timeoutMs / 1000) * 1000),
startTimeoutMs: Math.round((raw.startTimeoutSeconds ?? ctx.startTimeoutMs / 1000) * 1000),
setupTimeoutMs: Math.round((raw.setupTimeoutSeconds ?? ctx.setupTimeoutMs / 1000) * 1000),
origin: { file: ctx.file, key: where, line: ctx.lines.line(ctx.path) },
};
if (raw.command !== undefined)
server.command = text(raw.command, at('command'));
const v = ctx.variant;
const from = (key, name) => (v?.[key].includes(name) ? [...v.path, key, name] : at(key, name));
if (raw.args !== undefined)
server.args = raw.args.map((a, i) => text(a, v?.args ? [...v.path, 'args', i] : at('args', i)));
if (raw.env !== undefined)
server.env = mapValues(raw.env, (value, k) => text(value, from('env', k)));
if (raw.cwd !== undefined) {
server.cwd = text(raw.cwd, at('cwd'));
if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(server.cwd) && !ctx.absoluteCwd)
problem(at('cwd'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at('cwd'))} must be a path relative to the repository root, so that it works in the base worktree too (found ${JSON.stringify(server.cwd)})`);
}
if (raw.url !== undefined) {
server.url = text(raw.url, at(urlKey));
if (problems.length === before && !validUrl(server.url))
problem(at(urlKey), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at(urlKey))} is not a valid http(s) URL (found ${JSON.stringify(server.url)})`);
}
if (raw.headers !== undefined)
server.headers = mapValues(raw.headers, (value, k) => text(value, from('headers', k)));
if (raw.auth !== undefined) {
if (!remote)
problem(at('auth'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at('auth'))} only applies to remote servers (${urlKey}); remove it`);
else
server.auth = readAuth(raw.auth, at('auth'), text, problem);
}
if (raw.setup !== undefined)
server.setup = raw.setup;
if (raw.source !== undefined)
server.source = toList(raw.source);
if (raw.forbiddenTools !== undefined)
server.forbiddenTools = toList(raw.forbiddenTools);
if (raw.enforce !== undefined)
server.enforce = raw.enforce;
if (raw.enforceBy !== undefined)
server.enforceBy = raw.enforceBy;
if (raw.clientCapabilities !== undefined)
server.clientCapabilities = raw.clientCapabilities;
if (raw.reread === true)
server.reread = true;
if (raw.clientName !== undefined)
server.clientName = raw.clientName;
if (raw.protocol !== undefined) {
if (_model_protocol_js__WEBPACK_IMPORTED_MODULE_3__  .ux.includes(raw.protocol))
server.protocol = raw.protocol;
else
problem(at('protocol'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(at('protocol'))} must be one of ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_3__  .ux.join(', ')} (found ${JSON.stringify(raw.protocol)})`);
}
server.launch = launchRecord(raw, transport);
return problems.length === before ? server : undefined;
}
 
const AUTH_SECRETS = [
['client-secret', 'clientSecret'],
['private-key', 'privateKey'],
['refresh-token', 'refreshToken'],
];
 
function readAuth(raw, path, text, problem) {
const key = (0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(path);
const given = AUTH_SECRETS.filter(([k]) => raw[k] !== undefined);
if (given.length === 0) {
problem(path, `${key} needs a credential: client-secret or private-key (client credentials), or refresh-token`);
return undefined;
}
if (raw['client-secret'] !== undefined && raw['private-key'] !== undefined) {
problem(path, `${key} has both client-secret and private-key; a client authenticates with one of them: keep one`);
return undefined;
}
const auth = { clientId: text(raw['client-id'] ?? '', [...path, 'client-id']), key };
for (const [k, field] of given) {
const value = raw[k];
if (!/\$\{[A-Za-z_][A-Za-z0-9_]*\}/.test(value)) {
problem([...path, k], `${key}.${k} must be a \${VAR} reference to a secret (e.g. "\${OAUTH_${k.toUpperCase().replace('-', '_')}}"), not the value itself: the config is committed`);
return undefined;
}
auth[field] = text(value, [...path, k]);
}
if (raw.scope !== undefined)
auth.scope = text(raw.scope, [...path, 'scope']);
return auth;
}
 
function launchRecord(raw, transport) {
const out = { transport };
const names = (m) => (m && Object.keys(m).length ? Object.keys(m).sort() : undefined);
if (raw.command !== undefined) {
out.command = raw.command;
if (raw.args?.length)
out.args = (0,_launch_spec_js__WEBPACK_IMPORTED_MODULE_2__  .tn)(raw.command, raw.args.map(String));
}
if (raw.cwd !== undefined)
out.cwd = raw.cwd;
const env = names(raw.env);
if (env)
out.env = env;
if (raw.url !== undefined)
out.url = raw.url;
const headers = names(raw.headers);
if (headers)
out.headers = headers;
if (raw.reread === true)
out.reread = true;
return out;
}





function buildServers(raw, ctx, problems) {
const { variants, principals, listingVaries, ...plain } = raw;
if (principals !== undefined || listingVaries !== undefined)
return buildPrincipals(raw, ctx, problems);
const server = buildServer(plain, ctx, problems);
if (!server || variants === undefined)
return server ? [server] : [];
const before = problems.length;
const out = [];
for (const [name, variant] of Object.entries(variants)) {
const at = [...(ctx.variantsAt ?? [...ctx.path, 'variants']), name];
const remote = server.transport !== 'stdio';
const merged = { ...plain, id: `${raw.id}${_model_config_js__WEBPACK_IMPORTED_MODULE_1__  .uv}${name}` };
if (variant.env !== undefined && !remote)
merged.env = { ...(plain.env ?? {}), ...variant.env };
if (variant.headers !== undefined && remote)
merged.headers = { ...(plain.headers ?? {}), ...variant.headers };
if (variant.args !== undefined && !remote)
merged.args = variant.args;
const misplaced = (key, fix) => problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)([...at, key]), line: ctx.lines.line([...at, key]), message: `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)([...at, key])} ${fix}` });
if (remote && variant.args !== undefined)
misplaced('args', "only applies to servers started with command; remove it (a remote server's variants set headers)");
if (remote && variant.env !== undefined)
misplaced('env', "only applies to servers started with command; a remote server's variants set headers instead");
if (!remote && variant.headers !== undefined)
misplaced('headers', `only applies to remote servers (${ctx.keys.url}); set env or args instead`);

const built = buildServer(merged, { ...ctx, variant: { path: at, env: Object.keys(variant.env ?? {}), headers: Object.keys(variant.headers ?? {}), args: variant.args !== undefined } }, problems);
if (built)
out.push({ ...built, variant: { name, of: raw.id } });
}
return problems.length === before ? out : [];
}





function buildPrincipals(raw, ctx, problems) {
const { variants, principals, listingVaries, ...plain } = raw;
const before = problems.length;
const key = (...keys) => [...(ctx.principalsAt ?? ctx.path), ...keys];
const problem = (path, message) => problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(path), line: ctx.lines.line(path), message: `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__  .K)(path)} ${message}` });
if (variants !== undefined)
problem(key('principals'), 'cannot be used with variants on the same entry: list the identities as principals, or the environments as variants, on two entries');
if (principals === undefined) {
problem(key('listing-varies'), 'declares that the principals see different listings, but the entry lists no principals: add principals, or remove listing-varies');
return [];
}
const remote = plain.url !== undefined && plain.command === undefined;
const seen = new Set();
const built = [];
principals.forEach((p, i) => {
const at = key('principals', i);
if (seen.has(p.name))
problem([...at, 'name'], `"${p.name}" is already the name of an earlier principal; principal names must be unique`);
seen.add(p.name);
if (remote && p.env !== undefined)
problem([...at, 'env'], "only applies to servers started with command; a remote server's principals set headers instead");
if (!remote && p.headers !== undefined)
problem([...at, 'headers'], `only applies to remote servers (${ctx.keys.url}); set env instead`);
const merged = { ...plain, id: listingVaries === 'expected' ? `${raw.id}${_model_config_js__WEBPACK_IMPORTED_MODULE_1__  .uv}${p.name}` : raw.id };
if (p.env !== undefined && !remote)
merged.env = { ...(plain.env ?? {}), ...p.env };
if (p.headers !== undefined && remote)
merged.headers = { ...(plain.headers ?? {}), ...p.headers };
if (p.clientName !== undefined)
merged.clientName = p.clientName;

const server = buildServer(merged, { ...ctx, variant: { path: at, env: Object.keys(p.env ?? {}), headers: Object.keys(p.headers ?? {}), args: false } }, problems);
if (server)
built.push({ principal: p, server });
});
if (problems.length !== before)
return [];
if (listingVaries === 'expected')
return built.map(({ principal, server }) => ({ ...server, variant: { name: principal.name, of: raw.id, principal: true } }));
const entry = buildServer(plain, ctx, problems);
if (!entry)
return [];
const read = built.map(({ principal, server }) => ({
name: principal.name,
...(server.env ? { env: server.env } : {}),
...(server.headers ? { headers: server.headers } : {}),
...(server.clientName !== undefined ? { clientName: server.clientName } : {}),
}));

return [{ ...entry, principals: read, launch: { ...entry.launch, principals: read.map((p) => p.name) } }];
}




function selectEntry(raw, only) {
if (only === undefined || only === raw.id)
return raw;
const prefix = `${raw.id}${_model_config_js__WEBPACK_IMPORTED_MODULE_1__  .uv}`;
if (raw.principals !== undefined && raw.listingVaries === 'expected' && only.startsWith(prefix)) {
const one = raw.principals.find((p) => p.name === only.slice(prefix.length));
return one ? { ...raw, principals: [one] } : undefined;
}
if (!only.startsWith(prefix) || raw.variants === undefined)
return undefined;
const name = only.slice(prefix.length);
return Object.hasOwn(raw.variants, name) ? { ...raw, variants: { [name]: raw.variants[name] } } : undefined;
}
function mapValues(obj, fn) {
const out = {};
for (const [k, v] of Object.entries(obj))
out[k] = fn(v, k);
return out;
}
function toList(value) {
return typeof value === 'string' ? [value] : [...value];
}
function validUrl(value) {
try {
const u = new URL(value);
return u.protocol === 'http:' || u.protocol === 'https:';
}
catch {
return false;
}
}


  }),

  207:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    $o: () => (  contractHash),
    E$: () => (  eraNeutral),
    NR: () => (  resourceContract),
    UM: () => (  instructionsContract),
    dG: () => (  toolContract),
    dc: () => (  resourceTemplateContract),
    dj: () => (  canonicalJson),
    fg: () => (  sha256Hex),
    h8: () => (  promptContract),
    lF: () => (  normalizeSchema)
  });
 
  var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
  var node_module__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
  var canonicalize__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(963);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1973);
  var _util_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4119);
  var _schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3043);





 
const TOOL_CONTRACT_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'];
 
const OPTIONAL_META_FIELDS = ['_meta', 'icons'];
const PROMPT_CONTRACT_FIELDS = ['name', 'title', 'description', 'arguments'];
 
const RESOURCE_TEMPLATE_CONTRACT_FIELDS = ['name', 'title', 'description', 'uriTemplate', 'mimeType', 'annotations'];




const RESOURCE_CONTRACT_FIELDS = ['uri', 'name', 'title', 'description', 'mimeType'];
 
function sortSet(values) {
const keyed = new Map();
for (const v of values)
keyed.set(v === undefined ? 'null' : canonicalJson(v), v);
return [...keyed.keys()].sort().map((k) => keyed.get(k));
}




function normalizeSchema(schema, depth = 0) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(schema))
return schema;
if (depth > _util_limits_js__WEBPACK_IMPORTED_MODULE_2__  .Xc)
throw new SchemaTooDeepError();
const out = {};
for (const [key, value] of Object.entries(schema)) {
let v = value;
if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__  .sU.has(key) && Array.isArray(value))
v = sortSet(value);
else if (key === 'dependentRequired' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(value)) {
const deps = {};
for (const [k, x] of Object.entries(value))
(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .P5)(deps, k, Array.isArray(x) ? sortSet(x) : x);
v = deps;
}
else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__  .Jb.has(key) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(value)) {
const map = {};
for (const [k, x] of Object.entries(value))
(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .P5)(map, k, normalizeSchema(x, depth + 1));
v = map;
}
else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__  .Y2.has(key) && Array.isArray(value))
v = value.map((x) => normalizeSchema(x, depth + 1));
else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__  .wz.has(key))
v = normalizeSchema(value, depth + 1);
(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .P5)(out, key, v);
}
return out;
}
 
class SchemaTooDeepError extends Error {
constructor() {
super(`the schema nests more than ${_util_limits_js__WEBPACK_IMPORTED_MODULE_2__  .Xc} levels deep (the limit on schema depth); no real tool needs that many`);
this.name = 'SchemaTooDeepError';
}
}
 
function toolContract(tool, options = {}) {
const out = {};
const fields = options.includeMeta ? [...TOOL_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : TOOL_CONTRACT_FIELDS;
for (const field of fields) {
const value = tool[field];
if (value === undefined)
continue;
out[field] = field === 'inputSchema' || field === 'outputSchema' ? normalizeSchema(value) : value;
}
return out;
}
 
function promptContract(prompt, options = {}) {
const out = {};
const fields = options.includeMeta ? [...PROMPT_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : PROMPT_CONTRACT_FIELDS;
for (const field of fields) {
const value = prompt[field];
if (value === undefined)
continue;
if (field === 'arguments' && Array.isArray(value)) {

const name = (a) => String((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(a) ? a.name : undefined);
out.arguments = [...value].sort((a, b) => compareCodeUnits(name(a), name(b)));
}
else
out[field] = value;
}
return out;
}
 
function resourceTemplateContract(template, options = {}) {
const out = {};
const fields = options.includeMeta ? [...RESOURCE_TEMPLATE_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : RESOURCE_TEMPLATE_CONTRACT_FIELDS;
for (const field of fields)
if (template[field] !== undefined)
out[field] = template[field];
return out;
}
 
function resourceContract(resource, options = {}) {
const out = {};
const fields = options.includeMeta ? [...RESOURCE_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : RESOURCE_CONTRACT_FIELDS;
for (const field of fields)
if (resource[field] !== undefined)
out[field] = resource[field];
return out;
}
 
function instructionsContract(text) {
return { instructions: text };
}
function compareCodeUnits(a, b) {
return a < b ? -1 : a > b ? 1 : 0;
}





function canonicalJson(contract) {
let text;
try {
text = (0,canonicalize__WEBPACK_IMPORTED_MODULE_4__  .A)(contract);
}
catch (err) {
if (!/surrogate/i.test(err.message))
throw err;
text = (0,canonicalize__WEBPACK_IMPORTED_MODULE_4__  .A)(escapeLoneSurrogates(contract));
}
if (text === undefined)
throw new Error('contract is not JSON-serialisable');
return text;
}
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function escapeLoneSurrogates(value) {
const fix = (s) => s.replace(LONE, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
if (typeof value === 'string')
return fix(value);
if (Array.isArray(value))
return value.map(escapeLoneSurrogates);
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(value))
return value;
const out = {};
for (const [k, v] of Object.entries(value))
(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .P5)(out, fix(k), escapeLoneSurrogates(v));
return out;
}
let crypto;




function sha256Hex(text) {
crypto ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__mcg_url)('node:crypto');
return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}
function contractHash(contract) {
return sha256Hex(canonicalJson(contract));
}
function toolHash(tool, options = {}) {
return contractHash(toolContract(tool, options));
}






function eraNeutral(before, after) {
if ((before.era === 'discover') === (after.era === 'discover'))
return [before, after];
const modern = before.era === 'discover' ? before : after;

const silent = new Set(modern.tools.filter((t) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(t) && t.execution === undefined).map((t) => t.name));
const strip = (s) => ({ ...s, tools: s.tools.map((t) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(t) && silent.has(t.name) && t.execution !== undefined ? withoutExecution(t) : t)) });
return before === modern ? [before, strip(after)] : [strip(before), after];
}
function withoutExecution(tool) {
const { execution: _dropped, ...rest } = tool;
return rest;
}


  }),

  2219:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    c: () => (  deprecationOf)
  });
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);

 
function deprecationOf(tool) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(tool._meta))
return undefined;
const out = {};
for (const [k, v] of Object.entries(tool._meta)) {
const key = k.split('/').pop();
if (key === 'deprecated' && v !== false && v !== null)
out.deprecated = v;
if (key === 'sunset' && typeof v === 'string')
out.sunset = v.slice(0, 10);
}
return out.deprecated !== undefined || out.sunset ? out : undefined;
}


  }),

  8346:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
hF: () => (  entities_prompt .h),
n$: () => (  SURFACES),
js: () => (  tool .j),
_F: () => (  fieldOf)
});




var instructions = __nccwpck_require__(6464);

var entities_prompt = __nccwpck_require__(3231);

var resource = __nccwpck_require__(5461);

var resource_template = __nccwpck_require__(2208);

var skill = __nccwpck_require__(8052);

var tool = __nccwpck_require__(7539);
;
 
function fieldOf(snapshot, field) {
return Object.hasOwn(snapshot, field) ? snapshot[field] : undefined;
}
 
function listOf(snapshot, field) {
const v = fieldOf(snapshot, field);
return Array.isArray(v) ? v : undefined;
}

;
















const surfaces = [instructions .O, tool .j, entities_prompt .h, resource .b, resource_template .e, skill .o];

const SURFACES = surfaces;




function addSurface(surface) {
if (surfaces.some((s) => s.kind === surface.kind))
throw new Error(`a surface of kind '${surface.kind}' is already listed`);
surfaces.push(surface);
return () => {
const at = surfaces.indexOf(surface);
if (at >= 0)
surfaces.splice(at, 1);
};
}
 
function surfaceOf(kind) {
return SURFACES.find((s) => s.kind === kind);
}


  }),

  6464:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    O: () => (  INSTRUCTIONS),
    s: () => (  INSTRUCTIONS_KEY)
  });
  var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(207);

 
const INSTRUCTIONS_KEY = 'instructions';
const NONE = Object.freeze([]);





const INSTRUCTIONS = {
kind: 'server',
label: 'server',
field: 'instructions',
key: 'instructions',
keyOf: () => INSTRUCTIONS_KEY,
entries: (s) => ({ entries: [s], invalid: NONE, duplicates: NONE, extraCopies: NONE }),
contract: (s) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__  .UM)(s.instructions ?? ''),
reportsInvalid: false,
known: (s) => s.instructionsUnpinned !== true,
absent: (s) => s.instructions === undefined,
heading: (key) => (key === INSTRUCTIONS_KEY ? 'Server instructions' : 'The server'),
};


  }),

  3231:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    h: () => (  PROMPT)
  });
  var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(207);
  var _tool_list_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8756);


 
const PROMPT = {
kind: 'prompt',
label: 'prompt',
list: { method: 'prompts/list', resultKey: 'prompts', paginated: true },
field: 'prompts',
key: 'name',
keyOf: (p) => p.name,
entries: (s) => (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_1__  ._N)(s.prompts),
contract: (p, options) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__  .h8)(p, options),
lock: { field: 'prompts', when: 'non-empty', keyedBy: 'prompt name' },
reportsInvalid: true,
};


  }),

  2208:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    e: () => (  RESOURCE_TEMPLATE)
  });
  var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(207);
  var _tool_list_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8756);


 
const RESOURCE_TEMPLATE = {
kind: 'resource',
label: 'resource template',
list: { method: 'resources/templates/list', resultKey: 'resourceTemplates', paginated: true },
field: 'resourceTemplates',
key: 'name',
keyOf: (t) => t.name,
entries: (s) => (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_1__  ._n)(s.resourceTemplates),
contract: (t, options) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__  .dc)(t, options),
lock: { field: 'resourceTemplates', when: 'listed', keyedBy: 'template name' },
reportsInvalid: false,
};


  }),

  5461:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    b: () => (  RESOURCE)
  });
  var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(207);
  var _tool_list_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8756);


 
const RESOURCE = {
kind: 'static-resource',
label: 'resource',
list: { method: 'resources/list', resultKey: 'resources', paginated: true },
field: 'resources',
key: 'uri',
keyOf: (r) => r.uri,
entries: (s) => (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_1__  .EB)(s.resources),
contract: (r, options) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__  .NR)(r, options),
lock: { field: 'resources', when: 'listed', keyedBy: 'resource URI' },
reportsInvalid: false,
};


  }),

  8052:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    o: () => (  SKILL)
  });
  var _surfaces_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3565);

const NONE = Object.freeze([]);






const SKILL = {
kind: 'skill',
label: 'skill',
list: { method: 'skills/list', resultKey: 'skills', paginated: true },
field: 'skills',
key: 'uri',
keyOf: (s) => s.uri,
entries: (s) => ({ entries: (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_0__  .Wx)(s.skills ?? []), invalid: NONE, duplicates: NONE, extraCopies: NONE }),
contract: (s) => (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_0__  ._K)(s),
lock: { field: 'skills', when: 'listed', keyedBy: 'SKILL.md URI' },
unpinned: 'skillsUnpinned',
reportsInvalid: false,
};


  }),

  7539:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    j: () => (  TOOL)
  });
  var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(207);
  var _tool_list_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8756);


 
const TOOL = {
kind: 'tool',
label: 'tool',
list: { method: 'tools/list', resultKey: 'tools', paginated: true },
field: 'tools',
key: 'name',
keyOf: (t) => t.name,
entries: (s) => (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_1__  .Gd)(s.tools),
contract: (t, options) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__  .dG)(t, options),
reportsInvalid: true,
};


  }),

  8828:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
Rb: () => (  LOCKFILE_VERSION),
Or: () => (  buildLockfile),
yd: () => (  lockfileFromJson),
Nd: () => (  lockfileToSnapshotSet),
tg: () => (  parseLockfile),
yH: () => (  readAuthSurface),
c5: () => (  serializeLockfile),
DI: () => (  unpinnedMessage)
});




var errors = __nccwpck_require__(4788);

var json = __nccwpck_require__(1973);

var tool_list = __nccwpck_require__(8756);

var entities = __nccwpck_require__(8346);

var canonical = __nccwpck_require__(207);

var types = __nccwpck_require__(5228);

var deprecation = __nccwpck_require__(2219);

var surfaces = __nccwpck_require__(3565);

var contract_signature = __nccwpck_require__(1295);
;
 
const LOCKFILE_VERSION = 1;


var model_launch = __nccwpck_require__(8537);

var config = __nccwpck_require__(1356);

var text_file = __nccwpck_require__(1099);
;














 
function serializeLockfile(lock) {
return (0,json .JB)(lock);
}
function readLockfile(file) {
let text;
try {
text = readUtf8(file);
}
catch (err) {
if (err.code === 'ENOENT')
return undefined;
throw new InputError(`cannot read the lockfile (${err.message})`, file);
}
return parseLockfile(text, file);
}
const REPIN = 'regenerate it with `npx mcp-contract-gate pin`';
 
function parseLockfile(text, file) {
return lockfileFromJson((0,errors .OW)(text, file), file);
}
 
function lockfileFromJson(data, file) {
if (!(0,json .Gv)(data))
throw new errors .dz(`a lockfile is a JSON object with "lockfileVersion" and "servers"; ${REPIN}`, file);
if (data.lockfileVersion !== LOCKFILE_VERSION) {
const v = data.lockfileVersion;
if (typeof v === 'number' && v > LOCKFILE_VERSION)
throw new errors .dz(`lockfileVersion ${v} was written by a newer mcp-contract-gate; this one reads version ${LOCKFILE_VERSION} (upgrade the action or CLI)`, file);
throw new errors .dz(`"lockfileVersion" must be ${LOCKFILE_VERSION}; found ${JSON.stringify(v ?? null)}; ${REPIN}`, file);
}
if (!(0,json .Gv)(data.servers))
throw new errors .dz(`"servers" must be an object keyed by server id; ${REPIN}`, file);
const includeMeta = data.includeMeta === true;
const options = { includeMeta };
const lock = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
if (includeMeta)
lock.includeMeta = true;
if (data.neutralPaths === true)
lock.neutralPaths = true;
if (Array.isArray(data.neutralMachine)) {
const facts = config .a1.filter((f) => data.neutralMachine.includes(f));
if (facts.length)
lock.neutralMachine = facts;
}

const signature = data[contract_signature .ZE];
if ((0,json .Gv)(signature))
lock.signature = signature;
const stamp = data[contract_signature ._o];
if ((0,json .Gv)(stamp))
lock.signed = stamp;
for (const [id, server] of Object.entries(data.servers)) {
if (!(0,json .Gv)(server) || !(0,json .Gv)(server.tools))
throw new errors .dz(`servers.${id}.tools must be an object keyed by tool name; ${REPIN}`, file);
const entry = { tools: readEntries(server.tools, `servers.${id}.tools`, file, (c) => (0,canonical .$o)((0,canonical .dG)(c, options))) };
for (const { lock: place, key, contract } of PINNED_MAPS) {
const map = server[place.field];
if (map === undefined)
continue;
if (!(0,json .Gv)(map))
throw new errors .dz(`servers.${id}.${place.field} must be an object keyed by ${place.keyedBy}; ${REPIN}`, file);
pinnedMaps(entry)[place.field] = readEntries(map, `servers.${id}.${place.field}`, file, (c) => (0,canonical .$o)(contract(c, options)), key);
}
if (server.ui !== undefined) {
if (!(0,json .Gv)(server.ui))
throw new errors .dz(`servers.${id}.ui must be an object keyed by tool name; ${REPIN}`, file);
entry.ui = readEntries(server.ui, `servers.${id}.ui`, file, (c) => (0,canonical .$o)(c), 'tool', (c) => ((0,surfaces .lA)(c) ? undefined : UI_SHAPE));
}
if (server.instructions === null)
entry.instructions = null;
else if (server.instructions !== undefined)
entry.instructions = readEntry(server.instructions, `servers.${id}.instructions`, file, (c) => (0,canonical .$o)(c), (c) => (typeof c.instructions === 'string' ? undefined : 'contract.instructions must be a string'));
if (server.auth !== undefined)
entry.auth = readEntry(server.auth, `servers.${id}.auth`, file, (c) => (0,canonical .$o)(c), (c) => (readAuthSurface(c.auth) ? undefined : AUTH_SHAPE));
if ((0,json .Gv)(server.serverInfo))
entry.serverInfo = server.serverInfo;
if ((0,json .Gv)(server.package) && typeof server.package.name === 'string' && typeof server.package.manager === 'string')
entry.package = server.package;
if (server.launch !== undefined) {
const launch = (0,model_launch .xl)(server.launch);
if (!launch)
throw new errors .dz(`servers.${id}.launch must be {transport, command?, args?, cwd?, env?, url?, headers?, principals?, reread?} (text, lists of text, reread true); ${REPIN}`, file);
entry.launch = launch;
}
if (server.era === 'discover')
entry.era = 'discover';
if (server.variant !== undefined) {
if (typeof server.variant !== 'string' || server.variant === '')
throw new errors .dz(`servers.${id}.variant must be the name of a variant (a non-empty string); ${REPIN}`, file);
entry.variant = server.variant;
}
if (server.principal !== undefined) {
if (typeof server.principal !== 'string' || server.principal === '')
throw new errors .dz(`servers.${id}.principal must be the name of a principal (a non-empty string); ${REPIN}`, file);
entry.principal = server.principal;
}
(0,json .P5)(lock.servers, id, entry);
}
return lock;
}
 
const PINNED_MAPS = entities .n$.filter((s) => s.lock !== undefined);
 
function pinnedMaps(server) {
return server;
}
function readEntries(map, where, file, rehash, key = 'name', shape = () => undefined) {
const out = {};
for (const [name, raw] of Object.entries(map))
(0,json .P5)(out, name, readEntry(raw, `${where}.${name}`, file, rehash, (c) => (c[key] === name ? shape(c) : `contract.${key} is ${JSON.stringify(c[key] ?? null)}, not "${name}"`)));
return out;
}
const UI_SHAPE = 'contract must be {tool, resourceUri, visibility?, resource: {digest, size, \u2026} or {error}}';
 
function readEntry(raw, at, file, rehash, contractProblem) {
if (!(0,json .Gv)(raw) || !(0,json .Gv)(raw.contract) || typeof raw.hash !== 'string')
throw new errors .dz(`${at} needs "contract" (an object) and "hash" (a string); ${REPIN}`, file);
const problem = contractProblem(raw.contract);
if (problem)
throw new errors .dz(`${at}: ${problem}; ${REPIN}`, file);
const actual = rehash(raw.contract);
if (actual !== raw.hash)
throw new errors .dz(`${at}: the contract does not match its hash (pinned ${raw.hash.slice(0, 12)}\u2026, contract hashes to ${actual.slice(0, 12)}\u2026): it was edited by hand; ${REPIN}`, file);
let approval = null;
if ((0,json .Gv)(raw.approval)) {
if (typeof raw.approval.by !== 'string')
throw new errors .dz(`${at}.approval.by must be a string; ${REPIN}`, file);
approval = raw.approval;
}
else if (raw.approval !== undefined && raw.approval !== null)
throw new errors .dz(`${at}.approval must be an object or null; ${REPIN}`, file);
const e = { hash: raw.hash, contract: (0,json .$E)(raw.contract), approval };
if ((0,json .Gv)(raw.deprecation))
e.deprecation = raw.deprecation;
if (raw.duplicates !== undefined) {
const name = raw.contract.name;
if (!Array.isArray(raw.duplicates) || !raw.duplicates.every((d) => (0,json .Gv)(d) && d.name === name))
throw new errors .dz(`${at}.duplicates must be a list of contracts named "${String(name)}"; ${REPIN}`, file);
e.duplicates = raw.duplicates.map((d) => (0,json .$E)(d));
}
if (raw.migration !== undefined)
e.migration = readMigration(raw.migration, `${at}.migration`, file);
return e;
}
const AUTH_SHAPE = 'contract.auth must be {authorizationServers?, scopesSupported?, scopesRequired?} (lists of strings)';
const AUTH_KEYS = ['authorizationServers', 'scopesSupported', 'scopesRequired'];
 
function readAuthSurface(raw) {
if (!(0,json .Gv)(raw) || Object.keys(raw).some((k) => !AUTH_KEYS.includes(k)))
return undefined;
const out = {};
for (const k of AUTH_KEYS) {
const v = raw[k];
if (v === undefined)
continue;
if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
return undefined;
out[k] = [...new Set(v)].sort();
}
return out;
}
function readMigration(raw, at, file) {
const bad = () => new errors .dz(`${at} must be {renamedFrom?: [names], params?: [{from, to}]}; ${REPIN}`, file);
if (!(0,json .Gv)(raw))
throw bad();
const out = {};
if (raw.renamedFrom !== undefined) {
if (!Array.isArray(raw.renamedFrom) || !raw.renamedFrom.every((n) => typeof n === 'string'))
throw bad();
out.renamedFrom = raw.renamedFrom;
}
if (raw.params !== undefined) {
if (!Array.isArray(raw.params) || !raw.params.every((p) => (0,json .Gv)(p) && typeof p.from === 'string' && typeof p.to === 'string'))
throw bad();
out.params = raw.params.map((p) => ({ from: p.from, to: p.to }));
}
return out;
}




function buildLockfile(set, previous, options = {}) {
const lock = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
if (options.includeMeta)
lock.includeMeta = true;
if (options.neutralPaths)
lock.neutralPaths = true;
const machine = config .a1.filter((f) => options.neutralMachine?.includes(f));
if (machine.length)
lock.neutralMachine = machine;
for (const id of Object.keys(set.servers).sort()) {
const snap = set.servers[id];
const before = previous && Object.hasOwn(previous.servers, id) ? previous.servers[id] : undefined;
if (snap.error) {
if (before)
(0,json .P5)(lock.servers, id, before);
continue;
}
const server = { tools: {} };

const tools = (0,tool_list .Gd)(snap.tools);
const copiesOf = new Map();
for (const t of tools.extraCopies) {
const list = copiesOf.get(t.name);
if (list)
list.push(t);
else
copiesOf.set(t.name, [t]);
}
for (const tool of tools.entries) {
const previousEntry = own(before?.tools, tool.name);
const e = entry((0,canonical .dG)(tool, options), previousEntry, options.approval);
const dep = (0,deprecation .c)(tool);
if (dep)
e.deprecation = JSON.parse(JSON.stringify(dep));
const copies = copiesOf.get(tool.name) ?? [];
if (copies.length)
e.duplicates = copies.map((t) => (0,json .$E)((0,canonical .dG)(t, options)));
const migration = previousEntry && previousEntry.hash === e.hash ? previousEntry.migration : migrationFor(options.renames ?? [], id, tool.name);
if (migration)
e.migration = migration;
(0,json .P5)(server.tools, tool.name, e);
}
for (const surface of PINNED_MAPS) {
const { field, when } = surface.lock;
const { entries } = surface.entries(snap);
if (when === 'non-empty' ? !entries.length : (0,entities ._F)(snap, field) === undefined)
continue;
const map = {};
const pinned = before ? pinnedMaps(before)[field] : undefined;
for (const e of entries)
(0,json .P5)(map, surface.keyOf(e), entry(surface.contract(e, options), own(pinned, surface.keyOf(e)), options.approval));
pinnedMaps(server)[field] = map;
}
server.instructions = snap.instructions !== undefined ? entry((0,canonical .UM)(snap.instructions), before?.instructions ?? undefined, options.approval) : null;
if (snap.ui !== undefined) {
server.ui = {};
for (const u of (0,surfaces .n6)(snap.ui))
(0,json .P5)(server.ui, u.tool, entry((0,surfaces .Dl)(u), own(before?.ui, u.tool), options.approval));
}
if (snap.auth && readAuthSurface(snap.auth))
server.auth = entry({ auth: readAuthSurface(snap.auth) }, before?.auth, options.approval);
const info = pickServerInfo(snap.serverInfo);
if (info)
server.serverInfo = info;
if (snap.package)
server.package = keptIntegrity(snap.package, before?.package);
if (snap.launch)
server.launch = snap.launch;
if (snap.era === 'discover')
server.era = 'discover';
if (snap.variant !== undefined)
server.variant = snap.variant;
if (snap.principal !== undefined)
server.principal = snap.principal;
(0,json .P5)(lock.servers, id, server);
}
return lock;
}




function keptIntegrity(pkg, previous) {
if (pkg.integrity !== types .P || !previous?.integrity || previous.manager !== pkg.manager || previous.name !== pkg.name)
return pkg;
const version = pkg.version ?? pkg.resolved;
if (!version || version !== (previous.version ?? previous.resolved))
return pkg;
const { reason: _reason, ...rest } = pkg;
return previous.integrity === types .P ? { ...rest, integrity: previous.integrity, ...(previous.reason ? { reason: previous.reason } : {}) } : { ...rest, integrity: previous.integrity };
}
 
function migrationFor(renames, server, tool) {
const mine = renames.filter((r) => r.server === server && r.tool === tool);
const from = [...new Set(mine.filter((r) => r.kind === 'tool').map((r) => r.from))].sort();
const params = mine
.filter((r) => r.kind === 'param')
.map((r) => ({ from: r.from, to: r.to }))
.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
if (!from.length && !params.length)
return undefined;
return { ...(from.length ? { renamedFrom: from } : {}), ...(params.length ? { params } : {}) };
}
 
function unpinnedMessage(id, lockfile) {
return `server ${id} is not pinned in ${lockfile || 'the lockfile'} (pin leaves out a server it cannot start): run \`npx mcp-contract-gate pin\` where it starts, and commit the lockfile`;
}
 
function own(map, key) {
return map && Object.hasOwn(map, key) ? map[key] : undefined;
}
function entry(contract, before, approval) {
const hash = (0,canonical .$o)(contract);
const kept = before && before.hash === hash ? before.approval : (approval ?? null);
return { hash, contract: (0,json .$E)(contract), approval: kept };
}
function pickServerInfo(info) {
if (!info)
return undefined;
const out = {};
if (typeof info.name === 'string')
out.name = info.name;
if (typeof info.version === 'string')
out.version = info.version;
return Object.keys(out).length ? out : undefined;
}





function lockfileToSnapshotSet(lock, expect = { servers: [], lockfile: '' }) {
const servers = {};
for (const id of expect.servers)
if (!Object.hasOwn(lock.servers, id))
(0,json .P5)(servers, id, { tools: [], error: { message: unpinnedMessage(id, expect.lockfile) } });
for (const [id, server] of Object.entries(lock.servers)) {
const entries = Object.values(server.tools);
const snap = {
tools: [
...entries.map((e) => (e.deprecation ? { ...e.contract, _meta: e.deprecation } : e.contract)),
...entries.flatMap((e) => (e.duplicates ?? [])),
],
};
for (const { lock: place, field } of PINNED_MAPS) {
const map = pinnedMaps(server)[place.field];
if (map)
snap[field] = Object.values(map).map((e) => e.contract);
}
if (server.instructions)
snap.instructions = server.instructions.contract.instructions;
else if (server.instructions === undefined)
snap.instructionsUnpinned = true;
if (server.auth)
snap.auth = readAuthSurface(server.auth.contract.auth);
if (server.ui)
snap.ui = (0,surfaces .n6)(Object.values(server.ui).map((e) => e.contract));
else
snap.uiUnpinned = true;
if (!server.skills)
snap.skillsUnpinned = true; 
if (server.serverInfo)
snap.serverInfo = server.serverInfo;
if (server.package)
snap.package = server.package;
if (server.launch)
snap.launch = server.launch;
if (server.era)
snap.era = server.era;
if (server.variant !== undefined)
snap.variant = server.variant;
if (server.principal !== undefined)
snap.principal = server.principal;
(0,json .P5)(servers, id, snap);
}
return { servers };
}


  }),

  3163:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    $q: () => (  PARAM_HEADER_PREFIX),
    Lp: () => (  isHeaderToken),
    c5: () => (  PARAM_HEADER_TYPES),
    dm: () => (  hasPropertyPath),
    q4: () => (  paramHeaderName),
    ys: () => (  X_MCP_HEADER),
    zf: () => (  scanParamHeaders)
  });
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);
  var _util_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4119);
  var _schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3043);














 
const X_MCP_HEADER = 'x-mcp-header';
 
const PARAM_HEADER_PREFIX = 'Mcp-Param-';
 
const PARAM_HEADER_TYPES = ['string', 'integer', 'boolean'];
 
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
 
function isHeaderToken(value) {
return typeof value === 'string' && TOKEN.test(value);
}
const EMPTY = Object.freeze({ declarations: [], problems: [] });
const cache = new WeakMap();
 
const NOT_A_PROPERTY = [...new Set([..._schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__  .wz, ..._schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__  .Y2, ..._schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__  .Jb, 'dependencies'])].filter((k) => k !== 'properties');
function escapeToken(t) {
return t.replace(/~/g, '~0').replace(/\//g, '~1');
}
 
function quoted(value) {
return typeof value === 'string' ? `'${JSON.stringify(value).slice(1, -1)}'` : JSON.stringify(value);
}
 
function mentions(node, depth) {
if (typeof node !== 'object' || node === null || depth > _util_limits_js__WEBPACK_IMPORTED_MODULE_1__  .Xc)
return false;
if (Array.isArray(node))
return node.some((x) => mentions(x, depth + 1));
for (const key in node) {
if (key === X_MCP_HEADER)
return true;
if (mentions(node[key], depth + 1))
return true;
}
return false;
}




function scanParamHeaders(inputSchema) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(inputSchema))
return EMPTY;
const hit = cache.get(inputSchema);
if (hit)
return hit;
const scan = mentions(inputSchema, 0) ? walk(inputSchema) : EMPTY;
cache.set(inputSchema, scan);
return scan;
}
 
function kindOf(keyword) {
if (['items', 'prefixItems', 'contains', 'additionalItems', 'unevaluatedItems'].includes(keyword))
return 'an array keyword';
if (['allOf', 'anyOf', 'oneOf', 'not'].includes(keyword))
return 'a composition keyword';
if (['if', 'then', 'else', 'dependentSchemas', 'dependencies'].includes(keyword))
return 'a conditional keyword';
if (keyword === '$defs' || keyword === 'definitions')
return 'a definition (reached only by $ref)';
return 'a keyword other than properties';
}
function walk(root) {
const declarations = [];
const problems = [];
const seen = new Map();

const visit = (node, pointer, path, via, where, depth) => {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(node) || depth > _util_limits_js__WEBPACK_IMPORTED_MODULE_1__  .Xc)
return;
if (Object.hasOwn(node, X_MCP_HEADER)) {
const value = node[X_MCP_HEADER];
const shown = where || 'the schema root';
const problem = (kind, reason) => problems.push({ kind, pointer: `${pointer}/${X_MCP_HEADER}`, where: shown, value, reason });
const type = typeof node.type === 'string' ? node.type : undefined;
if (via !== undefined)
problem('unreachable', `'${shown}' is reachable only through ${via} (${kindOf(via)}), not by a chain of 'properties' keys from the root`);
else if (path.length === 0)
problem('unreachable', 'it sits on the schema root, not on a parameter');
else if (typeof value !== 'string')
problem('not-a-string', `the value ${quoted(value)} on '${shown}' is not a string`);
else if (value === '')
problem('empty', `the header name on '${shown}' is empty`);
else if (/[\x00-\x1f\x7f]/.test(value))
problem('control-character', `the header name ${quoted(value)} on '${shown}' contains CR/LF or another control character`);
else if (!TOKEN.test(value))
problem('not-a-token', `the header name ${quoted(value)} on '${shown}' is not an RFC 9110 token (no spaces, non-ASCII characters or delimiters)`);
else if (type === undefined || !PARAM_HEADER_TYPES.includes(type)) {
const given = type !== undefined ? `type '${type}'` : node.type === undefined ? 'no type' : `type ${JSON.stringify(node.type)} (not a single type name)`;
problem('type', `parameter '${shown}' has ${given}; only a string, integer or boolean parameter may be mirrored${type === 'number' ? ' (number is explicitly not permitted)' : ''}`);
}
else {
const prior = seen.get(value.toLowerCase());
if (prior)
problem('duplicate', `the header name '${value}' of '${shown}' duplicates, ignoring case, '${prior.header}' of '${prior.where}'`);
else {
seen.set(value.toLowerCase(), { header: value, where: shown });
declarations.push({ path, header: value, type });
}
}
}
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(node.properties))
for (const [name, child] of Object.entries(node.properties))
visit(child, `${pointer}/properties/${escapeToken(name)}`, [...path, name], via, where ? `${where}.${name}` : name, depth + 1);
for (const keyword of NOT_A_PROPERTY) {
const sub = node[keyword];
if (sub === undefined)
continue;
const off = via ?? keyword;
const label = (suffix) => (keyword === 'items' || keyword === 'prefixItems' ? `${where}${suffix || '[]'}` : `${where}<${keyword}${suffix}>`);
if (Array.isArray(sub))
sub.forEach((s, i) => visit(s, `${pointer}/${keyword}/${i}`, path, off, label(`[${i}]`), depth + 1));
else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__  .Jb.has(keyword) || keyword === 'dependencies') {
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(sub))
for (const [k, s] of Object.entries(sub))
visit(s, `${pointer}/${keyword}/${escapeToken(k)}`, path, off, label(`/${k}`), depth + 1);
}
else
visit(sub, `${pointer}/${keyword}`, path, off, label(''), depth + 1);
}
};
visit(root, '', [], undefined, '', 0);
return { declarations, problems };
}
 
function paramHeaderName(declaration) {
return `${PARAM_HEADER_PREFIX}${declaration.header}`;
}
 
function hasPropertyPath(schema, path) {
let node = schema;
for (const name of path) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(node) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(node.properties) || !Object.hasOwn(node.properties, name))
return false;
node = node.properties[name];
}
return true;
}


  }),

  3043:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Jb: () => (  SCHEMA_MAP_VALUED),
    Y2: () => (  SCHEMA_ARRAY_VALUED),
    sU: () => (  SET_LIKE_ARRAYS),
    wz: () => (  SCHEMA_VALUED)
  });




 
const SCHEMA_VALUED = new Set([
'additionalProperties',
'additionalItems',
'unevaluatedProperties',
'unevaluatedItems',
'items',
'contains',
'propertyNames',
'not',
'if',
'then',
'else',
'contentSchema',
]);
 
const SCHEMA_ARRAY_VALUED = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
 
const SCHEMA_MAP_VALUED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
 
const SET_LIKE_ARRAYS = new Set(['required', 'type']);


  }),

  1295:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Ds: () => (  verifyLockfileJson),
    ID: () => (  generateSigningKey),
    IW: () => (  checkFreshness),
    QW: () => (  parsePrivateKey),
    UL: () => (  readStamp),
    V4: () => (  signLockfileStamped),
    ZE: () => (  SIGNATURE_KEY),
    _o: () => (  STAMP_KEY),
    ee: () => (  parsePublicKey)
  });
 
  var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
  var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
  var canonicalize__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(963);
  var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4788);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1973);










const SIGNATURE_ALGORITHM = 'Ed25519';
 
const SIGNATURE_KEY = 'signature';
 
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
 
function signedBytes(lockfile) {
const rest = {};
for (const [k, v] of Object.entries(lockfile))
if (k !== SIGNATURE_KEY)
rest[k] = v;
return Buffer.from((0,canonicalize__WEBPACK_IMPORTED_MODULE_3__  .A)(rest) ?? '', 'utf8');
}
 
function rawPublic(key) {
const der = (key.type === 'private' ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(key) : key).export({ format: 'der', type: 'spki' });
return der.subarray(der.length - 32);
}
function keyIdOf(key) {
return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(rawPublic(key)).digest('hex').slice(0, 16);
}
 
function publicKeyBase64(key) {
return rawPublic(key).toString('base64');
}
function isEd25519(key) {
return key.asymmetricKeyType === 'ed25519';
}




function parsePrivateKey(text, where) {
const t = text.trim();
let key;
try {
if (t.includes('-----BEGIN'))
key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(t);
else {
const raw = Buffer.from(t, 'base64');
if (raw.length !== 32)
throw new Error(`base64 of ${raw.length} bytes, not a 32-byte seed`);
key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: Buffer.concat([PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' });
}
}
catch (err) {
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`${where} is not an Ed25519 private key (${err.message}); create one with \`mcp-contract-gate keygen\``);
}
if (!isEd25519(key))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519 (create one with \`mcp-contract-gate keygen\`)`);
return key;
}
 
function parsePublicKey(text, where) {
const t = text.trim();
let key;
try {
if (t.includes('-----BEGIN'))
key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(t);
else {
const raw = Buffer.from(t, /[-_]/.test(t) ? 'base64url' : 'base64');
if (raw.length !== 32)
throw new Error(`base64 of ${raw.length} bytes, not a 32-byte public key`);
key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}
}
catch (err) {
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`${where} is not an Ed25519 public key (${err.message}); give the .pub file \`mcp-contract-gate keygen\` wrote, or its base64 line`);
}
if (!isEd25519(key))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519`);
return key;
}
 
function generateSigningKey() {
const { privateKey, publicKey } = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.generateKeyPairSync)('ed25519');
return {
privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
keyId: keyIdOf(publicKey),
publicBase64: publicKeyBase64(publicKey),
};
}
 
function signLockfileJson(lockfile, key) {
return { algorithm: SIGNATURE_ALGORITHM, keyId: keyIdOf(key), value: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(null, signedBytes(lockfile), key).toString('base64') };
}





function verifyLockfileJson(lockfile, keys, file) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(lockfile))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz('the lockfile is not a JSON object, so it carries no signature', file);
const sig = lockfile[SIGNATURE_KEY];
if (sig === undefined)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz("the lockfile is not signed, and a signature is required (--verify): sign it with `mcp-contract-gate pin --sign-key \u2026` (or the action's signing-key input)", file);
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(sig) || sig.algorithm !== SIGNATURE_ALGORITHM || typeof sig.keyId !== 'string' || typeof sig.value !== 'string')
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`"${SIGNATURE_KEY}" must be {"algorithm": "${SIGNATURE_ALGORITHM}", "keyId": \u2026, "value": \u2026}; the lockfile was edited by hand: re-pin and sign it`, file);
const ids = keys.map(keyIdOf);
const at = ids.indexOf(sig.keyId);
if (at < 0)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the lockfile is signed with key ${sig.keyId}, which is not a trusted key (trusted: ${ids.join(', ')}): re-pin and sign it with a trusted key`, file);
const value = Buffer.from(sig.value, 'base64');
if (value.length !== 64 || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, signedBytes(lockfile), keys[at], value))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the signature (key ${sig.keyId}) does not match the lockfile's content: it was changed after it was signed; restore the signed file, or re-pin and sign it`, file);
return sig.keyId;
}




function signLockfile(lock, key) {
const { signature: _old, ...rest } = lock;
return { ...rest, signature: signLockfileJson(JSON.parse((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .JB)(rest)), key) };
}









const STAMP_KEY = 'signed';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
 
function readStamp(lockfile) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(lockfile) || lockfile[STAMP_KEY] === undefined)
return undefined;
const s = lockfile[STAMP_KEY];
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(s) || typeof s.sequence !== 'number' || !Number.isSafeInteger(s.sequence) || s.sequence < 1 || typeof s.date !== 'string' || !DAY.test(s.date))
return { problem: `"${STAMP_KEY}" must be {"sequence": a whole number from 1, "date": "YYYY-MM-DD"}; the lockfile was edited by hand: re-pin and sign it` };
return { sequence: s.sequence, date: s.date };
}
 
function stampedContent(lockfile) {
const rest = {};
for (const [k, v] of Object.entries(lockfile))
if (k !== SIGNATURE_KEY && k !== STAMP_KEY)
rest[k] = v;
return (0,canonicalize__WEBPACK_IMPORTED_MODULE_3__  .A)(rest) ?? '';
}





function nextStamp(lockfile, o) {
const prev = o.previous ? readStamp(o.previous) : undefined;
if (prev && 'problem' in prev)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the lockfile being replaced: ${prev.problem}`);
if (prev && !o.resign && o.previous && stampedContent(o.previous) === stampedContent(lockfile))
return prev;
const next = { sequence: (prev?.sequence ?? 0) + 1, date: o.today };
const cur = o.current ? readStamp(o.current) : undefined;
if (!o.resign &&
cur &&
!('problem' in cur) &&
o.current &&
cur.sequence === next.sequence &&
cur.date <= o.today &&
(!prev || cur.date >= prev.date) &&
stampedContent(o.current) === stampedContent(lockfile))
return cur;
return next;
}
 
function signLockfileStamped(lock, key, o) {
const { signature: _old, ...rest } = lock;
const json = JSON.parse((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .JB)(rest));
return signLockfile({ ...rest, [STAMP_KEY]: nextStamp(json, o) }, key);
}
 
function daysBetween(from, to) {
return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}






function checkFreshness(c) {
const { stamp, keyId, seen, file } = c;
if (stamp && 'problem' in stamp)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(stamp.problem, file);
const fix = 'restore the newer signed lockfile; to go back on purpose, re-pin and sign this one (its sequence then rises)';
if (!stamp) {
if (seen)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the lockfile (key ${keyId}) carries no sequence number (signed before rollback protection), but a lockfile with sequence ${seen.sequence} (signed ${seen.date}) was verified here before (${c.stateFile}): an older signed lockfile replaced it (a rollback); ${fix}`, file);
if (c.maxAgeDays !== undefined)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the lockfile (key ${keyId}) carries no signing date (signed before rollback protection), so --max-age cannot be checked: re-pin and sign it`, file);
return { note: `the lockfile (key ${keyId}) carries no sequence number (signed before rollback protection): re-pin and sign it to protect it against rollback` };
}
if (seen && stamp.sequence < seen.sequence)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the lockfile's sequence ${stamp.sequence} (signed ${stamp.date}, key ${keyId}) is lower than sequence ${seen.sequence} (signed ${seen.date}) verified here before (${c.stateFile}): an older signed lockfile replaced the newer one (a rollback); ${fix}`, file);
const age = daysBetween(stamp.date, c.today);
if (age < -1)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the lockfile is dated ${stamp.date}, after today (${c.today}): check this machine's clock, or re-pin and sign it`, file);
if (c.maxAgeDays !== undefined && age > c.maxAgeDays)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__  .dz(`the lockfile was signed ${age} days ago (${stamp.date}, sequence ${stamp.sequence}), more than --max-age ${c.maxAgeDays}: a newer one may be withheld from this machine (a freeze); fetch the current lockfile, or re-sign it (\`pin --sign-key \u2026 --resign\`)`, file);
return seen && stamp.sequence === seen.sequence ? {} : { remember: { sequence: stamp.sequence, date: stamp.date } };
}


  }),

  5081:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    E$: () => (  parseSnapshot),
    nb: () => (  readJsonInput)
  });
 
  var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4788);
  var _lockfile_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8828);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1973);
  var _tool_list_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8756);
  var _surfaces_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3565);
  var _model_launch_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8537);
  var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5228);
  var _util_text_file_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1099);








const SHAPES = 'expected a tools/list result {"tools":[\u2026]}, a bare array of tools, or a multi-server file {"servers":{"ID":{"tools":[\u2026]}}}';
 
function readSnapshotFile(file) {
return parseSnapshot(readJsonInput(file), file);
}
 
function readJsonInput(file) {
let text;
try {
text = (0,_util_text_file_js__WEBPACK_IMPORTED_MODULE_5__  .S)(file);
}
catch (err) {
const code = err.code;
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz(code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? err.message})`, file);
}
return (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .OW)(text, file);
}





function parseSnapshot(data, file) {
if (Array.isArray(data))
return { servers: { [_types_js__WEBPACK_IMPORTED_MODULE_6__  .k]: { tools: validateTools(data) } } };
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz(`${SHAPES}; found ${describe(data)}`, file);
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data.result) && !('tools' in data) && !('servers' in data))
return parseSnapshot(data.result, file);
if ('servers' in data && !('tools' in data)) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data.servers))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz(`"servers" must be an object mapping server ids to snapshots; found ${describe(data.servers)}`, file);
const servers = {};
for (const id of Object.keys(data.servers))
(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .P5)(servers, id, parseServer(data.servers[id], file, `servers.${id}`));
return { servers };
}
return { servers: { [_types_js__WEBPACK_IMPORTED_MODULE_6__  .k]: parseServer(data, file, '') } };
}
function parseServer(data, file, where) {
const at = where ? `${where}.` : '';
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz(`${where || 'the snapshot'} must be an object with a "tools" array; found ${describe(data)}`, file);
const snap = { tools: [] };
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data.error)) {
snap.error = { message: String(data.error.message ?? 'discovery failed') };
for (const k of ['exitCode', 'signal', 'stderr', 'timedOut'])
if (data.error[k] !== undefined)
snap.error[k] = data.error[k];
}
if (data.tools === undefined) {
if (!snap.error)
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz(`${at}tools is missing: ${SHAPES}`, file);
}
else if (!Array.isArray(data.tools)) {
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz(`${at}tools must be an array; found ${describe(data.tools)}`, file);
}
else
snap.tools = validateTools(data.tools);
if (data.prompts !== undefined) {
if (!Array.isArray(data.prompts))
throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__  .dz(`${at}prompts must be an array; found ${describe(data.prompts)}`, file);
snap.prompts = validatePrompts(data.prompts);
}
if (Array.isArray(data.resourceTemplates))
snap.resourceTemplates = data.resourceTemplates.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv);
if (Array.isArray(data.resources))
snap.resources = data.resources.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv);
if (typeof data.instructions === 'string')
snap.instructions = data.instructions;
if (Array.isArray(data.ui))
snap.ui = (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_4__  .n6)(data.ui);
if (Array.isArray(data.skills))
snap.skills = (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_4__  .Wx)(data.skills);

if (data.uiUnpinned === true && snap.ui === undefined)
snap.uiUnpinned = true;
if (data.skillsUnpinned === true && snap.skills === undefined)
snap.skillsUnpinned = true;
const auth = (0,_lockfile_js__WEBPACK_IMPORTED_MODULE_1__  .yH)(data.auth);
if (auth)
snap.auth = auth;
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data.serverInfo))
snap.serverInfo = data.serverInfo;
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data.package) && typeof data.package.name === 'string' && typeof data.package.manager === 'string')
snap.package = data.package;
const launch = (0,_model_launch_js__WEBPACK_IMPORTED_MODULE_7__  .xl)(data.launch);
if (launch)
snap.launch = launch;
if (typeof data.protocolVersion === 'string')
snap.protocolVersion = data.protocolVersion;
if (data.era === 'discover')
snap.era = 'discover';
if (typeof data.variant === 'string' && data.variant !== '')
snap.variant = data.variant;
if (Array.isArray(data.warnings))
snap.warnings = data.warnings.filter((w) => typeof w === 'string');
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data.capabilities))
snap.capabilities = data.capabilities;
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(data.clientCapabilities))
snap.clientCapabilities = data.clientCapabilities;
return snap;
}





function validateTools(list) {
return list.map((tool) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(tool) && (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_3__  .b4)(tool, 'tool') === undefined ? stripNulls(tool) : tool));
}
function validatePrompts(list) {
return list.map((prompt) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(prompt) && (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_3__  .b4)(prompt, 'prompt') === undefined ? stripNulls(prompt) : prompt));
}
 
function stripNulls(obj) {
let nulls = false;
for (const k in obj)
if (obj[k] === null)
nulls = true;
if (!nulls)
return obj; 
const out = {};
for (const [k, v] of Object.entries(obj))
if (v !== null)
(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .P5)(out, k, v);
return out;
}
function describe(value) {
if (value === null)
return 'null';
if (Array.isArray(value))
return 'an array';
if (typeof value === 'object')
return 'an object';
if (typeof value === 'string')
return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value)}`;
return `${typeof value} ${String(value)}`;
}


  }),

  3565:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    CZ: () => (  toolUiBinding),
    Dl: () => (  uiContract),
    G7: () => (  readSkill),
    OX: () => (  allowedTools),
    Pf: () => (  advertisesSkills),
    Wx: () => (  readSkills),
    Xz: () => (  skillProblem),
    _K: () => (  skillContract),
    fy: () => (  CSP_LISTS),
    lA: () => (  readToolUi),
    n6: () => (  readUiList)
  });
 
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);





 
const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';
 
const APPS_EXTENSION = 'io.modelcontextprotocol/ui';
 
const UI_RESOURCE_URI_KEY = 'ui/resourceUri';
 
const CSP_LISTS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'];
 
function advertisesSkills(capabilities) {
const ext = capabilities?.extensions;
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(ext) && ext[SKILLS_EXTENSION] !== undefined && ext[SKILLS_EXTENSION] !== false;
}
 
function toolUiBinding(tool) {
const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(tool) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(tool._meta) ? tool._meta : undefined;
if (!meta)
return undefined;
const ui = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(meta.ui) ? meta.ui : undefined;
const uri = typeof ui?.resourceUri === 'string' ? ui.resourceUri : typeof meta[UI_RESOURCE_URI_KEY] === 'string' ? meta[UI_RESOURCE_URI_KEY] : undefined;
if (uri === undefined)
return undefined;
const visibility = Array.isArray(ui?.visibility) ? [...new Set(ui.visibility.filter((v) => typeof v === 'string'))].sort() : undefined;
return visibility ? { resourceUri: uri, visibility } : { resourceUri: uri };
}
 
function uiContract(ui) {
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .$E)(ui);
}
 
function skillContract(skill) {
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .$E)(skill);
}
 
function readToolUi(raw) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(raw) || typeof raw.tool !== 'string' || typeof raw.resourceUri !== 'string')
return undefined;
const out = { tool: raw.tool, resourceUri: raw.resourceUri, resource: { error: 'not read' } };
if (Array.isArray(raw.visibility))
out.visibility = [...new Set(raw.visibility.filter((v) => typeof v === 'string'))].sort();
const r = raw.resource;
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(r) && typeof r.error === 'string')
out.resource = { error: r.error };
else if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(r) && typeof r.digest === 'string' && typeof r.size === 'number') {
const content = { digest: r.digest, size: r.size };
if (typeof r.mimeType === 'string')
content.mimeType = r.mimeType;
if (typeof r.text === 'string')
content.text = r.text;
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(r.csp))
content.csp = r.csp;
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(r.permissions))
content.permissions = r.permissions;
if (typeof r.domain === 'string')
content.domain = r.domain;
if (typeof r.prefersBorder === 'boolean')
content.prefersBorder = r.prefersBorder;
out.resource = content;
}
else
return undefined;
return out;
}
 
function skillProblem(raw) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(raw))
return 'the entry is not an object';
if (typeof raw.uri !== 'string' || raw.uri === '')
return 'the entry has no `uri`';
const fm = raw.frontmatter;
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(fm) || typeof fm.name !== 'string' || typeof fm.description !== 'string')
return '`frontmatter` is not an object with `name` and `description`';
const res = raw.resources;
if (res === 'dynamic')
return undefined;
if (!Array.isArray(res))
return '`resources` is neither a list of files nor "dynamic"';
for (const f of res) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(f) || typeof f.uri !== 'string' || typeof f.digest !== 'string' || typeof f.size !== 'number')
return 'a file of `resources` lacks `uri`, `digest` or `size`';
}
if (!res.some((f) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(f) && f.uri === raw.uri))
return '`resources` does not list the SKILL.md itself';
return undefined;
}
 
function readSkill(raw) {
if (skillProblem(raw) !== undefined)
return undefined;
const r = raw;
const frontmatter = r.frontmatter;
if (r.resources === 'dynamic')
return { uri: r.uri, frontmatter, resources: 'dynamic' };
const files = new Map();
for (const f of r.resources) {
const file = { uri: f.uri, digest: f.digest, size: f.size };
if (typeof f.text === 'string')
file.text = f.text;
files.set(file.uri, file);
}
const resources = [...files.keys()].sort(cmp).map((k) => files.get(k));
return { uri: r.uri, frontmatter, resources };
}
 
function readSkills(list) {
const byUri = new Map();
for (const raw of list) {
const s = readSkill(raw);
if (s && !byUri.has(s.uri))
byUri.set(s.uri, s);
}
return [...byUri.keys()].sort(cmp).map((k) => byUri.get(k));
}
 
function readUiList(list) {
const byTool = new Map();
for (const raw of list) {
const u = readToolUi(raw);
if (u && !byTool.has(u.tool))
byTool.set(u.tool, u);
}
return [...byTool.keys()].sort(cmp).map((k) => byTool.get(k));
}
 
function allowedTools(frontmatter) {
const v = frontmatter['allowed-tools'];
const items = typeof v === 'string' ? v.split(/\s+/) : Array.isArray(v) ? v : [];
return [...new Set(items.filter((x) => typeof x === 'string' && x !== ''))].sort(cmp);
}
 
function keyedBy(list, key) {
const out = {};
for (const t of list)
setOwn(out, key(t), t);
return out;
}
function cmp(a, b) {
return a < b ? -1 : a > b ? 1 : 0;
}


  }),

  8756:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    D1: () => (  hasOutputSchema),
    EB: () => (  checkResources),
    Gd: () => (  checkTools),
    _N: () => (  checkPrompts),
    _n: () => (  checkResourceTemplates),
    b4: () => (  entryShapeProblem)
  });
 
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);
  var _util_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4119);


function describe(value) {
if (value === null)
return 'null';
if (Array.isArray(value))
return 'an array';
return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}
 
function entryProblem(entry, kind) {
const shape = entryShapeProblem(entry, kind);
if (shape !== undefined)
return shape;

const seen = { surrogate: false };
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .QV)(entry, _util_limits_js__WEBPACK_IMPORTED_MODULE_1__  .Xc, seen) > _util_limits_js__WEBPACK_IMPORTED_MODULE_1__  .Xc)
return `it nests more than ${_util_limits_js__WEBPACK_IMPORTED_MODULE_1__  .Xc} levels deep (the limit on schema depth)`;
const lone = seen.surrogate ? loneSurrogateAt(entry) : undefined;
if (lone !== undefined)
return `its text is not valid Unicode: a lone surrogate (\\u${lone.unit.toString(16)}) at ${lone.pointer || '/'}; a contract must be well-formed text to be hashed (RFC 8785), and no client can show it faithfully`;
return undefined;
}
 
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
 
function hasLoneSurrogate(text) {
return _util_json_js__WEBPACK_IMPORTED_MODULE_0__  .UB.test(text) && LONE_SURROGATE.test(text);
}
 
function visibleSurrogates(text) {
return hasLoneSurrogate(text) ? text.replace(new RegExp(LONE_SURROGATE.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16)}`) : text;
}
 
function loneSurrogateAt(value, pointer = '') {
if (typeof value === 'string')
return hasLoneSurrogate(value) ? { unit: value.charCodeAt(value.search(LONE_SURROGATE)), pointer } : undefined;
if (typeof value !== 'object' || value === null)
return undefined;
if (Array.isArray(value)) {
for (let i = 0; i < value.length; i++) {
const hit = loneSurrogateAt(value[i], `${pointer}/${i}`);
if (hit)
return hit;
}
return undefined;
}
for (const key in value) {
const at = `${pointer}/${visibleSurrogates(key.replace(/~/g, '~0').replace(/\//g, '~1'))}`;
if (hasLoneSurrogate(key))
return { unit: key.charCodeAt(key.search(LONE_SURROGATE)), pointer: at };
const hit = loneSurrogateAt(value[key], at);
if (hit)
return hit;
}
return undefined;
}
 
function entryShapeProblem(entry, kind) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(entry))
return `a ${kind} must be an object; found ${describe(entry)}`;
if (typeof entry.name !== 'string')
return entry.name === undefined ? `the ${kind} has no "name"` : `"name" must be a string; found ${describe(entry.name)}`;
if (entry.name === '')
return `"name" is empty`;
if (kind === 'tool') {
for (const key of ['inputSchema', 'outputSchema', 'annotations', 'execution'])

if (entry[key] !== undefined && entry[key] !== null && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(entry[key]) && !(key === 'outputSchema' && typeof entry[key] === 'boolean'))
return `"${key}" must be a JSON object${key === 'outputSchema' ? ' or a boolean schema' : ''}; found ${describe(entry[key])}`;
for (const key of ['description', 'title'])
if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string')
return `"${key}" must be a string; found ${describe(entry[key])}`;
}
else if (kind === 'resource template') {
if (typeof entry.uriTemplate !== 'string')
return entry.uriTemplate === undefined ? 'the resource template has no "uriTemplate"' : `"uriTemplate" must be a string; found ${describe(entry.uriTemplate)}`;
for (const key of ['description', 'title', 'mimeType'])
if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string')
return `"${key}" must be a string; found ${describe(entry[key])}`;
}
else if (kind === 'resource') {
if (typeof entry.uri !== 'string' || entry.uri === '')
return entry.uri === undefined ? 'the resource has no "uri"' : `"uri" must be a non-empty string; found ${describe(entry.uri)}`;
for (const key of ['description', 'title', 'mimeType'])
if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string')
return `"${key}" must be a string; found ${describe(entry[key])}`;
}
else if (entry.arguments !== undefined && entry.arguments !== null) {
if (!Array.isArray(entry.arguments))
return `"arguments" must be an array; found ${describe(entry.arguments)}`;
const bad = entry.arguments.findIndex((a) => !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(a) || typeof a.name !== 'string');
if (bad >= 0)
return `arguments[${bad}] needs a string "name"`;
}
return undefined;
}
function check(list, kind, where, keyOf = (e) => e.name) {
const out = { entries: [], invalid: [], duplicates: [], extraCopies: [] };
const first = new Map();
list.forEach((entry, index) => {
const problem = entryProblem(entry, kind);
if (problem) {
const name = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(entry) && typeof entry.name === 'string' && entry.name !== '' ? entry.name : undefined;
out.invalid.push({ index, label: name ?? `${where}[${index}]`, problem });
return;
}
const e = entry;
const key = keyOf(e);
const seen = first.get(key);
if (!seen) {
first.set(key, { index, entry: e });
out.entries.push(e);
return;
}
if (!seen.dup) {
seen.dup = { name: key, indexes: [seen.index], differ: false };
out.duplicates.push(seen.dup);
}
seen.dup.indexes.push(index);
if (JSON.stringify(e) !== JSON.stringify(seen.entry))
seen.dup.differ = true;
out.extraCopies.push(e);
});
return out;
}




const checked = {
tool: new WeakMap(),
prompt: new WeakMap(),
resource: new WeakMap(),
staticResource: new WeakMap(),
};
const NONE = Object.freeze([]);
function memo(cache, list, kind, where, keyOf) {
const key = Array.isArray(list) ? list : NONE;
let out = cache.get(key);
if (!out) {
const fresh = check(key, kind, where, keyOf);
out = Object.freeze({ entries: Object.freeze(fresh.entries), invalid: Object.freeze(fresh.invalid), duplicates: Object.freeze(fresh.duplicates), extraCopies: Object.freeze(fresh.extraCopies) });
cache.set(key, out);
}
return out;
}
 
function checkTools(list) {
return memo(checked.tool, list, 'tool', 'tools');
}
function checkPrompts(list) {
return memo(checked.prompt, list, 'prompt', 'prompts');
}
function checkResourceTemplates(list) {
return memo(checked.resource, list, 'resource template', 'resourceTemplates');
}
 
function checkResources(list) {
return memo(checked.staticResource, list, 'resource', 'resources', (r) => r.uri);
}




function duplicateToolNames(tools) {
const at = new Map();
tools.forEach((t, i) => {
if (!isObject(t) || typeof t.name !== 'string')
return;
const list = at.get(t.name);
if (list)
list.push(i);
else
at.set(t.name, [i]);
});
for (const [name, idx] of at)
if (idx.length < 2)
at.delete(name);
return at;
}
 
function hasOutputSchema(tool) {
return tool.outputSchema !== undefined && tool.outputSchema !== null;
}


  }),

  5228:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    P: () => (  UNKNOWN_INTEGRITY),
    k: () => (  DEFAULT_SERVER_ID)
  });
 
const UNKNOWN_INTEGRITY = 'unknown';
 
const DEFAULT_SERVER_ID = 'default';


  }),

  5904:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    JM: () => (  diffServer),
    V1: () => (  diffSnapshots),
    eh: () => (  summarize)
  });
 
  var _contract_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(207);
  var _contract_tool_list_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8756);
  var _contract_types_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(5228);
  var _flags_instructions_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5385);
  var _flags_cross_tool_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3415);
  var _flags_tool_names_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(2321);
  var _contract_entities_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8346);
  var _entities_index_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7312);
  var _rules_index_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7011);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(1973);
















function diffServer(beforeRead, afterRead, others = [], entities = _entities_index_js__WEBPACK_IMPORTED_MODULE_5__  .Ey) {
const [before, after] = (0,_contract_canonical_js__WEBPACK_IMPORTED_MODULE_0__  .E$)(beforeRead, afterRead);
const out = [];
const push = (c) => out.push(c);
const ctx = { push, siblings: callableNames(after, entities), others, eras: { before: beforeRead.era, after: afterRead.era } };

const finishing = [];
for (const entity of entities) {
if (entity.unpinned && ((0,_contract_entities_index_js__WEBPACK_IMPORTED_MODULE_4__  ._F)(before, entity.unpinned) === true || (0,_contract_entities_index_js__WEBPACK_IMPORTED_MODULE_4__  ._F)(after, entity.unpinned) === true))
continue;
const lists = diffEntity(entity, before, after, ctx);
if (entity.finish)
finishing.push(() => entity.finish(out, lists));
}
for (const c of out)
crossToolFlags(c, ctx);
for (const finish of finishing)
finish();
return sortChanges(once(out));
}




function diffEntity(entity, before, after, ctx) {
const checkedAfter = entity.entries(after);
if (entity.reportsInvalid)
listFindings(entity, checkedAfter, ctx.push);
const a = byKey(entity, entity.entries(before).entries);
const b = byKey(entity, checkedAfter.entries);
for (const [key, x] of a) {
const y = b.get(key);
if (y !== undefined)
entity.diffPair(x, y, ctx);
}
const byKeyOrder = (x, y) => cmp(entity.keyOf(x), entity.keyOf(y));
const removed = [...a.values()].filter((x) => !b.has(entity.keyOf(x))).sort(byKeyOrder);
const added = [...b.values()].filter((y) => !a.has(entity.keyOf(y))).sort(byKeyOrder);
const lists = { before: a, after: b, removed, added };
const pairing = removed.length || added.length ? entity.pair?.(lists, ctx) : undefined;
const paired = new Set();
for (const [x, y] of pairing?.moved ?? []) {
entity.diffPair(x, y, ctx);
paired.add(x).add(y);
}
for (const [x, y] of pairing?.renamed ?? []) {
if (!entity.renamed)
throw new Error(`the ${entity.label} pairing found a rename, but the surface has no rename finding`);
ctx.push(entity.renamed(x, y, ctx, pairing));
entity.diffPair(x, y, ctx);
paired.add(x).add(y);
}
for (const x of removed)
if (!paired.has(x))
ctx.push(entity.removed(x, ctx));
for (const y of added)
if (!paired.has(y))
ctx.push(entity.added(y, ctx, pairing ?? { renamed: [] }));
return lists;
}
function byKey(entity, entries) {
return new Map(entries.map((e) => [entity.keyOf(e), e]));
}
 
function callableNames(after, entities) {
return entities
.filter((e) => e.callable)
.flatMap((e) => e.entries(after).entries.map((x) => e.keyOf(x)))
.sort();
}




function listFindings(entity, checked, push) {
const { kind, label } = entity;
const list = entity.list?.resultKey ?? entity.field;
for (const bad of checked.invalid)
push(_rules_index_js__WEBPACK_IMPORTED_MODULE_6__.toolInvalid.make({ entity: kind, tool: bad.label, path: '', pointer: `/${list}/${bad.index}` }, null, null, { problem: bad.problem, kind: label }));
for (const dup of checked.duplicates)
push(_rules_index_js__WEBPACK_IMPORTED_MODULE_6__.toolDuplicated.make({ entity: kind, tool: dup.name, path: '', pointer: `/${list}/${dup.indexes[1]}` }, null, dup.indexes.length, {
count: dup.indexes.length,
differ: dup.differ,
kind: label,
}));
}




function once(changes) {
const seen = new Set();
return changes.filter((c) => {
const k = (0,_contract_canonical_js__WEBPACK_IMPORTED_MODULE_0__  .dj)([c.rule, c.entity, c.tool, c.path, c.severity, c.message, c.before ?? null, c.after ?? null]);
if (seen.has(k))
return false;
seen.add(k);
return true;
});
}
 
function crossToolFlags(c, ctx) {
if (c.severity === 'cosmetic' || typeof c.after !== 'string' || !(c.before === null || typeof c.before === 'string'))
return;
const what = CHANGED_TEXT[c.rule];
if (!what)
return;
const context = (0,_entities_index_js__WEBPACK_IMPORTED_MODULE_5__  .lr)(c.entity)?.callable ? { self: c.tool, siblings: ctx.siblings, others: ctx.others } : { siblings: ctx.siblings, others: ctx.others };
const found = (0,_flags_instructions_js__WEBPACK_IMPORTED_MODULE_2__  .H)(c.before ?? undefined, c.after, what(c), context, _flags_cross_tool_js__WEBPACK_IMPORTED_MODULE_3__  .N.family);
if (found.length)
c.flags = [...(c.flags ?? []), ...found];
}
const CHANGED_TEXT = {
'tool-description-changed': () => 'the tool description',
'param-description-changed': (c) => `the description of '${c.path}'`,
'schema-description-changed': () => 'the schema description',
'instructions-changed': () => 'the server instructions',
'prompt-description-changed': () => 'the prompt description',
};
function cmp(a, b) {
return a < b ? -1 : a > b ? 1 : 0;
}
 
function sortChanges(changes) {
const key = (c) => [c.server ?? '', c.entity, c.tool, c.path === '' ? '0' : '1', c.path, c.rule, c.pointer];
return changes
.map((c, i) => [key(c), i, c])
.sort((x, y) => {
for (let k = 0; k < x[0].length; k++)
if (x[0][k] !== y[0][k])
return x[0][k] < y[0][k] ? -1 : 1;
return x[1] - y[1];
})
.map(([, , c]) => c);
}
function summarize(changes) {
const s = { breaking: 0, silent: 0, additive: 0, cosmetic: 0 };
for (const c of changes)
s[c.severity]++;
return s;
}
 
function diffSnapshots(before, after) {
const ids = [...new Set([...Object.keys(before.servers), ...Object.keys(after.servers)])].sort();
const single = ids.length === 1 && ids[0] === _contract_types_js__WEBPACK_IMPORTED_MODULE_8__  .k;
const changes = [];
const servers = {};
 
let tools;

const several = Object.keys(after.servers).length > 1;
const others = (id) => (several ? { index: (tools ??= toolNames(after)), except: id } : []);
for (const id of ids) {
const a = before.servers[id];
const b = after.servers[id];
const status = { status: 'ok' };
if (a)
status.before = side(a);
if (b)
status.after = side(b);
let serverChanges = [];
if (a?.error || b?.error)
status.status = 'failed';
else if (a && b)
serverChanges = diffServer(a, b, others(id));
else if (b) {
status.status = 'added';
serverChanges = diffServer({ tools: [] }, b, others(id));
}
else if (a) {
status.status = 'removed';
serverChanges = diffServer(a, { tools: [] });
}
for (const c of serverChanges)
changes.push(single ? c : { server: id, ...c });
servers[id] = status;
}
return { changes, summary: summarize(changes), servers };
}
 
function toolNames(set) {
return _flags_tool_names_js__WEBPACK_IMPORTED_MODULE_9__  .Qz.ofServers(Object.keys(set.servers)
.sort()
.map((id) => [id, (0,_contract_tool_list_js__WEBPACK_IMPORTED_MODULE_1__  .Gd)(set.servers[id]?.tools).entries.map((t) => t.name)]));
}
function side(s) {
const out = { tools: Array.isArray(s.tools) ? s.tools.length : 0 };
if (s.error)
out.error = s.error;

const pkg = s.package?.version ?? s.package?.resolved;
if (typeof pkg === 'string')
out.version = pkg;
else if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_7__  .Gv)(s.serverInfo) && typeof s.serverInfo.version === 'string')
out.version = s.serverInfo.version;
return out;
}



  }),

  7312:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
Ey: () => (  ENTITIES),
kl: () => (  entityHeading),
lr: () => (  entities_entityOf),
Ki: () => (  entityRank),
Tq: () => (  entitySuffix)
});




var entities = __nccwpck_require__(8346);

var instructions = __nccwpck_require__(6464);

var catalog = __nccwpck_require__(7959);
;

 
const HOOKED = new Map(['tool', 'prompt', 'argument', 'template', 'resource', 'server', 'skill'].map((kind) => [kind, catalog .y0.filter((r) => r.on?.[kind])]));




function detectPair(kind, pair, push) {
for (const rule of HOOKED.get(kind) ?? []) {
const hook = rule.on?.[kind];
for (const f of hook?.(pair) ?? [])
push(rule.make({ ...pair.site, ...(f.tool !== undefined ? { tool: f.tool } : {}), ...(f.entity !== undefined ? { entity: f.entity } : {}), pointer: f.pointer }, f.before, f.after, f.meta, f.flags));
}
}

;
 
function nounOf(label) {
return label.charAt(0).toUpperCase() + label.slice(1);
}

;



 
function never() {
throw new Error('the server surface is on both sides of every diff: it cannot be added or removed');
}
 
const INSTRUCTIONS_ENTITY = {
...instructions .O,
noun: nounOf(instructions .O.label),
suffix: ` (${instructions .O.label})`,
site: () => ({ entity: 'server', tool: instructions .s, path: '', pointer: '' }),
diffPair: (before, after, ctx) => detectPair('server', { before, after, site: INSTRUCTIONS_ENTITY.site(after) }, ctx.push),
removed: never,
added: never,
};


var entities_prompt = __nccwpck_require__(3231);

var flags_instructions = __nccwpck_require__(5385);

var json = __nccwpck_require__(1973);
;




function assignPairs(left, right, score, rule) {
const scored = [];
for (let i = 0; i < left.length; i++)
for (let j = 0; j < right.length; j++)
scored.push([i, j, score(left[i], right[j])]);
return assignCandidates(left, right, scored, typeof rule === 'number' ? { threshold: rule } : rule);
}





function assignCandidates(left, right, scored, rule) {

const top = (n) => Array.from({ length: n }, () => [-Infinity, -Infinity, -1]);
const bestL = top(left.length);
const bestR = top(right.length);
const note = (t, s, other) => {
if (s > t[0]) {
t[1] = t[0];
t[0] = s;
t[2] = other;
}
else if (s > t[1])
t[1] = s;
};
for (const [i, j, s] of scored) {
note(bestL[i], s, j);
note(bestR[j], s, i);
}
const rivalOf = (t, other) => (t[2] === other ? t[1] : t[0]);
const candidates = [];
for (const [i, j, s] of scored) {
if (s < rule.threshold)
continue;
if (rule.margin !== undefined && (rule.strong === undefined || s < rule.strong)) {
const rival = Math.max(rivalOf(bestL[i], j), rivalOf(bestR[j], i));
if (s - rival < rule.margin)
continue;
}
candidates.push([s, i, j]);
}
candidates.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
const usedL = new Set();
const usedR = new Set();
const out = [];
for (const [s, i, j] of candidates) {
if (usedL.has(i) || usedR.has(j))
continue;
usedL.add(i);
usedR.add(j);
out.push([left[i], right[j], s]);
}
return out;
}


var canonical = __nccwpck_require__(207);

var mod = __nccwpck_require__(8232);
;
 

 
function wordTokens(text) {
if (!text)
return [];
return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}
 
function textSimilarity(a, b) {
return diceOfBags(tokenBag(wordTokens(a)), tokenBag(wordTokens(b)), a, b);
}
function tokenBag(list) {
const countOf = new Map();
for (const t of list)
countOf.set(t, (countOf.get(t) ?? 0) + 1);
return { tokens: [...countOf.keys()], counts: [...countOf.values()], countOf, total: list.length };
}
 
function diceOfBags(ba, bb, a, b) {
if (ba.total === 0 && bb.total === 0)
return a === b ? 1 : 0;
if (ba.total === 0 || bb.total === 0)
return 0;
const small = ba.tokens.length <= bb.tokens.length ? ba : bb;
const large = small === ba ? bb : ba;
let shared = 0;
for (let i = 0; i < small.tokens.length; i++) {
const c = large.countOf.get(small.tokens[i]);
if (c !== undefined)
shared += Math.min(small.counts[i], c);
}
return (2 * shared) / (ba.total + bb.total);
}
 
function nameTokens(name) {
return name
.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
.replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
.toLowerCase()
.split(/[^a-z0-9]+/)
.filter(Boolean);
}
 
const editDistance = mod .Io;
 
function abbreviates(short, longTokens, at) {
const long = longTokens[at];
if (long.startsWith(short) && short.length < long.length)
return 1;
if (short.length >= 2 && at + short.length <= longTokens.length) {
for (let k = 0; k < short.length; k++)
if (longTokens[at + k][0] !== short[k])
return 0;
return short.length;
}
return 0;
}




function nameSimilarity(a, b) {
return a === b ? 1 : nameSimilarityOf(a, nameTokens(a), b, nameTokens(b));
}
 
function nameSimilarityOf(a, ta, b, tb) {
if (a === b)
return 1;
if (ta.length && sameJoined(ta, tb))
return 0.95; 
const usedA = new Uint8Array(ta.length);
const usedB = new Uint8Array(tb.length);
let weight = 0;
for (let i = 0; i < ta.length; i++) {
for (let j = 0; j < tb.length; j++) {
if (usedB[j] || tb[j] !== ta[i])
continue;
usedA[i] = 1;
usedB[j] = 1;
weight += 2;
break;
}
}
const abbrev = (xs, ys, ux, uy) => {
for (let i = 0; i < xs.length; i++) {
if (ux[i])
continue;
for (let j = 0; j < ys.length; j++) {
if (uy[j])
continue;
const n = abbreviates(xs[i], ys, j);
if (n > 0 && !anyUsed(uy, j, n)) {
ux[i] = 1;
for (let k = 0; k < n; k++)
uy[j + k] = 1;
weight += 0.8 * (1 + n);
break;
}
}
}
};
abbrev(ta, tb, usedA, usedB);
abbrev(tb, ta, usedB, usedA);
const tokenScore = ta.length + tb.length ? weight / (ta.length + tb.length) : 0;
const la = a.toLowerCase();
const lb = b.toLowerCase();
const edit = 1 - editDistance(la, lb) / Math.max(la.length, lb.length);
return Math.min(1, Math.max(tokenScore, edit));
}
 
function anyUsed(used, at, n) {
for (let k = 0; k < n; k++)
if (used[at + k])
return true;
return false;
}
 
function sameJoined(xs, ys) {
let lx = 0;
let ly = 0;
for (const x of xs)
lx += x.length;
for (const y of ys)
ly += y.length;
return lx === ly && xs.join('') === ys.join('');
}

;

















const RENAME_EVIDENCE = {
 
name: 0.6,
 
description: 0.4,




disagree: 0.2,
 
minWords: 4,
 
schema: 0.5,
};
 
const STOP_WORDS = new Set(('a an and are as at be by can for from has have if in into is it its of on or that the this to use used uses using ' +
"via was were will with you your it's not no all any each one more most only also when which what who how do does").split(' '));
 
function contentWords(text) {
return new Set(wordTokens(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)));
}
function dice(a, b) {
if (a.size === 0 && b.size === 0)
return 0;
let shared = 0;
for (const w of a)
if (b.has(w))
shared++;
return (2 * shared) / (a.size + b.size);
}
function paramNames(tool) {
const props = (0,json .Gv)(tool.inputSchema) && (0,json .Gv)(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
return new Set(Object.keys(props));
}
 
function leadSentence(text) {
const t = (text ?? '').trim();
const end = t.search(/[.!?](\s|$)|\n/);
return end < 0 ? t : t.slice(0, end);
}
 
function namesOther(description, other) {
if (!description || other.length < 3 || !description.includes(other))
return false;
const escaped = other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
if (!new RegExp(`(^|[^A-Za-z0-9_-])${escaped}($|[^A-Za-z0-9_-])`).test(description))
return false;
return !/\b(formerly|renamed|previously|replaces|alias)\b/i.test(description);
}
 
function inputSchemaKey(tool) {
return (0,canonical .dj)((0,canonical .lF)(tool.inputSchema ?? {}));
}
 
function inputSchemaKeys() {
const keys = new Map();
return (tool) => {
let key = keys.get(tool);
if (key === undefined)
keys.set(tool, (key = inputSchemaKey(tool)));
return key;
};
}
 
function renameEvidence(a, b, schemaKey = inputSchemaKey) {
const name = nameSimilarity(a.name, b.name);
const description = dice(contentWords(a.description), contentWords(b.description));
const pa = paramNames(a);
const pb = paramNames(b);
let schema = 0;

if (pa.size + pb.size === 0 || schemaKey(a) === schemaKey(b))
schema = 1;
else if (pa.size || pb.size) {
let shared = 0;
for (const p of pa)
if (pb.has(p))
shared++;
schema = shared / (pa.size + pb.size - shared);
}
const agree = [];
if (name >= RENAME_EVIDENCE.name)
agree.push('name');
if (description >= RENAME_EVIDENCE.description)
agree.push('description');
if (schema >= RENAME_EVIDENCE.schema)
agree.push('schema');
const la = contentWords(leadSentence(a.description));
const lb = contentWords(leadSentence(b.description));
const leadsDiffer = la.size >= RENAME_EVIDENCE.minWords && lb.size >= RENAME_EVIDENCE.minWords && dice(la, lb) < RENAME_EVIDENCE.disagree;
const disagree = leadsDiffer || namesOther(b.description, a.name) || namesOther(a.description, b.name);
return { name, description, schema, lead: dice(la, lb), agree, disagree, renamed: agree.length >= 2 && !disagree };
}
 
const ID_TOKEN = /^(?:id|ids|uuid|uuids|guid|guids)$/;
 
function entityOf(name) {
const t = nameTokens(name);
return t.length >= 2 && ID_TOKEN.test(t[t.length - 1]) ? t.slice(0, -1) : undefined;
}
 
function names(description, entity) {
const words = ` ${nameTokens(description).join(' ')} `;
return words.includes(` ${entity.join(' ')} `) || words.includes(` ${entity.join('')} `);
}







function identifiesOther(a, b) {
const ea = entityOf(a.name);
const eb = entityOf(b.name);
if (!ea || !eb || ea.some((w) => eb.includes(w)))
return false;
const ja = ea.join('');
const jb = eb.join('');
if (ja.startsWith(jb) || jb.startsWith(ja))
return false;
if (/\b(?:formerly|renamed|previously|replaces|alias)\b/i.test(b.description ?? ''))
return false;
if (a.description && b.description)
return names(b.description, eb) && !names(a.description, eb);
return true;
}






function paramRenameEvidence(a, b) {
let agree = 0;
if (nameSimilarity(a.name, b.name) >= RENAME_EVIDENCE.name)
agree++;
const wa = contentWords(a.description);
const wb = contentWords(b.description);
const description = dice(wa, wb);
if (description >= RENAME_EVIDENCE.description)
agree++;

if (JSON.stringify(a.types) === JSON.stringify(b.types) && JSON.stringify(a.values) === JSON.stringify(b.values))
agree += a.values && a.values.length >= 2 ? 2 : 1;
const disagree = wa.size >= RENAME_EVIDENCE.minWords && wb.size >= RENAME_EVIDENCE.minWords && description < RENAME_EVIDENCE.disagree;
return agree >= 2 && !disagree && !identifiesOther(a, b);
}

;




 
const TOOL_RENAME_RULE = { threshold: 0.45, strong: 0.75, margin: 0.1 };





const CANDIDATE_TOKEN_LIMIT = 64;
function tools_paramNames(tool) {
const props = (0,json .Gv)(tool.inputSchema) && (0,json .Gv)(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
return new Set(Object.keys(props));
}
 
function jaccard(a, b, aList = [...a]) {
if (a.size === 0 && b.size === 0)
return 1;
let shared = 0;
for (let i = 0; i < aList.length; i++)
if (b.has(aList[i]))
shared++;
return shared / (a.size + b.size - shared);
}
function features(tool, schemaKey = inputSchemaKey) {
const params = tools_paramNames(tool);
return {
tool,
nameTokens: nameTokens(tool.name),
params,
paramList: [...params],
words: tokenBag(wordTokens(tool.description)),
schema: params.size > 0 ? schemaKey(tool) : undefined,
};
}
function scoreFeatures(a, b) {

const params = a.params.size === 0 && b.params.size === 0 ? 0.5 : jaccard(a.params, b.params, a.paramList);
const text = diceOfBags(a.words, b.words, a.tool.description, b.tool.description);
let score = 0.35 * nameSimilarityOf(a.tool.name, a.nameTokens, b.tool.name, b.nameTokens) + 0.35 * text + 0.3 * params;
if (a.schema !== undefined && a.schema === b.schema)
score += 0.1;
return score;
}




function toolRenameScore(a, b) {
return scoreFeatures(features(a), features(b));
}
 
const CANDIDATE_WORDS = 8;
 
function indexKeys(f) {
const keys = [];
for (const p of f.paramList)
keys.push(`p:${p}`);
for (const t of f.nameTokens)
keys.push(`n:${t}`);
keys.push(`d:${f.tool.description ?? ''}`);
if (f.schema !== undefined)
keys.push(`s:${f.schema}`);


if (f.params.size === 0)
keys.push('noparams');
return keys;
}






function candidatePairs(left, right) {
const wordFreq = new Map();
for (const f of [...left, ...right])
for (const w of f.words.tokens)
wordFreq.set(w, (wordFreq.get(w) ?? 0) + 1);
const keysOf = (f) => {
const words = f.words.tokens.slice().sort((a, b) => wordFreq.get(a) - wordFreq.get(b) || (a < b ? -1 : a > b ? 1 : 0));
return [...indexKeys(f), ...words.slice(0, CANDIDATE_WORDS).map((w) => `w:${w}`)];
};
const index = new Map();
right.forEach((f, j) => {
for (const k of keysOf(f)) {
const list = index.get(k);
if (list)
list.push(j);
else
index.set(k, [j]);
}
});
const leftCount = new Map();
const leftKeys = left.map(keysOf);
for (const keys of leftKeys)
for (const k of keys)
leftCount.set(k, (leftCount.get(k) ?? 0) + 1);
const exact = (k) => k.startsWith('d:') || k.startsWith('s:') || k === 'noparams';
const out = [];
leftKeys.forEach((keys, i) => {
const seen = new Set();
for (const k of keys) {
const list = index.get(k);
if (!list)
continue;
if (!exact(k) && (list.length > CANDIDATE_TOKEN_LIMIT || (leftCount.get(k) ?? 0) > CANDIDATE_TOKEN_LIMIT))
continue;
for (const j of list) {
if (seen.has(j))
continue;
seen.add(j);
out.push([i, j]);
}
}
});
return out;
}
function pairTools(removed, added) {
if (removed.length === 0 || added.length === 0)
return { renamed: [], possible: [] };
const schemaKey = inputSchemaKeys();
const left = removed.map((t) => features(t, schemaKey));
const right = added.map((t) => features(t, schemaKey));
const scored = candidatePairs(left, right).map(([i, j]) => [i, j, scoreFeatures(left[i], right[j])]);
const out = { renamed: [], possible: [] };
for (const [a, b] of assignCandidates(removed, added, scored, TOOL_RENAME_RULE))
(renameEvidence(a, b, schemaKey).renamed ? out.renamed : out.possible).push([a, b]);
return out;
}
function promptRenameScore(a, b) {
const args = (p) => new Set((p.arguments ?? []).map((x) => x.name));
return 0.4 * nameSimilarity(a.name, b.name) + 0.35 * textSimilarity(a.description, b.description) + 0.25 * jaccard(args(a), args(b));
}
function pairPrompts(removed, added) {
return assignPairs(removed, added, promptRenameScore, TOOL_RENAME_RULE).map(([a, b]) => [a, b]);
}


var rules = __nccwpck_require__(7011);
;









function diffPrompt(before, after, push) {
const top = { entity: 'prompt', tool: after.name, path: '', pointer: '' };
detectPair('prompt', { before, after, site: top }, push);
const argsA = new Map((before.arguments ?? []).map((a) => [a.name, a]));
const argsB = new Map((after.arguments ?? []).map((a) => [a.name, a]));
const index = (p, name) => (p.arguments ?? []).findIndex((a) => a.name === name);
const at = (name) => ({ ...top, path: name, pointer: `/arguments/${Math.max(0, index(after, name))}` });
for (const [name, x] of argsA) {
const y = argsB.get(name);
if (!y)
continue;
detectPair('argument', { before: x, after: y, site: at(name), renamed: false }, push);
}
const removed = [...argsA.values()].filter((a) => !argsB.has(a.name));
const added = [...argsB.values()].filter((a) => !argsA.has(a.name));
const renames = assignPairs(removed, added, (x, y) => 0.5 * nameSimilarity(x.name, y.name) + 0.5 * textSimilarity(x.description, y.description) + (removed.length === 1 && added.length === 1 ? 0.15 : 0), 0.5);
for (const [x, y] of renames) {
push(rules.promptArgumentRenamed.make(at(y.name), x.name, y.name, { requiredAfter: y.required === true }));
detectPair('argument', { before: x, after: y, site: at(y.name), renamed: true }, push);
}
for (const x of removed) {
if (renames.some(([r]) => r === x))
continue;
push(rules.promptArgumentRemoved.make({ ...top, path: x.name, pointer: `/arguments/${index(before, x.name)}` }, x, null, undefined));
}
for (const y of added) {
if (renames.some(([, r]) => r === y))
continue;
const rule = y.required === true ? rules.promptArgumentAddedRequired : rules.promptArgumentAddedOptional;
push(rule.make(at(y.name), null, y, undefined, (0,flags_instructions .H)(undefined, y.description, `the description of new argument '${y.name}'`)));
}
}

;






 
const PROMPT_ENTITY = {
...entities_prompt .h,
noun: nounOf(entities_prompt .h.label),
suffix: ` (${entities_prompt .h.label})`,
site: (p) => ({ entity: 'prompt', tool: p.name, path: '', pointer: '' }),
diffPair: (a, b, ctx) => diffPrompt(a, b, ctx.push),
pair: ({ removed, added }) => ({ renamed: pairPrompts([...removed], [...added]) }),
removed: (a) => rules.promptRemoved.make(PROMPT_ENTITY.site(a), a.name, null, undefined),
added: (b, ctx) => rules.promptAdded.make(PROMPT_ENTITY.site(b), null, b.name, undefined, (0,flags_instructions .H)(undefined, b.description, 'the new prompt description', { siblings: ctx.siblings, others: ctx.others })),
renamed: (a, b) => rules.promptRenamed.make(PROMPT_ENTITY.site(b), a.name, b.name, undefined),
};


var resource = __nccwpck_require__(5461);
;









const RESOURCE_ENTITY = {
...resource .b,
noun: nounOf(resource .b.label),
suffix: ` (${resource .b.label})`,
site: (r) => ({ entity: 'static-resource', tool: r.uri, path: '', pointer: '' }),
diffPair: (a, b, ctx) => detectPair('resource', { before: a, after: b, site: RESOURCE_ENTITY.site(b) }, ctx.push),
pair({ before, after, removed, added }) {
const unique = (list, name) => [...list].filter((r) => r.name === name).length === 1;
const moved = [];
for (const a of removed) {
const b = added.find((x) => x.name === a.name);
if (b && unique(removed, a.name) && unique(added, a.name) && unique(before.values(), a.name) && unique(after.values(), a.name))
moved.push([a, b]);
}
return { renamed: [], moved };
},
removed: (a) => rules.resourceRemoved.make(RESOURCE_ENTITY.site(a), a.name, null, undefined),
added(b) {
const flags = (0,flags_instructions .H)(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource '${b.uri}'`);
return rules.resourceAdded.make(RESOURCE_ENTITY.site(b), null, b.name, undefined, flags);
},
};


var resource_template = __nccwpck_require__(2208);
;





 
const RESOURCE_TEMPLATE_ENTITY = {
...resource_template .e,
noun: nounOf(resource_template .e.label),
suffix: ` (${resource_template .e.label})`,
site: (t) => ({ entity: 'resource', tool: t.name, path: '', pointer: '' }),
diffPair: (a, b, ctx) => detectPair('template', { before: a, after: b, site: RESOURCE_TEMPLATE_ENTITY.site(b) }, ctx.push),
removed: (a) => rules.resourceTemplateRemoved.make(RESOURCE_TEMPLATE_ENTITY.site(a), a.uriTemplate, null, undefined),
added(b) {
const flags = (0,flags_instructions .H)(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource template '${b.name}'`);
return rules.resourceTemplateAdded.make(RESOURCE_TEMPLATE_ENTITY.site(b), null, b.uriTemplate, undefined, flags);
},
};


var skill = __nccwpck_require__(8052);

var surfaces = __nccwpck_require__(9710);
;






 
const SKILL_ENTITY = {
...skill .o,
noun: nounOf(skill .o.label),
suffix: ` (${skill .o.label})`,
site: (s) => ({ entity: 'skill', tool: s.uri, path: '', pointer: '' }),
diffPair: (a, b, ctx) => detectPair('skill', { before: a, after: b, site: SKILL_ENTITY.site(b) }, ctx.push),
removed: (a) => rules.skillRemoved.make(SKILL_ENTITY.site(a), (0,surfaces .F)(a), null, { name: (0,surfaces .F)(a) }),
added(b) {
const description = typeof b.frontmatter.description === 'string' ? b.frontmatter.description : undefined;
const flags = (0,flags_instructions .H)(undefined, description, `the description of new skill '${(0,surfaces .F)(b)}'`);
return rules.skillAdded.make(SKILL_ENTITY.site(b), null, (0,surfaces .F)(b), { name: (0,surfaces .F)(b), allowedTools: (0,surfaces .gu)(b) }, flags);
},
};


var tool = __nccwpck_require__(7539);

var limits = __nccwpck_require__(4119);

var confusable = __nccwpck_require__(4162);
;










 
const WRITE_VERBS = new Set(('delete del remove rm drop destroy erase purge wipe truncate kill terminate reset revoke overwrite write update upsert create insert add modify ' +
'edit set put patch send post publish push upload move mv rename exec execute run eval evaluate deploy install uninstall transfer pay charge refund ' +
'approve merge close archive cancel disable enable restart reboot shutdown stop commit clean clear rebase format empty flush unlink rollback revert ' +
'force grant invite ban block unblock lock unlock sign submit apply import mutate replace save store trash shred transfer withdraw').split(' '));
 
const READ_VERBS = new Set('get list read view show fetch search find query describe inspect check count browse lookup look see display preview retrieve explore peek'.split(' '));
 
const HARMLESS = /\b(?:read[- ]?only|harmless|dry[- ]run|no changes|safe(?:ly)?)\b/i;
 
function wordsOf(text) {
return (text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').match(/[A-Za-z0-9]+/g) ?? []).map((w) => w.toLowerCase());
}
 
function lettersOf(text) {
return text.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
}




function lettersShape(text) {
let n = 0;
let first = 0;
let last = 0;
for (let i = 0; i < text.length; i++) {
let c = text.charCodeAt(i);
if (c >= 65 && c <= 90)
c += 32;
else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57)))
continue;
if (n++ === 0)
first = c;
last = c;
}
return n * 16384 + first * 128 + last;
}
 
function displayTitle(tool) {
if (typeof tool.title === 'string' && tool.title.trim())
return tool.title;
const t = (0,json .Gv)(tool.annotations) ? tool.annotations.title : undefined;
return typeof t === 'string' && t.trim() ? t : undefined;
}
 
function firstVerb(name) {
for (const w of wordsOf(name)) {
if (READ_VERBS.has(w))
return { kind: 'read', word: w };
if (WRITE_VERBS.has(w))
return { kind: 'write', word: w };
}
return undefined;
}
 
function titleConcealment(tool, siblings, places = siblingWords(siblings)) {
const title = displayTitle(tool);
if (title === undefined)
return undefined;
const words = wordsOf(title);
const shown = `tool '${tool.name}' is shown to people as "${title}"`;
const looks = words.some((w) => READ_VERBS.has(w)) || HARMLESS.test(title);
if (looks && !words.some((w) => WRITE_VERBS.has(w))) {
const verb = firstVerb(tool.name);
if (verb?.kind === 'write')
return `${shown}: the title reads as a look, and hides the '${verb.word}' its name says it does`;


if ((0,json .Gv)(tool.annotations) && tool.annotations.destructiveHint === true && tool.annotations.readOnlyHint !== true && verb?.kind !== 'read')
return `${shown}: the title reads as a look, and hides that the tool says it is destructive (destructiveHint: true)`;
}
const key = words.join(' ');
if (!key)
return undefined;

const { byName, byTitle } = places;
const named = byName.get(key) ?? NO_PLACES;
const titled = byTitle.get(key) ?? NO_PLACES;
for (let i = 0, j = 0; i < named.length || j < titled.length;) {
const n = named[i] ?? Infinity;
const t = titled[j] ?? Infinity;
const other = siblings[Math.min(n, t)];
if (other.name === tool.name) {
if (n <= t)
i++;
if (t <= n)
j++;
continue;
}
if (n <= t)
return `${shown}, which names another tool of the server, '${other.name}'`;
return `${shown}, the title of another tool of the server, '${other.name}': people cannot tell the two apart`;
}
return undefined;
}
const NO_PLACES = [];
const SIBLING_WORDS = new WeakMap();
 
function titleKey(tool) {
const title = displayTitle(tool);
return title === undefined ? '' : wordsOf(title).join(' ');
}






function siblingWords(siblings, wanted) {
let found = wanted ? undefined : SIBLING_WORDS.get(siblings);
if (found)
return found;
found = { byName: new Map(), byTitle: new Map() };
const add = (map, key, at) => {
if (wanted && !wanted.has(key))
return;
const list = map.get(key);
if (list)
list.push(at);
else
map.set(key, [at]);
};


const runs = wanted && new Set([...wanted].map((k) => k.replace(/ /g, '')));
const shapes = runs && new Set([...runs].map(lettersShape));
const maybe = (text) => !runs || (shapes.has(lettersShape(text)) && runs.has(lettersOf(text)));
siblings.forEach((other, at) => {
if (maybe(other.name)) {
const nameWords = wordsOf(other.name);
if (nameWords.length > 1 || /[_\-.A-Z]/.test(other.name))
add(found.byName, nameWords.join(' '), at);
}

const shown = displayTitle(other);
const title = shown !== undefined && maybe(shown) ? titleKey(other) : '';
if (title)
add(found.byTitle, title, at);
});
if (!wanted)
SIBLING_WORDS.set(siblings, found);
return found;
}
 
function titleFlags(before, beforeSiblings, after, afterSiblings, places) {
const now = titleConcealment(after, afterSiblings, places?.after);
if (now === undefined)
return [];
if (before && titleConcealment(before, beforeSiblings, places?.before) === now)
return [];
return [{ id: 'misleading-title', message: now, confidence: 'high', family: 'title', evidence: displayTitle(after) }];
}
 
function showsTitle(c) {
if (c.entity !== 'tool')
return false;
return c.rule === 'tool-added' || c.rule === 'tool-renamed' || (c.rule === 'title-changed' && c.path === '') || (c.rule === 'annotation-changed' && c.pointer === '/annotations/title');
}




function addTitleFlags(changes, before, after) {
const beforeList = [...before.values()];
const afterList = [...after.values()];
const asked = [];
const wanted = new Set();
for (const c of changes) {
if (!showsTitle(c))
continue;
const tool = after.get(c.tool);
if (!tool)
continue;
const old = c.rule === 'tool-added' ? undefined : before.get(c.rule === 'tool-renamed' && typeof c.before === 'string' ? c.before : c.tool);
asked.push([c, old, tool]);
for (const t of [old, tool])
if (t)
wanted.add(titleKey(t));
}
if (!asked.length)
return;

const places = { before: siblingWords(beforeList, wanted), after: siblingWords(afterList, wanted) };
const done = new Set();
for (const [c, old, tool] of asked) {
if (done.has(c.tool))
continue;
const flags = titleFlags(old, beforeList, tool, afterList, places);
if (!flags.length)
continue;
done.add(c.tool);
c.flags = [...(c.flags ?? []), ...flags];
}
}

;





function modelTextParts(tool, at) {
const parts = [];
if (typeof tool.description === 'string' && tool.description)
parts.push({ what: `the description of ${at}`, label: 'description', text: tool.description });
if (typeof tool.title === 'string' && tool.title)
parts.push({ what: `the title of ${at}`, label: 'title', text: tool.title });
schemaParts(tool.inputSchema, '', at, parts, 0);
return parts;
}
 
function modelText(tool) {
const parts = modelTextParts(tool, 'the tool');
if (!parts.length)
return '(no description, title or parameter text)';
return parts.map((p) => (p.label === 'description' ? p.text : `[${p.label}] ${p.text}`)).join('\n');
}
function schemaParts(schema, path, at, parts, depth) {
if (!(0,json .Gv)(schema) || depth > 8)
return;
const where = path ? `parameter '${path}' of ${at}` : `the input schema of ${at}`;
if (path) {
if (typeof schema.description === 'string' && schema.description)
parts.push({ what: `the description of ${where}`, label: `${path}`, text: schema.description });
if (typeof schema.title === 'string' && schema.title)
parts.push({ what: `the title of ${where}`, label: `${path} title`, text: schema.title });
}
if (Array.isArray(schema.enum)) {
const words = schema.enum.filter((v) => typeof v === 'string');
if (words.length)
parts.push({ what: `the enum values of ${where}`, label: `${path || 'input'} enum`, text: words.join(' | ') });
}
if ((0,json .Gv)(schema.properties))
for (const [k, v] of Object.entries(schema.properties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
schemaParts(v, path ? `${path}.${k}` : k, at, parts, depth + 1);
if ((0,json .Gv)(schema.items))
schemaParts(schema.items, `${path}[]`, at, parts, depth + 1);
for (const key of ['anyOf', 'oneOf', 'allOf']) {
const branches = schema[key];
if (Array.isArray(branches))
for (const b of branches)
schemaParts(b, path, at, parts, depth + 1);
}
}


var hints = __nccwpck_require__(9898);

var mirrored_headers = __nccwpck_require__(8367);

var tool_list = __nccwpck_require__(8756);

var keywords = __nccwpck_require__(5056);

var refs = __nccwpck_require__(9070);
;


const MAX_REF_HOPS = 32;
 
const META_SIBLINGS = new Set(['$defs', 'definitions', '$schema', '$id', '$comment']);







function resolveRefs(node) {
let schema = node.schema;
let pointer = node.pointer;
const seen = new Set();
for (let hops = 0; hops < MAX_REF_HOPS && typeof schema.$ref === 'string'; hops++) {
const ref = schema.$ref;
if (seen.has(ref))
break;
seen.add(ref);

const found = (0,refs .uc)(node.root, ref, schema);
if (!found)
break;
const { target, pointer: fragment } = found;
const { $ref: _drop, ...siblings } = schema;
const keys = Object.keys(siblings);
if (keys.length === 0) {


schema = target;
pointer = node.rootPointer + fragment;
}
else {
schema = { ...target, ...siblings };

if (keys.every((k) => META_SIBLINGS.has(k)))
pointer = node.rootPointer + fragment;
}
}
return schema === node.schema ? node : { ...node, schema, pointer };
}
 
function child(parent, schema, ...tokens) {
if (!(0,json .Gv)(schema))
return undefined;
const pointer = parent.pointer + tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
return { schema, pointer, root: parent.root, rootPointer: parent.rootPointer };
}

;




const MAX_FLATTEN_DEPTH = 8;
const cache = new WeakMap();
 
function viewOf(located) {
const hit = cache.get(located.schema);
if (hit && hit.root === located.root && hit.pointer === located.pointer)
return hit.view;
const view = computeView(located);
cache.set(located.schema, { root: located.root, pointer: located.pointer, view });
return view;
}
function computeView(located) {
const node = resolveRefs(located);
const alternatives = collapseForms(flatten(node, 0));
const altTypes = alternatives.map(typesOf);
let types = null;
if (altTypes.every((t) => t !== null))
types = [...new Set(altTypes.flat())].sort();


const altValues = alternatives.map((alt, i) => valuesOf(alt) ?? (altTypes[i]?.length === 1 && altTypes[i][0] === 'null' && alternatives.length > 1 ? [null] : null));
let values = null;
if (altValues.some((v, i) => v !== null && !(altTypes[i]?.length === 1 && altTypes[i][0] === 'null')))
values = dedupe(altValues.flatMap((v) => v ?? []));
const isConst = alternatives.length === 1 && alternatives[0].schema.const !== undefined;
const own = node.schema;
const firstAlt = (key) => {
if (own[key] !== undefined)
return own[key];
for (const alt of alternatives)
if (alt.schema[key] !== undefined)
return alt.schema[key];
return undefined;
};
const description = firstAlt('description');
const title = firstAlt('title');
const nonNull = alternatives.filter((a, i) => !(altTypes[i]?.length === 1 && altTypes[i][0] === 'null'));
const defaultSource = own.default !== undefined ? own : nonNull.length === 1 ? nonNull[0].schema : own;
const constraints = new Map();
const other = new Map();
const noEffect = new Map();
for (const alt of alternatives) {
for (const [k, v] of Object.entries(alt.schema)) {
if (keywords .VF.has(k))
continue;
const bucket = keywords .P7.has(k) || keywords .WL.has(k) || keywords .Rx.has(k) ? constraints : keywords .F3.has(k) || k.startsWith('x-') ? noEffect : other;
if (!bucket.has(k))
bucket.set(k, v);
}
}
if (isNoopPropertyNames(other.get('propertyNames')))
other.delete('propertyNames');
return {
node,
alternatives,
types,
values,
isConst,
description: typeof description === 'string' ? description : undefined,
title: typeof title === 'string' ? title : undefined,
hasDefault: defaultSource.default !== undefined,
default: defaultSource.default,
objectForms: alternatives.filter((a, i) => isObjectForm(a, altTypes[i] ?? null)),
arrayForms: alternatives.filter((a, i) => isArrayForm(a, altTypes[i] ?? null)),
constraints,
other,
noEffect,
};
}




function collapseForms(alternatives) {
if (alternatives.length < 2)
return alternatives;
const groups = new Map();
const order = [];
for (const alt of alternatives) {
const props = (0,json .Gv)(alt.schema.properties) ? alt.schema.properties : undefined;
if (!props || (typesOf(alt) ?? []).join() !== 'object') {
order.push(alt);
continue;
}
const shape = { ...alt.schema, properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, withoutValues(v)])) };
const key = (0,canonical .dj)((0,keywords .no)(shape));
if (!groups.has(key)) {
groups.set(key, []);
order.push(key);
}
groups.get(key).push(alt);
}
if (groups.size === 0 || [...groups.values()].every((g) => g.length === 1))
return alternatives;
return order.map((entry) => {
if (typeof entry !== 'string')
return entry;
const group = groups.get(entry);
if (group.length === 1)
return group[0];
const first = group[0];
const props = first.schema.properties;
const merged = {};
for (const name of Object.keys(props)) {
const variants = group.map((g) => g.schema.properties[name]);
const values = variants.map((v) => ((0,json .Gv)(v) ? (v.const !== undefined ? [v.const] : Array.isArray(v.enum) ? v.enum : null) : null));
if (values.every((v) => v !== null)) {
const { const: _c, enum: _e, ...restOf } = variants[0];
merged[name] = { ...restOf, enum: dedupe(values.flat()) };
}
else
merged[name] = variants[0];
}
return { ...first, schema: { ...first.schema, properties: merged } };
});
}
function withoutValues(schema) {
if (!(0,json .Gv)(schema))
return schema;
const { const: _c, enum: _e, description: _d, ...rest } = schema;
return rest;
}
 
function isNoopPropertyNames(value) {
const form = (0,keywords .no)(value);
return (0,json .Gv)(form) && Object.keys(form).length === 1 && form.type === 'string';
}
function flatten(node, depth) {
let current = resolveRefs(node);
if (depth > MAX_FLATTEN_DEPTH)
return [current];
if (Array.isArray(current.schema.allOf))
current = mergeAllOf(current);
for (const keyword of ['anyOf', 'oneOf']) {
const branches = current.schema[keyword];
if (!Array.isArray(branches) || branches.length === 0)
continue;
const { [keyword]: _drop, ...shared } = current.schema;
const out = [];
branches.forEach((branch, i) => {
const b = child(current, branch, keyword, i);
if (!b)
return;
const resolved = resolveRefs(b);
const merged = { ...resolved, schema: mergeShared(shared, resolved.schema) };
out.push(...flatten(merged, depth + 1));
});
return out.length ? out : [current];
}
return [current];
}
 
function mergeShared(shared, branch) {
const out = { ...shared, ...branch };
if ((0,json .Gv)(shared.properties) && (0,json .Gv)(branch.properties))
out.properties = { ...shared.properties, ...branch.properties };
if (Array.isArray(shared.required) && Array.isArray(branch.required))
out.required = [...new Set([...shared.required, ...branch.required])];
if (shared.type !== undefined && branch.type !== undefined)
out.type = intersectTypes(shared.type, branch.type);
return out;
}
 
function mergeAllOf(node) {
const { allOf, ...rest } = node.schema;
let merged = rest;
allOf.forEach((branch, i) => {
const b = child(node, branch, 'allOf', i);
if (!b)
return;
const s = resolveRefs(b).schema;
const next = { ...s, ...merged };
if ((0,json .Gv)(s.properties) || (0,json .Gv)(merged.properties))
next.properties = { ...((0,json .Gv)(s.properties) ? s.properties : {}), ...((0,json .Gv)(merged.properties) ? merged.properties : {}) };
if (Array.isArray(s.required) || Array.isArray(merged.required))
next.required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...(Array.isArray(s.required) ? s.required : [])])];
if (s.type !== undefined && merged.type !== undefined)
next.type = intersectTypes(merged.type, s.type);
if (s.additionalProperties === false || merged.additionalProperties === false)
next.additionalProperties = false;
merged = next;
});
return { ...node, schema: merged };
}
function typeList(t) {
return (Array.isArray(t) ? t : [t]).filter((x) => typeof x === 'string');
}
function intersectTypes(a, b) {
const bs = new Set(typeList(b));
const out = typeList(a).filter((t) => bs.has(t) || (t === 'number' && bs.has('integer')));
const withInt = typeList(a).includes('integer') && bs.has('number') ? [...out, 'integer'] : out;
const uniq = [...new Set(withInt)];
return uniq.length === 1 ? uniq[0] : uniq;
}
const OBJECT_HINTS = ['properties', 'required', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'propertyNames'];
const ARRAY_HINTS = ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'];
const STRING_HINTS = ['minLength', 'maxLength', 'pattern', 'format'];
const NUMBER_HINTS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
 
function typesOf(alt) {
const s = alt.schema;

if (s.type !== undefined)
return [...new Set([...typeList(s.type), ...(s.nullable === true ? ['null'] : [])])].sort();
const vals = valuesOf(alt);
if (vals)
return [...new Set(vals.map(jsonType))].sort();
if (OBJECT_HINTS.some((k) => k in s))
return ['object'];
if (ARRAY_HINTS.some((k) => k in s))
return ['array'];
if (STRING_HINTS.some((k) => k in s))
return ['string'];
if (NUMBER_HINTS.some((k) => k in s))
return ['number'];
return null;
}
function jsonType(v) {
if (v === null)
return 'null';
if (Array.isArray(v))
return 'array';
if (typeof v === 'number')
return Number.isInteger(v) ? 'integer' : 'number';
return typeof v;
}
function valuesOf(alt) {
if (alt.schema.const !== undefined)
return [alt.schema.const];
if (Array.isArray(alt.schema.enum))
return alt.schema.enum;
return null;
}
function dedupe(values) {
const seen = new Set();
const out = [];
for (const v of values) {
const k = (0,canonical .dj)(v);
if (!seen.has(k)) {
seen.add(k);
out.push(v);
}
}
return out;
}
function isObjectForm(alt, types) {
if (types)
return types.includes('object');
return (0,json .Gv)(alt.schema.properties);
}
function isArrayForm(alt, types) {
if (types)
return types.includes('array');
return alt.schema.items !== undefined || alt.schema.prefixItems !== undefined;
}
 
function propertiesOf(form) {
const out = new Map();
const props = form.schema.properties;
if (!(0,json .Gv)(props))
return out;
for (const [name, schema] of Object.entries(props)) {
const c = child(form, (0,json .Gv)(schema) ? schema : schema === false ? { not: {} } : {}, 'properties', name);
if (c)
out.set(name, c);
}
return out;
}
function requiredOf(form) {
const r = form.schema.required;
return new Set(Array.isArray(r) ? r.filter((x) => typeof x === 'string') : []);
}
 
function isClosed(form) {
return form.schema.additionalProperties === false || form.schema.unevaluatedProperties === false;
}
 
function itemsOf(form) {
const items = form.schema.items;
if ((0,json .Gv)(items))
return child(form, items, 'items');
return undefined;
}
function prefixItemsOf(form) {
const p = Array.isArray(form.schema.prefixItems) ? form.schema.prefixItems : Array.isArray(form.schema.items) ? form.schema.items : [];
const key = Array.isArray(form.schema.prefixItems) ? 'prefixItems' : 'items';
return p.map((s, i) => child(form, s, key, i)).filter((x) => x !== undefined);
}
 
function describeForm(alt) {
const t = typesOf(alt);
const vals = valuesOf(alt);
if (vals)
return vals.map((v) => JSON.stringify(v)).join(' | ');
if (t?.includes('object')) {
const names = [...propertiesOf(alt).keys()];
return `object {${names.slice(0, 6).join(', ')}${names.length > 6 ? ', \u2026' : ''}}`;
}
return t ? t.join(' | ') : 'any value';
}

;





 
const PARAM_RENAME_THRESHOLD = 0.5;
function sameTypes(a, b) {
return (a.types ?? []).join() === (b.types ?? []).join();
}
function typesOverlap(a, b) {
if (!a || !b)
return true;
return a.some((t) => b.includes(t) || (t === 'integer' && b.includes('number')) || (t === 'number' && b.includes('integer')));
}
 
function itemTypes(v) {
const form = v.arrayForms[0];
const items = form ? itemsOf(form) : undefined;
return items ? viewOf(items).types : null;
}
 
function overlappingTypes(a, b) {
if (typesOverlap(a.types, b.types))
return true;
const listOf = (x, y) => x.types?.length === 1 && x.types[0] === 'array' && typesOverlap(itemTypes(x), y.types);
return listOf(a, b) || listOf(b, a);
}
function sameValues(a, b) {
return a.values !== null && b.values !== null && (0,canonical .dj)(a.values) === (0,canonical .dj)(b.values);
}




function paramRenameScore(from, to, ctx, single) {
const va = viewOf(from[1]);
const vb = viewOf(to[1]);
let score = 0;
if (sameTypes(va, vb))
score += 0.2;
else if (!overlappingTypes(va, vb))
score -= 0.25;
score += 0.4 * nameSimilarity(from[0], to[0]);
if (va.description && vb.description)
score += 0.45 * textSimilarity(va.description, vb.description);
if (sameValues(va, vb))
score += 0.2;
const ia = ctx.oldNames.indexOf(from[0]) / Math.max(1, ctx.oldNames.length);
const ib = ctx.newNames.indexOf(to[0]) / Math.max(1, ctx.newNames.length);
score += 0.1 * (1 - Math.min(1, Math.abs(ia - ib) * 2));
if (single)
score += 0.15;
return score;
}





function pairParams(removed, added, ctx, declined = []) {
const single = removed.length === 1 && added.length === 1;
const side = ([name, node]) => {
const v = viewOf(node);
return { name, description: v.description, types: v.types, values: v.values };
};
const out = [];
for (const [a, b] of assignPairs(removed, added, (x, y) => paramRenameScore(x, y, ctx, single), PARAM_RENAME_THRESHOLD))
(paramRenameEvidence(side(a), side(b)) ? out : declined).push([a[0], b[0]]);
return out;
}


var titles = __nccwpck_require__(5873);
;



 
function structured(alt) {
return Object.keys(alt.schema).some((k) => !['type', 'enum', 'const', 'description', 'title', 'default', 'nullable', '$schema', 'examples'].includes(k));
}
 
function compareAlternatives(ctx, va, vb, at) {
if (va.alternatives.length <= 1 && vb.alternatives.length <= 1)
return;

const others = (v) => v.alternatives.filter((x) => structured(x) && !v.objectForms.includes(x));
const xa = others(va);
const xb = others(vb);
const keyOf = (x) => (0,canonical .dj)((0,canonical .lF)(x.schema));
const kb = new Set(xb.map(keyOf));
const ka = new Set(xa.map(keyOf));
if (xa.length === xb.length)
return; 
for (const x of xa)
if (!kb.has(keyOf(x)))
ctx.emit(rules.compositionNarrowed, { ...at, pointer: x.pointer }, describeForm(x), null, { keyword: 'anyOf', detail: `alternative ${describeForm(x)} removed` });
for (const y of xb)
if (!ka.has(keyOf(y)))
ctx.emit(rules.compositionWidened, { ...at, pointer: y.pointer }, null, describeForm(y), { keyword: 'anyOf', detail: `alternative ${describeForm(y)} added` });
}

;
function childPath(path, name) {
return path ? `${path}.${name}` : name;
}
 
function site(ctx, path, pointer) {
return { entity: ctx.entity, tool: ctx.tool, path, pointer };
}

;


 
 
const FORM_OVERLAP = 0.2;
function formOverlap(x, y) {
const px = propertiesOf(x);
const py = propertiesOf(y);
let shared = 0;
let constBonus = 0;
for (const [name, s] of px) {
const t = py.get(name);
if (!t)
continue;
shared++;
const cx = viewOf(s).values;
const cy = viewOf(t).values;
if (cx && cy && cx.length === 1 && cy.length === 1)
constBonus += (0,json .Zm)(cx[0], cy[0]) ? 1 : -1;

else if (cx && cy && (cx.length === 1 || cy.length === 1) && (cx.length === 1 ? cy : cx).some((v) => (0,json .Zm)(v, (cx.length === 1 ? cx : cy)[0])))
constBonus += 0.5;
}
const union = new Set([...px.keys(), ...py.keys()]).size;
return (union ? shared / union : 1) + constBonus;
}





function mergeForms(forms) {
const first = forms[0];
const props = new Map();
for (const f of forms)
for (const [name, p] of propertiesOf(f))
props.set(name, [...(props.get(name) ?? []), p.schema]);
const properties = {};
for (const [name, variants] of props) {
const distinct = variants.filter((v, i) => variants.findIndex((w) => (0,json .Zm)(w, v)) === i);
properties[name] = distinct.length === 1 ? distinct[0] : (valueUnion(distinct) ?? { anyOf: distinct });
}
const required = [...requiredOf(first)].filter((n) => forms.every((f) => requiredOf(f).has(n)));
const schema = { type: 'object', properties, required };
if (forms.every(isClosed))
schema.additionalProperties = false;
return { ...first, schema };
}
 
function valueUnion(variants) {
const rests = [];
const values = [];
for (const v of variants) {
if (!(0,json .Gv)(v))
return undefined;
const { enum: e, const: c, description: _d, ...rest } = v;
if (c !== undefined)
values.push(c);
else if (Array.isArray(e))
values.push(...e);
else
return undefined;
rests.push(rest);
}
if (!rests.every((r) => (0,json .Zm)(r, rests[0])))
return undefined;
const { const: _c, ...first } = variants[0];
return { ...first, enum: values.filter((x, i) => values.findIndex((y) => (0,json .Zm)(x, y)) === i) };
}
 
function pairForms(fa, fb) {
const score = formOverlap;
const candidates = [];
fa.forEach((x, i) => fb.forEach((y, j) => candidates.push([score(x, y), i, j])));
candidates.sort((p, r) => r[0] - p[0] || p[1] - r[1] || p[2] - r[2]);
const usedA = new Set();
const usedB = new Set();
const out = [];
for (const [s, i, j] of candidates) {
if (s <= FORM_OVERLAP || usedA.has(i) || usedB.has(j))
continue;
usedA.add(i);
usedB.add(j);
out.push([fa[i], fb[j]]);
}
return out;
}


var subschema_same = __nccwpck_require__(5734);

var subschema = __nccwpck_require__(8449);
;



const ROOT_STEP = { kind: 'same' };

class Judge {
direction;
 
memo = new Map();
reverseMemo = new Map();
constructor(direction) {
this.direction = direction;
}
side(l) {
return { schema: l.schema, root: l.root };
}
 
sides(f) {
return this.direction === 'request' ? [this.side(f.a), this.side(f.b)] : [this.side(f.b), this.side(f.a)];
}
get opts() {
return this.direction === 'request' ? { calls: true, memo: this.memo } : { memo: this.memo };
}
verdict(f) {
if (!f.verdict) {
const [x, y] = this.sides(f);
f.verdict = (0,subschema .d8)(x, y, this.opts);
}
return f.verdict;
}




callsIn(f, forward) {
const [x, y] = this.sides(f);
const [from, to] = forward ? [x, y] : [y, x];
const both = this.direction === 'request' ? { calls: true, callsB: true, memo: this.reverseMemo } : { memo: this.reverseMemo };
return (0,subschema .d8)(from, to, both).kind === 'included';
}






alone(f, pointer) {
const prefix = `${f.b.pointer}/`;
if (!pointer.startsWith(prefix))
return undefined;
const k = pointer.slice(prefix.length);
if (k.includes('/') || k === '$ref' || f.a.pointer !== f.b.pointer)
return undefined;
const after = f.b.schema[k];
if (after !== undefined && (0,subschema_same .FT)(after))
return undefined;
const moved = { ...f.a.schema };
if (after === undefined)
delete moved[k];
else
moved[k] = after;
const old = this.side(f.a);

const one = { schema: moved, root: f.a.schema === f.a.root ? moved : f.a.root };
const request = this.direction === 'request';
const forward = request ? (0,subschema .d8)(old, one, { calls: true }) : (0,subschema .d8)(one, old, {});
if (forward.kind !== 'included')
return undefined;
const back = request ? (0,subschema .d8)(one, old, { calls: true, callsB: true }) : (0,subschema .d8)(old, one, {});
const same = back.kind === 'included' && (!request || (0,subschema .d8)(old, one, { calls: true, callsB: true }).kind === 'included');
return same ? 'same' : 'included';
}




wholeIncluded(root) {
if (this.verdict(root).kind === 'included')
return true;
if (this.verdict(root).kind !== 'unknown')
return false;
const [x, y] = this.sides(root);
return (0,subschema .d8)(x, y, this.direction === 'request' ? { calls: true } : {}).kind === 'included';
}
 
equivalent(f) {
return this.callsIn(f, false) && (this.direction === 'response' || this.callsIn(f, true));
}




witness(frames, i) {
const f = frames[i];
if (f.witness !== undefined)
return f.witness ?? undefined;
const v = this.verdict(f);
if (v.kind !== 'excluded')
return undefined;
const calls = this.direction === 'request' ? { calls: true } : {};
let value = v.witness;
for (let k = i; k > 0 && value !== undefined; k--)
value = (0,subschema .E6)(this.sides(frames[k - 1])[0], frames[k].step, value, calls);
if (value !== undefined && i > 0) {
const [x, y] = this.sides(frames[0]);
const whole = (0,subschema .lJ)(x, y, [value], calls);
if (whole)
return (f.witness = { value: whole.witness, of: '', rejected: { path: pathOf('', whole.failure.instancePath), keyword: whole.failure.keyword } });
}
if (i === 0)
return (f.witness = { value: v.witness, of: '', rejected: { path: pathOf('', v.failure.instancePath), keyword: v.failure.keyword } });
return (f.witness = { value: v.witness, of: f.path, rejected: { path: pathOf(f.path, v.failure.instancePath), keyword: v.failure.keyword } });
}
}
 
function pathOf(base, pointer) {
let out = base;
for (const raw of pointer.split('/').slice(1)) {
const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
if (/^\d+$/.test(token))
out += `[${token}]`;
else
out = out ? `${out}.${token}` : token;
}
return out;
}
const REASON = {
included: {
request: 'Proven by the subschema check: every call that passed before still passes.',
response: 'Proven by the subschema check: the tool returns no value the old output schema ruled out.',
},
same: {
request: 'Proven by the subschema check: exactly the same calls pass as before (written differently).',
response: 'Proven by the subschema check: exactly the same values as before (written differently).',
},
};
const MASKED = {
request: 'Proven by the subschema check on the whole call: every call that passed before still passes (the rest of the schema already governs this path).',
response: 'Proven by the subschema check on the whole value: the tool returns no value the old output schema ruled out (the rest of the schema already governs this path).',
};
const ALONE = {
same: {
request: 'Proven by the subschema check: this change alone lets exactly the same calls pass (the other changes here are reported on their own).',
response: 'Proven by the subschema check: this change alone admits exactly the same values (the other changes here are reported on their own).',
},
included: {
request: 'Proven by the subschema check: with this change alone every call that passed before still passes (the other changes here are reported on their own).',
response: 'Proven by the subschema check: this change alone lets the tool return no value the old output schema ruled out (the other changes here are reported on their own).',
},
};
const WITNESSED = {
request: 'The subschema check found a call that passed before and fails now (shown as the witness).',
response: 'The subschema check found a value the tool may now return that the old output schema ruled out (shown as the witness).',
};
 
function claimsValues(c) {
return catalog .kF.get(c.rule)?.inclusion;
}




function settle(judge, frames, node, hooks) {
const i = frames.length - 1;
const f = frames[i];
const claims = f.changes.filter((c) => claimsValues(c));
const direction = judge.direction;


const v = claims.length || node.differs.length || !f.breaking ? judge.verdict(f) : undefined;
if (v?.kind === 'included') {
let same;
for (const c of claims) {
if (c.severity === 'cosmetic')
continue;
const rule = claimsValues(c);
if (rule.whenIncluded && c.severity === rule.whenIncluded)
continue;
same ??= judge.equivalent(f);
if (same && !rule.whenIncluded)
set(c, 'cosmetic', REASON.same[direction]);
else if (c.severity === 'breaking' || (c.severity === 'silent' && !rule.whenIncluded))
set(c, rule.whenIncluded ?? 'additive', REASON.included[direction]);
}
if (node.quiet && node.differs.length) {
same ??= judge.equivalent(f);
if (same)
hooks.representation();


else if (direction === 'response' || judge.callsIn(f, true))
hooks.report({ verdict: 'safe', keyword: node.differs.join(', ') });
else
hooks.report({ verdict: 'dropped', keyword: node.differs.join(', ') });
}
}
else if (v?.kind === 'unknown') {
const why = `The subschema check cannot compare the two schemas here (${v.keyword}): this is not known to be safe.`;

for (const c of claims)
if (c.severity === 'additive' || c.severity === 'cosmetic' || (c.severity === 'breaking' && !c.witness))
set(c, 'silent', why);
if (!claims.length && node.differs.length && !f.changes.some((c) => c.severity === 'silent' || c.severity === 'breaking'))
hooks.report({ verdict: 'unknown', keyword: v.keyword });
}
else if (v?.kind === 'excluded' && i > 0 && samePaths(frames) && judge.witness(frames, i)?.of !== '' && judge.wholeIncluded(frames[0])) {



for (const c of claims)
if (c.severity === 'breaking' || (c.severity === 'silent' && !claimsValues(c)?.whenIncluded))
set(c, claimsValues(c)?.whenIncluded ?? 'additive', MASKED[direction]);
}
else if (v?.kind === 'excluded') {


for (const c of claims) {
if (c.severity !== 'breaking' || claimsValues(c)?.whenIncluded)
continue;
const alone = judge.alone(f, c.pointer);
if (alone)
set(c, alone === 'same' ? 'cosmetic' : 'additive', ALONE[alone][direction]);
}
if (!f.breaking && !f.recursion && !f.changes.some((c) => c.severity === 'breaking')) {

const culprit = claims.find((c) => c.severity === 'silent' && !claimsValues(c)?.whenIncluded && c.pointer.endsWith(`/${v.failure.keyword}`));
if (culprit)
set(culprit, 'breaking', WITNESSED[direction]);
else
hooks.report({ verdict: 'breaks', keyword: v.failure.keyword }, v.failure.schemaPath);
}
if (f.changes.some((c) => c.severity === 'breaking' && claimsValues(c) && !c.witness)) {
const w = judge.witness(frames, i);
if (w)
for (const c of f.changes)
if (c.severity === 'breaking' && claimsValues(c) && !c.witness)
c.witness = w;
}
}
if (f.changes.some((c) => c.severity === 'breaking'))
f.breaking = true;
const parent = frames[i - 1];
if (parent && f.breaking)
parent.breaking = true;
}
 
function samePaths(frames) {
const last = (p) => p.slice(p.lastIndexOf('/') + 1);
return frames.every((f) => f.step.kind !== 'prop' || last(f.a.pointer) === last(f.b.pointer));
}
function set(c, severity, reason) {
c.severity = severity;
c.reason = reason;
}

;

















const MAX_DEPTH = 48;




const MAX_VISITS = 4000;
 
const DETECTING = catalog .y0.filter((r) => r.detect);
const CLAIMED = new Set(DETECTING.flatMap((r) => r.detect.keywords));
 
function compareSchemas(ctx, a, b, path, step = ROOT_STEP, depth = 0, renamed) {
if (depth > MAX_DEPTH)
return;
if (++ctx.visits.n > MAX_VISITS) {
let seenB = ctx.seen.get(a.schema);
if (!seenB)
ctx.seen.set(a.schema, (seenB = new WeakSet()));
if (seenB.has(b.schema))
return;
seenB.add(b.schema);
}


if ((0,json .Zm)(a.schema, b.schema) && (!ctx.refs || !(0,subschema_same .FT)(a.schema)))
return;
const va = viewOf(a);
const vb = viewOf(b);


if (ctx.frames.some((f) => f.resolved[0] === va.node.pointer && f.resolved[1] === vb.node.pointer)) {
const parent = ctx.frames[ctx.frames.length - 1];
if (parent)
parent.recursion = true;
return;
}
const start = ctx.count.n;
const at = site(ctx, path, vb.node.pointer);
const frame = { a, b, path, step, changes: [], breaking: false, resolved: [va.node.pointer, vb.node.pointer] };
ctx.frames.push(frame);
try {
detect(ctx, va, vb, at, renamed);
compareObjects(ctx, va, vb, path, depth);
compareArrays(ctx, va, vb, path, depth);
compareAlternatives(ctx, va, vb, at);

const titleFollows = (0,titles .a)(va.title, vb.title, renamed);
const differing = differingKeywords(va, vb).filter((k) => !(titleFollows && k === 'title'));
const quiet = ctx.count.n === start;
settle(ctx.judge, ctx.frames, { differs: differing.filter(valueKeyword), quiet }, {
report: (meta, schemaPath) => {

const composition = meta.verdict === 'breaks' && schemaPath !== undefined ? COMPOSITION.find((k) => schemaPath.includes(`/${k}`)) : undefined;
if (composition === undefined)
ctx.emit(rules.schemaChanged, at, null, null, meta);
else if (ctx.direction === 'request')
ctx.emit(rules.compositionNarrowed, at, null, null, { keyword: composition, detail: `calls that passed before now fail ${composition}` });
else
ctx.emit(rules.compositionWidened, at, null, null, { keyword: composition, detail: `may now hold values the old schema's ${composition} ruled out` });
},
representation: () => ctx.emit(rules.schemaRepresentationChanged, at, null, null, { detail: `schema written differently (${differing.join(', ')})` }),
});


if (quiet && ctx.count.n === start && differing.length) {
if (frame.verdict?.kind === 'unknown')
ctx.emit(rules.schemaChanged, at, null, null, { verdict: 'unknown', keyword: frame.verdict.keyword });
else
ctx.emit(rules.schemaRepresentationChanged, at, null, null, { detail: `schema written differently (${differing.join(', ')})` });
}
}
finally {
ctx.frames.pop();
}
}
 
const COMPOSITION = ['oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'dependentRequired', 'contains'];
 
function valueKeyword(k) {
const name = k.startsWith('$schema ') ? '$schema' : k;
return !keywords .BC.has(name) && !name.startsWith('x-');
}




function detect(ctx, va, vb, at, renamed) {
const pair = {
before: va,
after: vb,
site: at,
direction: ctx.direction,
closed: { before: closedView(va), after: closedView(vb) },
at: (keyword, inAfter = true) => `${inAfter ? vb.node.pointer : va.node.pointer}/${keyword}`,
claimed: CLAIMED,
};
if (renamed)
pair.renamed = renamed;
for (const rule of DETECTING)
for (const f of rule.detect.compare(pair) ?? [])
ctx.emit(rule, { ...at, pointer: f.pointer }, f.before, f.after, f.meta, f.flags);
}
 
function closedView(view) {
return view.objectForms.length > 0 && view.objectForms.every(isClosed);
}
function differingKeywords(va, vb) {
const ra = va.node.schema;
const rb = vb.node.schema;
const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
const out = [];
for (const k of keys) {
if (k === 'properties' || k === 'items')
continue; 
if (k === '$defs' || k === 'definitions')
continue; 
if ((0,json .Zm)(ra[k], rb[k]))
continue;
if (!(0,json .Zm)((0,canonical .lF)({ [k]: ra[k] ?? null }), (0,canonical .lF)({ [k]: rb[k] ?? null }))) {
if (k === '$schema')
out.push(`$schema ${String(ra[k] ?? '(none)')} \u2192 ${String(rb[k] ?? '(none)')}`);
else
out.push(k);
}
}
return out;
}
 
function excludes(view, type) {
return view.types !== null && !view.types.includes(type);
}
function compareObjects(ctx, va, vb, path, depth) {
const fa = va.objectForms;
const fb = vb.objectForms;
if (fa.length === 0 && fb.length === 0)
return;
if (fa.length <= 1 && fb.length <= 1) {
if (fa.length === 0 && !excludes(va, 'object'))
return;
if (fb.length === 0 && !excludes(vb, 'object'))
return;
const [x, y] = [fa[0], fb[0]];


compareProperties(ctx, x, y, path, depth, fa.length === 0);
return;
}

if (fa.length === 1 || fb.length === 1) {
const one = (fa.length === 1 ? fa[0] : fb[0]);
const many = fa.length === 1 ? fb : fa;
const continuing = many.filter((m) => formOverlap(one, m) > FORM_OVERLAP);

const kept = many.some((m) => (0,canonical .dj)((0,canonical .lF)(m.schema)) === (0,canonical .dj)((0,canonical .lF)(one.schema)));
if (continuing.length >= 2 && !kept) {
const merged = mergeForms(continuing);
if (fa.length === 1)
compareProperties(ctx, one, merged, path, depth, false);
else
compareProperties(ctx, merged, one, path, depth, false);
const at = (n) => site(ctx, path, n.pointer);
for (const m of many) {
if (continuing.includes(m))
continue;
if (fa.length === 1)
ctx.emit(rules.compositionWidened, at(m), null, describeForm(m), { keyword: 'anyOf', detail: `alternative ${describeForm(m)} added` });
else
ctx.emit(rules.compositionNarrowed, at(m), describeForm(m), null, { keyword: 'anyOf', detail: `alternative ${describeForm(m)} removed` });
}
return;
}
}

const pairs = pairForms(fa, fb);
for (const [x, y] of pairs)
compareProperties(ctx, x, y, path, depth, false);
const at = (n) => site(ctx, path, n.pointer);
for (const x of fa)
if (!pairs.some(([p]) => p === x))
ctx.emit(rules.compositionNarrowed, at(x), describeForm(x), null, { keyword: 'anyOf', detail: `alternative ${describeForm(x)} removed` });
for (const y of fb)
if (!pairs.some(([, p]) => p === y))
ctx.emit(rules.compositionWidened, at(y), null, describeForm(y), { keyword: 'anyOf', detail: `alternative ${describeForm(y)} added` });
}
function compareProperties(ctx, a, b, path, depth, newForm) {
const pa = a ? propertiesOf(a) : new Map();
const pb = b ? propertiesOf(b) : new Map();
const ra = a ? requiredOf(a) : new Set();
const rb = b ? requiredOf(b) : new Set();
const closedA = a ? isClosed(a) : true;
const closedB = b ? isClosed(b) : true;
if (a && b && closedA !== closedB) {
const s = site(ctx, path, `${b.pointer}/additionalProperties`);
ctx.emit(closedB ? rules.additionalPropertiesClosed : rules.additionalPropertiesOpened, s, a.schema.additionalProperties ?? null, b.schema.additionalProperties ?? null);
}
const removed = [...pa.keys()].filter((k) => !pb.has(k));
const added = [...pb.keys()].filter((k) => !pa.has(k));
for (const [name, x] of pa) {
const y = pb.get(name);
if (!y)
continue;
const p = childPath(path, name);
const s = site(ctx, p, y.pointer);
if (!ra.has(name) && rb.has(name))
ctx.emit(rules.paramBecameRequired, s, false, true);
if (ra.has(name) && !rb.has(name))
ctx.emit(rules.paramBecameOptional, s, true, false);
compareSchemas(ctx, x, y, p, { kind: 'prop', name }, depth + 1);
}
const declined = [];
const renames = removed.length && added.length
? pairParams(removed.map((n) => [n, pa.get(n)]), added.map((n) => [n, pb.get(n)]), { oldNames: [...pa.keys()], newNames: [...pb.keys()] }, declined)
: [];
const possibleRenameOf = new Map(declined.map(([x, y]) => [y, childPath(path, x)]));
const renamedFrom = new Set(renames.map(([x]) => x));
const renamedTo = new Set(renames.map(([, y]) => y));

const siblings = added.length ? new confusable .kA([...pb.keys()].map((n) => ({ name: n }))) : undefined;
const lookalike = (name, what) => {
const flag = siblings && (0,confusable .L3)(what, name, siblings.lookalikes(name), 'parameter');
return flag ? [flag] : [];
};
for (const [from, to] of renames) {
const p = childPath(path, to);
const y = pb.get(to);

const dx = viewOf(pa.get(from)).description;
const dy = viewOf(y).description;
const descriptionChanged = (dx ?? '') !== (dy ?? '');
const flags = [...(descriptionChanged ? (0,flags_instructions .H)(dx, dy, `the description of renamed parameter '${p}'`) : []), ...lookalike(to, `renamed parameter '${p}'`)];
ctx.emit(rules.paramRenamed, site(ctx, p, y.pointer), childPath(path, from), p, { closed: closedB, requiredAfter: rb.has(to), descriptionChanged }, flags);
compareSchemas(ctx, pa.get(from), y, p, { kind: 'prop', name: from }, depth + 1, { from, to });
}

const mapA = a?.schema.additionalProperties;
const mapB = b?.schema.additionalProperties;
if (a && b && (0,json .Gv)(mapA) && (0,json .Gv)(mapB) && !(0,keywords .Cn)(mapA) && !(0,keywords .Cn)(mapB))
compareSchemas(ctx, child(a, mapA, 'additionalProperties'), child(b, mapB, 'additionalProperties'), childPath(path, '*'), { kind: 'map' }, depth + 1);
for (const name of removed) {
if (renamedFrom.has(name))
continue;
const x = pa.get(name);
ctx.emit(rules.paramRemoved, site(ctx, childPath(path, name), x.pointer), summary(x, ra.has(name)), null, { closed: b ? closedB : true });
}
for (const name of added) {
if (renamedTo.has(name))
continue;
const y = pb.get(name);
const s = site(ctx, childPath(path, name), y.pointer);
const flags = [
...(0,flags_instructions .H)(undefined, typeof y.schema.description === 'string' ? y.schema.description : undefined, `the description of new parameter '${s.path}'`),
...lookalike(name, `new parameter '${s.path}'`),
];
const rename = possibleRenameOf.has(name) ? { possibleRenameOf: possibleRenameOf.get(name) } : undefined;
if (rb.has(name))
ctx.emit(rules.paramAddedRequired, s, null, summary(y, true), { newForm: newForm ? path : undefined, ...rename }, flags);
else
ctx.emit(rules.paramAddedOptional, s, null, summary(y, false), rename, flags);
}
}
 
function summary(node, required) {
const v = viewOf(node);
const out = { type: v.types ? (v.types.length === 1 ? v.types[0] : v.types) : 'any', required };
if (v.description !== undefined)
out.description = v.description;
if (v.values)
out.enum = v.values;
if (v.hasDefault)
out.default = v.default ?? null;
return out;
}
function compareArrays(ctx, va, vb, path, depth) {
const fa = va.arrayForms[0];
const fb = vb.arrayForms[0];
if (!fa || !fb)
return;
const pa = prefixItemsOf(fa);
const pb = prefixItemsOf(fb);
const ra = restOf(fa);
const rb = restOf(fb);

const empty = (n) => ({ ...n, schema: {} });
const positions = Math.max(pa.length, pb.length);
for (let i = 0; i < positions; i++) {
const x = pa[i] ?? ra;
const y = pb[i] ?? rb;

if (x === false || y === false || (!x && !y))
continue;
compareSchemas(ctx, x ?? empty(y), y ?? empty(x), `${path}[${i}]`, { kind: 'item', index: i }, depth + 1);
}
if (ra !== false && rb !== false && (ra || rb))
compareSchemas(ctx, ra ?? empty(rb), rb ?? empty(ra), `${path}[]`, { kind: 'item', index: positions }, depth + 1);
if (pa.length !== pb.length || (ra === false) !== (rb === false)) {


const shape = (n, closed) => ({ type: 'array', ...(n ? { prefixItems: Array(n).fill(true) } : {}), ...(closed ? { items: false } : {}) });
const sa = shape(pa.length, ra === false);
const sb = shape(pb.length, rb === false);
const wider = (0,subschema .d8)({ schema: sa, root: sa }, { schema: sb, root: sb }).kind === 'included';
const narrower = (0,subschema .d8)({ schema: sb, root: sb }, { schema: sa, root: sa }).kind === 'included';
if (wider && narrower)
return;
const what = (n, closed) => `${closed ? 'closed' : 'open'} tuple of ${n} position${n === 1 ? '' : 's'}`;
const detail = `${what(pa.length, ra === false)} became a ${what(pb.length, rb === false)}`;
const s = site(ctx, path, fb.pointer);
if (wider)
ctx.emit(rules.compositionWidened, s, pa.length, pb.length, { keyword: 'prefixItems', detail });
else
ctx.emit(rules.compositionNarrowed, s, pa.length, pb.length, { keyword: 'prefixItems', detail });
}
}
 
function restOf(form) {
const s = form.schema;
const [rest, key] = Array.isArray(s.prefixItems) ? [s.items, 'items'] : Array.isArray(s.items) ? [s.additionalItems, 'additionalItems'] : [s.items, 'items'];
if (rest === false)
return false;
return (0,json .Gv)(rest) ? child(form, rest, key) : undefined;
}

;
 
function directedEmitter(direction, sink) {
return (rule, site, before, after, meta, flags) => {
if (direction === 'response' && rule.response) {
return sink(rule.response({ before: before ?? null, after: after ?? null, meta: meta ?? {} }).make(site, flags));
}
sink(rule.make(site, before, after, meta ?? {}, flags));
};
}

;







const EMPTY_OBJECT_SCHEMA = { type: 'object' };




function diffTool(before, after, sink, eras = {}) {
const counted = { n: 0 };
const push = (c) => {
counted.n++;
sink(c);
};
detectPair('tool', { before, after, site: { entity: 'tool', tool: after.name, path: '', pointer: '' } }, push);
diffSchema('request', before.inputSchema, after.inputSchema, '/inputSchema', after.name, push, counted);

if ((0,tool_list .D1)(before) && (0,tool_list .D1)(after) && !(0,json .Zm)(before.outputSchema, after.outputSchema))
diffSchema('response', outputRoot(before.outputSchema, eras.before), outputRoot(after.outputSchema, eras.after), '/outputSchema', after.name, push, counted, { objectRoot: false });
}






function outputRoot(schema, era) {
const object = schema === true ? {} : schema === false ? { not: {} } : schema;
return era === 'discover' ? object : asObjectRoot(object);
}





function asObjectRoot(schema) {
if (schema.type !== undefined || typeof schema.$ref === 'string')
return schema; 
return { ...schema, type: 'object' };
}
 
function diffSchema(direction, a, b, pointer, tool, push, counted = { n: 0 }, { objectRoot = true } = {}) {
const root = (s) => (objectRoot ? asObjectRoot((0,json .Gv)(s) ? s : EMPTY_OBJECT_SCHEMA) : (0,json .Gv)(s) ? s : {});
const sa = root(a);
const sb = root(b);


if ((0,json .Zm)(sa, sb))
return;
const refs = (0,subschema_same .FT)(sa) || (0,subschema_same .FT)(sb);
const frames = [];

const sink = (c) => {
push(c);
frames[frames.length - 1]?.changes.push(c);
};
const ctx = {
entity: 'tool',
tool,
direction,
emit: directedEmitter(direction, sink),
seen: new WeakMap(),
count: counted,
refs,
frames,
judge: new Judge(direction),
visits: { n: 0 },
};
compareSchemas(ctx, { schema: sa, pointer, root: sa, rootPointer: pointer }, { schema: sb, pointer, root: sb, rootPointer: pointer }, '');
}

;


















const TOOL_ENTITY = {
...tool .j,
noun: nounOf(tool .j.label),
suffix: '',
callable: true,
site: (t) => ({ entity: 'tool', tool: t.name, path: '', pointer: '' }),
diffPair(a, b, ctx) {
if (!(0,json .Zm)(a, b))
diffTool(a, b, ctx.push, ctx.eras);
},
pair({ removed, added }, ctx) {
const { renamed, possible } = pairTools([...removed], [...added]);

const lookalikes = added.length ? lookalikesAmong(ctx.siblings, ctx.others, added) : undefined;
return {
renamed,
possibleRenameOf: new Map(possible.map(([a, b]) => [b, a.name])),
nameFlags: (name, what) => {
const flag = lookalikes && (0,confusable .L3)(what, name, lookalikes(name), 'tool');
return flag ? [flag] : [];
},
};
},
removed: (a) => rules.toolRemoved.make(TOOL_ENTITY.site(a), a.name, null, undefined),
added: (b, ctx, pairing) => toolAdded(b, around(b.name, ctx), pairing.possibleRenameOf.get(b), pairing.nameFlags(b.name, `new tool '${b.name}'`)),
renamed(a, b, _ctx, pairing) {
const flags = pairing.nameFlags(b.name, `renamed tool '${b.name}'`);
return rules.toolRenamed.make(TOOL_ENTITY.site(b), a.name, b.name, undefined, flags.length ? flags : undefined);
},

finish: (changes, lists) => addTitleFlags(changes, lists.before, lists.after),
};
 
function around(self, ctx) {
return { self, siblings: ctx.siblings, others: ctx.others };
}






function toolAdded(tool, ctx, possibleRenameOf, nameFlags = []) {
const flags = [...nameFlags, ...parameterLookalikes(tool)];
const destructive = (0,hints .fO)(tool.annotations);
const source = (0,hints .Q8)(tool.annotations);
if (destructive && source === 'annotation')
flags.push({ id: 'destructive-tool-added', message: `new tool '${tool.name}' is destructive (${destructive})` });
else if (destructive)
flags.push({ id: 'unannotated-tool-added', message: `new tool '${tool.name}' has no readOnlyHint or destructiveHint, so the spec defaults call it destructive: review what it does` });
flags.push(...newToolTextFlags(tool, ctx));
flags.push(...(0,mirrored_headers .F0)(tool)); 
const title = displayTitle(tool); 
const meta = { destructive, ...(possibleRenameOf ? { possibleRenameOf } : {}), ...(title !== undefined ? { title } : {}) };
return { ...rules.toolAdded.make(TOOL_ENTITY.site(tool), null, tool.name, meta, flags), modelText: modelText(tool) };
}
 
const SKELETONS = new WeakMap();





function lookalikesAmong(names, others, asked) {
const wanted = new Set(asked.map((t) => (0,confusable .qV)(t.name)));
if (Array.isArray(others)) {
const index = new confusable .kA([...names.map((name) => ({ name })), ...others], wanted);
return (name) => index.lookalikes(name);
}
const { index, except } = others;
const own = new confusable .kA(names.map((name) => ({ name })), wanted);
let all = SKELETONS.get(index);
if (!all)
SKELETONS.set(index, (all = new confusable .kA(index.tools)));
return (name) => [...own.lookalikes(name), ...all.lookalikes(name).filter((t) => t.server !== except)];
}
 
function parameterLookalikes(tool) {
const out = [];
for (const { path, names } of (0,confusable .HM)(tool.inputSchema, limits .Xc)) {
const seen = new Set();
for (const [name, like] of (0,confusable .sr)(names)) {
seen.add(name);
if (!seen.has(like.name))
continue; 
const flag = (0,confusable .L3)(`parameter '${path ? `${path}.${name}` : name}' of new tool '${tool.name}'`, name, [like], 'parameter');
if (flag)
out.push(flag);
}
}
return out;
}




function newToolTextFlags(tool, ctx) {
const at = `new tool '${tool.name}'`;
const texts = [...modelTextParts(tool, at), { what: `the name of ${at}`, text: tool.name.replace(/[_-]+/g, ' ') }];
const out = [];
for (const { what, text } of texts) {
for (const f of (0,flags_instructions .H)(undefined, text, what, ctx)) {
const same = out.findIndex((o) => o.family === f.family && o.id === f.id);
if (same < 0)
out.push(f);
else if (out[same].confidence !== 'high' && f.confidence === 'high')
out[same] = f;
}
}
return out;
}

;




























 
const BUILT_IN = [INSTRUCTIONS_ENTITY, TOOL_ENTITY, PROMPT_ENTITY, RESOURCE_ENTITY, RESOURCE_TEMPLATE_ENTITY, SKILL_ENTITY];
const entities_entities = [...BUILT_IN];
 
const ENTITIES = entities_entities;




function registerEntity(entity) {
const dropSurface = addSurface(entity);
entities_entities.push(entity);
return () => {
const at = entities_entities.indexOf(entity);
if (at >= 0)
entities_entities.splice(at, 1);
dropSurface();
};
}
 
function entities_entityOf(kind) {
return entities_entities.find((e) => e.kind === kind);
}
 
function entityRank(kind) {
const at = entities_entities.findIndex((e) => e.kind === kind);
return at < 0 ? entities_entities.length : at;
}
 
function entitySuffix(kind) {
return entities_entityOf(kind)?.suffix ?? ` (${kind})`;
}
 
function entityHeading(kind, key) {
const e = entities_entityOf(kind);
if (e?.heading)
return { noun: e.heading(key) };
return { noun: e?.noun ?? nounOf(kind), name: key };
}


  }),

  4162:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
kA: () => (  SkeletonIndex),
dv: () => (  confusable),
L3: () => (  confusableFlag),
sr: () => (  confusablePairs),
HM: () => (  propertyMaps),
qV: () => (  skeleton),
uQ: () => (  spelled)
});

;




 
const CONFUSABLES_VERSION = '17.0.0';
 
const CONFUSABLES_SHA256 = 'ec88ecebcf89f63f813d460842b0cf8322744b40a0b2c06f88a2cea48c0351ea';
 
const CONFUSABLES_DATA = "\u05ad\u0596\n\u05ae\u0598\n\u05a8\u0599\n\u05a4\u059a\n\u1ab4\u06db\n\u20db\u06db\n\u0619\u0313\n\u08f3\u0313\n\u0343\u0313\n\u0315\u0313\n\u064f\u0313\n\u065d\u0314\n\u059c\u0301\n\u059d\u0301\n\u0618\u0301\n\u0747\u0301\n\u0341\u0301\n\u0954\u0301\n\u064e\u0301\n\u0340\u0300\n\u0953\u0300\n\u030c\u0306\n\ua67c\u0306\n\u0658\u0306\n\u065a\u0306\n\u036e\u0306\n\u0945\u0306\n\ud806\udf66\u0306\n\u06e8\u0306\u0307\n\u0310\u0306\u0307\n\u0901\u0306\u0307\n\u0981\u0306\u0307\n\u0a81\u0306\u0307\n\u0b01\u0306\u0307\n\u0c00\u0306\u0307\n\u0c81\u0306\u0307\n\u0d01\u0306\u0307\n\ud805\udcbf\u0306\u0307\n\u1cd0\u0302\n\u0311\u0302\n\u065b\u0302\n\u07ee\u0302\n\ua6f0\u0302\n\u05af\u030a\n\u06df\u030a\n\u17d3\u030a\n\u309a\u030a\n\u0652\u030a\n\u0b82\u030a\n\u1036\u030a\n\u17c6\u030a\n\ud804\udf00\u030a\n\u0e4d\u030a\n\u0ecd\u030a\n\u0366\u030a\n\u2dea\u030a\n\u08eb\u0308\n\u07f3\u0308\n\u064b\u030b\n\u08f0\u030b\n\u0342\u0303\n\u0653\u0303\n\u05c4\u0307\n\u06ec\u0307\n\u0740\u0307\n\u08ea\u0307\n\u0741\u0307\n\u0358\u0307\n\u05b9\u0307\n\u05ba\u0307\n\u05c2\u0307\n\u05c1\u0307\n\u07ed\u0307\n\u0902\u0307\n\u0a02\u0307\n\u0a82\u0307\n\u0bcd\u0307\n\u0337\u0338\n\u1ab7\u0328\n\u0322\u0328\n\u0345\u0328\n\u1cd2\u0304\n\u0305\u0304\n\u0659\u0304\n\u07eb\u0304\n\ua6f1\u0304\n\u1ae2\u0304\n\u1ae8\u0304\u0304\n\u1cda\u030e\n\u0657\u0312\n\u0357\u0350\n\u08ff\u0350\n\u08f8\u0350\n\u0900\u0352\n\u1ad9\u1ac6\n\ud839\udeee\u1ac8\n\u1ced\u0316\n\u1cdc\u0329\n\u0656\u0329\n\u1cd5\u032b\n\u0347\u0333\n\u08f9\u0354\n\u08fa\u0355\n\u309b\uff9e\n\u309c\uff9f\n\u0336\u0335\n\u302c\u0309\n\u05c5\u0323\n\u08ed\u0323\n\u1cdd\u0323\n\u05b4\u0323\n\u065c\u0323\n\u093c\u0323\n\u09bc\u0323\n\u0a3c\u0323\n\u0abc\u0323\n\u0b3c\u0323\n\ud804\uddca\u0323\n\ud805\udcc3\u0323\n\ud802\ude3a\u0323\n\u08ee\u0324\n\u1cde\u0324\n\u0f37\u0325\n\u302d\u0325\n\u0327\u0326\n\u0321\u0326\n\u0339\u0326\n\u1cd9\u032d\n\u1cd8\u032e\n\u0952\u0331\n\u0320\u0331\n\u08f1\u064c\n\u08e8\u064c\n\u08e5\u064c\n\ufc5e\ufe72\u0651\n\u08f2\u064d\n\ufc5f\ufe74\u0651\n\ufcf2\ufe77\u0651\n\ufc60\ufe76\u0651\n\ufcf3\ufe79\u0651\n\ufc61\ufe78\u0651\n\u061a\u0650\n\u0317\u0650\n\ufcf4\ufe7b\u0651\n\ufc62\ufe7a\u0651\n\ufc63\ufe7c\u0670\n\u065f\u0655\n\u030d\u0670\n\u0742\u073c\n\u0a03\u0983\n\u0c03\u0983\n\u0c83\u0983\n\u0d03\u0983\n\u0d83\u0983\n\u1038\u0983\n\ud805\udcc1\u0983\n\u17cb\u0e48\n\u0ec8\u0e48\n\u0ec9\u0e49\n\u0eca\u0e4a\n\u0ecb\u0e4b\n\ua66f\u20e9\n\u2028 \n\u2029 \n\u1680 \n\u2000 \n\u2001 \n\u2002 \n\u2003 \n\u2004 \n\u2005 \n\u2006 \n\u2008 \n\u2009 \n\u200a \n\u205f \n\u00a0 \n\u2007 \n\u202f \n\u07fa_\n\ufe4d_\n\ufe4e_\n\ufe4f_\n\u2010-\n\u2011-\n\u2012-\n\u2013-\n\ufe58-\n\u06d4-\n\u2043-\n\u02d7-\n\u2212-\n\u2796-\n\u2cbb-\n\u2cba-\n\u2a29-\u0313\n\u2e1a-\u0308\n\ufb29-\u0307\n\u2238-\u0307\n\u2cb3-\u0307\n\u2cb2-\u0307\n\u2a2a-\u0323\n\ua4fe-.\n\uff5e\u301c\n\u060d,\n\u066b,\n\u201a,\n\u00b8,\n\ua4f9,\n\u2e32\u060c\n\u066c\u060c\n\u037e;\n\u2e35\u061b\n\u0903:\n\u0a83:\n\uff1a:\n\u0589:\n\u0703:\n\u0704:\n\u16ec:\n\ufe30:\n\u1803:\n\u1809:\n\u205a:\n\u05c3:\n\u02f8:\n\ua789:\n\u2236:\n\u02d0:\n\ua4fd:\n\ud807\uddd9:\n\u2a74::=\n\u29f4:\u2192\n\uff01!\n\u01c3!\n\u2d51!\n\u203c!!\n\u2049!?\n\u0294?\n\u0241?\n\u097d?\n\u13ae?\n\ua6eb?\n\u2048?!\n\u2047??\n\u2e2e\u061f\n\ud834\udd6d.\n\u2024.\n\u0701.\n\u0702.\n\ua60e.\n\ud802\ude50.\n\u0660.\n\u06f0.\n\ua4f8.\n\ua4fb.,\n\u2025..\n\ua4fa..\n\u2026...\n\ua6f4\ua6f3\ua6f3\n\u30fb\u00b7\n\uff65\u00b7\n\u16eb\u00b7\n\u0387\u00b7\n\u2e31\u00b7\n\ud800\udd01\u00b7\n\u2022\u00b7\n\u2027\u00b7\n\u2219\u00b7\n\u22c5\u00b7\n\ua78f\u00b7\n\u1427\u00b7\n\u22ef\u00b7\u00b7\u00b7\n\u2d48\u00b7\u00b7\u00b7\n\u1444\u00b7<\n\u22d7\u00b7>\n\u1437\u00b7>\n\u1440\u00b7>\n\u152f\u00b74\n\u147e\u00b7b\n\u1480\u00b7b\u0307\n\u147a\u00b7d\n\u1498\u00b7J\n\u14b6\u00b7L\n\u1476\u00b7P\n\u1457\u00b7U\n\u143a\u00b7V\n\u143c\u00b7\u0245\n\u14ae\u00b7\u0393\n\u140e\u00b7\u0394\n\u1459\u00b7\u0548\n\u140c\u00b7\u1401\n\u1410\u00b7\u1404\n\u1412\u00b7\u1405\n\u1414\u00b7\u1406\n\u1417\u00b7\u140a\n\u1419\u00b7\u140b\n\u143e\u00b7\u1432\n\u1442\u00b7\u1434\n\u1446\u00b7\u1439\n\u145b\u00b7\u144f\n\u1454\u00b7\u1450\n\u145d\u00b7\u1450\n\u145f\u00b7\u1451\n\u1461\u00b7\u1455\n\u1463\u00b7\u1456\n\u1474\u00b7\u146b\n\u1478\u00b7\u146e\n\u147c\u00b7\u1470\n\u1492\u00b7\u1489\n\u1494\u00b7\u148b\n\u1496\u00b7\u148c\n\u149a\u00b7\u148e\n\u149c\u00b7\u1490\n\u149e\u00b7\u1491\n\u14ac\u00b7\u14a3\n\u14b0\u00b7\u14a6\n\u14b2\u00b7\u14a7\n\u14b4\u00b7\u14a8\n\u14b8\u00b7\u14ab\n\u14c9\u00b7\u14c0\n\u18c6\u00b7\u14c2\n\u18c8\u00b7\u14c3\n\u18ca\u00b7\u14c4\n\u18cc\u00b7\u14c5\n\u14cb\u00b7\u14c7\n\u14cd\u00b7\u14c8\n\u14dc\u00b7\u14d3\n\u14de\u00b7\u14d5\n\u14e0\u00b7\u14d6\n\u14e2\u00b7\u14d7\n\u14e4\u00b7\u14d8\n\u14e6\u00b7\u14da\n\u14e8\u00b7\u14db\n\u14f6\u00b7\u14ed\n\u14f8\u00b7\u14ef\n\u14fa\u00b7\u14f0\n\u14fc\u00b7\u14f1\n\u14fe\u00b7\u14f2\n\u1500\u00b7\u14f4\n\u1502\u00b7\u14f5\n\u1517\u00b7\u1510\n\u1519\u00b7\u1511\n\u151b\u00b7\u1512\n\u151d\u00b7\u1513\n\u151f\u00b7\u1514\n\u1521\u00b7\u1515\n\u1523\u00b7\u1516\n\u1531\u00b7\u1528\n\u1533\u00b7\u1529\n\u1535\u00b7\u152a\n\u1537\u00b7\u152b\n\u1539\u00b7\u152d\n\u153b\u00b7\u152e\n\u18ce\u00b7\u1543\n\u18cf\u00b7\u1546\n\u18d0\u00b7\u1547\n\u18d1\u00b7\u1548\n\u18d2\u00b7\u1549\n\u18d3\u00b7\u154b\n\u154e\u00b7\u154c\n\u155b\u00b7\u155a\n\u1568\u00b7\u1567\n\u18b3\u00b7\u18b1\n\u18b6\u00b7\u18b4\n\u18b9\u00b7\u18b8\n\u18c2\u00b7\u18c0\n\ua830\u0964\n\u0965\u0964\u0964\n\u1c3c\u1c3b\u1c3b\n\u104b\u104a\u104a\n\u1aa9\u1aa8\u1aa8\n\u1aab\u1aaa\u1aa8\n\u1b5f\u1b5e\u1b5e\n\ud802\ude57\ud802\ude56\ud802\ude56\n\ud805\udc4c\ud805\udc4b\ud805\udc4b\n\ud805\ude42\ud805\ude41\ud805\ude41\n\ud807\udc42\ud807\udc41\ud807\udc41\n\u1c7f\u1c7e\u1c7e\n\u055d'\n\uff07'\n\u2018'\n\u2019'\n\u201b'\n\u05f3'\n\u2032'\n\u2035'\n\u055a'\n`'\n\u1fef'\n\uff40'\n\u00b4'\n\u0384'\n\u1ffd'\n\u1fbd'\n\u1fbf'\n\u1ffe'\n\u02b9'\n\u0374'\n\u02c8'\n\u02ca'\n\u02cb'\n\u02f4'\n\u02bb'\n\u02bd'\n\u02bc'\n\u02be'\n\ua78c'\n\u05d9'\n\u07f4'\n\u07f5'\n\u144a'\n\u16cc'\n\ud81b\udf51'\n\ud81b\udf52'\n\u1cd3''\n\"''\n\uff02''\n\u201c''\n\u201d''\n\u201f''\n\u05f4''\n\u2033''\n\u2036''\n\u3003''\n\u02dd''\n\u02ba''\n\u02f6''\n\u02ee''\n\u05f2''\n\u2034'''\n\u2037'''\n\u2057''''\n\u0181'B\n\u018a'D\n\u0149'n\n\u01a4'P\n\u01ac'T\n\u01b3'Y\n\uff3b(\n\u2768(\n\u2772(\n\u3014(\n\ufd3e(\n\u2e28((\n\u3220(\u30fc)\n\u2475(2)\n\u2487(2O)\n\u2476(3)\n\u2477(4)\n\u2478(5)\n\u2479(6)\n\u247a(7)\n\u247b(8)\n\u247c(9)\n\u249c(a)\n\ud83c\udd10(A)\n\u249d(b)\n\ud83c\udd11(B)\n\u249e(c)\n\ud83c\udd12(C)\n\u249f(d)\n\ud83c\udd13(D)\n\u24a0(e)\n\ud83c\udd14(E)\n\u24a1(f)\n\ud83c\udd15(F)\n\u24a2(g)\n\ud83c\udd16(G)\n\u24a3(h)\n\ud83c\udd17(H)\n\u24a4(i)\n\u24a5(j)\n\ud83c\udd19(J)\n\u24a6(k)\n\ud83c\udd1a(K)\n\u2474(l)\n\ud83c\udd18(l)\n\u24a7(l)\n\ud83c\udd1b(L)\n\u247f(l2)\n\u2480(l3)\n\u2481(l4)\n\u2482(l5)\n\u2483(l6)\n\u2484(l7)\n\u2485(l8)\n\u2486(l9)\n\u247e(ll)\n\u247d(lO)\n\ud83c\udd1c(M)\n\u24a9(n)\n\ud83c\udd1d(N)\n\u24aa(o)\n\ud83c\udd1e(O)\n\u24ab(p)\n\ud83c\udd1f(P)\n\u24ac(q)\n\ud83c\udd20(Q)\n\u24ad(r)\n\ud83c\udd21(R)\n\u24a8(rn)\n\u24ae(s)\n\ud83c\udd22(S)\n\ud83c\udd2a(S)\n\u24af(t)\n\ud83c\udd23(T)\n\u24b0(u)\n\ud83c\udd24(U)\n\u24b1(v)\n\ud83c\udd25(V)\n\u24b2(w)\n\ud83c\udd26(W)\n\u24b3(x)\n\ud83c\udd27(X)\n\u24b4(y)\n\ud83c\udd28(Y)\n\u24b5(z)\n\ud83c\udd29(Z)\n\u3200(\u1100)\n\u320e(\uac00)\n\u3201(\u1102)\n\u320f(\ub098)\n\u3202(\u1103)\n\u3210(\ub2e4)\n\u3203(\u1105)\n\u3211(\ub77c)\n\u3204(\u1106)\n\u3212(\ub9c8)\n\u3205(\u1107)\n\u3213(\ubc14)\n\u3206(\u1109)\n\u3214(\uc0ac)\n\u3207(\u110b)\n\u3215(\uc544)\n\u321d(\uc624\uc804)\n\u321e(\uc624\ud6c4)\n\u3208(\u110c)\n\u3216(\uc790)\n\u321c(\uc8fc)\n\u3209(\u110e)\n\u3217(\ucc28)\n\u320a(\u110f)\n\u3218(\uce74)\n\u320b(\u1110)\n\u3219(\ud0c0)\n\u320c(\u1111)\n\u321a(\ud30c)\n\u320d(\u1112)\n\u321b(\ud558)\n\u3226(\u4e03)\n\u3222(\u4e09)\n\ud83c\ude41(\u4e09)\n\u3228(\u4e5d)\n\u3221(\u4e8c)\n\ud83c\ude42(\u4e8c)\n\u3224(\u4e94)\n\u3239(\u4ee3)\n\u323d(\u4f01)\n\u3241(\u4f11)\n\u3227(\u516b)\n\u3225(\u516d)\n\u3238(\u52b4)\n\ud83c\ude47(\u52dd)\n\u3229(\u5341)\n\u323f(\u5354)\n\u3234(\u540d)\n\u323a(\u547c)\n\u3223(\u56db)\n\u322f(\u571f)\n\u323b(\u5b66)\n\ud83c\ude43(\u5b89)\n\ud83c\ude45(\u6253)\n\ud83c\ude48(\u6557)\n\u3230(\u65e5)\n\u322a(\u6708)\n\u3232(\u6709)\n\u322d(\u6728)\n\ud83c\ude40(\u672c)\n\u3231(\u682a)\n\u322c(\u6c34)\n\u322b(\u706b)\n\ud83c\ude44(\u70b9)\n\u3235(\u7279)\n\ud83c\ude46(\u76d7)\n\u323c(\u76e3)\n\u3233(\u793e)\n\u3237(\u795d)\n\u3240(\u796d)\n\u3242(\u81ea)\n\u3243(\u81f3)\n\u3236(\u8ca1)\n\u323e(\u8cc7)\n\u322e(\u91d1)\n\uff3d)\n\u2769)\n\u2773)\n\u3015)\n\ufd3f)\n\u2e29))\n\u2774{\n\ud834\udd14{\n\u2775}\n\u301a\u27e6\n\u301b\u27e7\n\u27e8\u276c\n\u2329\u276c\n\u3008\u276c\n\u31db\u276c\n\u304f\u276c\n\ud847\udfe8\u276c\n\u27e9\u276d\n\u232a\u276d\n\u3009\u276d\n\uff3e\ufe3f\n\u2e3f\u00b6\n\u204e*\n\u066d*\n\u2217*\n\ud800\udf1f*\n\u1735/\n\u2041/\n\u2215/\n\u2044/\n\u2571/\n\u27cb/\n\u29f8/\n\ud834\ude3a/\n\u31d3/\n\u3033/\n\u2cc7/\n\u2cc6/\n\u30ce/\n\u4e3f/\n\u2f03/\n\u29f6/\u0304\n\u2afd//\n\u2afb///\n\uff3c\\\n\ufe68\\\n\u2216\\\n\u27cd\\\n\u29f5\\\n\u29f9\\\n\ud834\ude0f\\\n\ud834\ude3b\\\n\u31d4\\\n\u4e36\\\n\u2f02\\\n\u2cf9\\\\\n\u244a\\\\\n\u27c8\\\u1455\n\ua778&\n\u0af0\u0970\n\ud804\udcbb\u0970\n\ud804\uddc7\u0970\n\u26ac\u0970\n\ud804\udddb\ua8fc\n\u17d9\u0e4f\n\u17d5\u0e5a\n\u17da\u0e5b\n\u0f0c\u0f0b\n\u0f0e\u0f0d\u0f0d\n\u02c4^\n\u02c6^\n\ua67e\u02c7\n\u02d8\u02c7\n\u203e\u02c9\n\ufe49\u02c9\n\ufe4a\u02c9\n\ufe4b\u02c9\n\ufe4c\u02c9\n\u00af\u02c9\n\uffe3\u02c9\n\u2594\u02c9\n\u044a\u02c9b\n\ua651\u02c9bi\n\u0375\u02cf\n\u02fb\u02ea\n\ua716\u02ea\n\ua714\u02eb\n\u3002\u02f3\n\u2e30\u00b0\n\u02da\u00b0\n\u2218\u00b0\n\u25cb\u00b0\n\u25e6\u00b0\n\u235c\u00b0\u0332\n\ud803\uded0\u00b0\u0332\n\u2364\u00b0\u0308\n\u2103\u00b0C\n\u2109\u00b0F\n\u0bf5\u0bf3\n\u0f1b\u0f1a\u0f1a\n\u0f1f\u0f1a\u0f1d\n\u0fce\u0f1d\u0f1a\n\u0f1e\u0f1d\u0f1d\n\u24b8\u00a9\n\u24c7\u00ae\n\u24c5\u2117\n\ud834\ude1b\u2144\n\u2bec\u219e\n\u2bed\u219f\n\u2bee\u21a0\n\u2bef\u21a1\n\u21b5\u21b2\n\u2965\u21c3\u21c2\n\u296f\u21c3\u16da\n\ud835\udedb\u2202\n\ud835\udf15\u2202\n\ud835\udf4f\u2202\n\ud835\udf89\u2202\n\ud835\udfc3\u2202\n\ud83a\udccc\u2202\n\ud83a\udccd\u2202\u0335\n\u00f0\u2202\u0335\n\u2300\u2205\n\ud835\udec1\u2207\n\ud835\udefb\u2207\n\ud835\udf35\u2207\n\ud835\udf6f\u2207\n\ud835\udfa9\u2207\n\ud806\udca8\u2207\n\u2362\u2207\u0308\n\u236b\u2207\u0334\n\u2588\u220e\n\u25a0\u220e\n\u2a3f\u2210\n\u16ed+\n\u2795+\n\ud800\ude9b+\n\ud839\udee9+\n\u2a23+\u0302\n\u2a22+\u030a\n\u2a24+\u0303\n\u2214+\u0307\n\u2a25+\u0323\n\u2a26+\u0330\n\u2a27+\u2082\n\u2797\u00f7\n\u2039<\n\u276e<\n\u02c2<\n\ud834\ude36<\n\u1438<\n\u16b2<\n\u22d6<\u00b7\n\u2cb5<\u00b7\n\u2cb4<\u00b7\n\u1445<\u00b7\n\u226a<<\n\u22d8<<<\n\u1400=\n\u2e40=\n\u30a0=\n\ua4ff=\n\u225a=\u0306\n\u2259=\u0302\n\u2257=\u030a\n\u2250=\u0307\n\u2251=\u0307\u0323\n\u2b96=\u1ab2\n\u2a6e=\u20f0\n\u2a75==\n\u2a76===\n\u225e=\u036b\n\u203a>\n\u276f>\n\u02c3>\n\ud834\ude37>\n\u1433>\n\ud81b\udf3f>\n\u1441>\u00b7\n\u2aa5><\n\u226b>>\n\u2a20>>\n\u22d9>>>\n\u2053~\n\u02dc~\n\u1fc0~\n\u223c~\n\u2368~\u0308\n\u2e1e~\u0307\n\u2a6a~\u0307\n\u2e1f~\u0323\n\ud83a\udcc8\u2220\n\u22c0\u2227\n\u222f\u222e\u222e\n\u2230\u222e\u222e\u222e\n\u2e2b\u2234\n\u2e2a\u2235\n\u2e2c\u2237\n\ud804\uddde\u2248\n\u264e\u224f\n\ud83d\udf5e\u224f\n\u2263\u2261\n\u2cb7\u2261\n\u2a03\u228d\n\u2a04\u228e\n\ud834\ude38\u228f\n\ud834\ude39\u2290\n\u2a05\u2293\n\u2a06\u2294\n\u2a02\u2297\n\u235f\u229b\n\ud83d\udf71\u22a0\n\ud83d\udf55\u22a1\n\u25c1\u22b2\n\u25b7\u22b3\n\u2363\u22c6\u0308\n\ufe34\u2307\n\u25e0\u2312\n\u2a3d\u2319\n\u2325\u2324\n\u29c7\u233b\n\u25ce\u233e\n\u29be\u233e\n\u29c5\u2342\n\u29b0\u2349\n\u23c3\u234b\n\u23c2\u234e\n\u23c1\u2355\n\u23c6\u236d\n\u2638\u2388\n\ufe35\u23dc\n\ufe36\u23dd\n\ufe37\u23de\n\ufe38\u23df\n\ufe39\u23e0\n\ufe3a\u23e1\n\u25b1\u23e5\n\u23fc\u23fb\n\ufe31\u2502\n\uff5c\u2502\n\u2503\u2502\n\u250f\u250c\n\u2523\u251c\n\u2590\u258c\n\u2597\u2596\n\u259d\u2598\n\u2610\u25a1\n\uffed\u25aa\n\u25b8\u25b6\n\u25ba\u25b6\n\u2ce9\u2627\n\ud83d\udf0a\u2629\n\ud83c\udf12\u263d\n\ud83c\udf19\u263d\n\u23fe\u263e\n\ud83c\udf18\u263e\n\u29d9\u299a\n\ud83d\udf3a\u29df\n\u2a3e\u2a1f\n\u2669\ud834\udd58\ud834\udd65\n\u266a\ud834\udd58\ud834\udd65\ud834\udd6e\n\u24ea\ud83c\udd0d\n\u21ba\ud83c\udd0e\n\ud833\udcfb\ud83d\udef8\n\u02d9\u0971\n\u0d4e\u0971\n\uff0d\u30fc\n\u2014\u30fc\n\u2015\u30fc\n\u2500\u30fc\n\u2501\u30fc\n\u31d0\u30fc\n\ua7f7\u30fc\n\u1173\u30fc\n\u3161\u30fc\n\u4e00\u30fc\n\u2f00\u30fc\n\u1196\u30fc\u30fc\n\ud7b9\u30fc\u1161\n\ud7ba\u30fc\u1165\n\ud7bb\u30fc\u1165\u4e28\n\ud7bc\u30fc\u1169\n\u1195\u30fc\u116e\n\u1174\u30fc\u4e28\n\u3162\u30fc\u4e28\n\u1197\u30fc\u4e28\u116e\n\ud83c\udd0f$\u20e0\n\u20a4\u00a3\n\u3012\u20b8\n\u3036\u20b8\n\u1b5c\u1b50\n\ua9c6\ua9d0\n\ud805\udcd1\u09e7\n\u0ce7\u0c67\n\u1065\u1041\n\u2460\u2780\n\u2469\u2789\n\u23e8\u2081\u2080\n\ud833\udcf22\n\ud835\udfd02\n\ud835\udfda2\n\ud835\udfe42\n\ud835\udfee2\n\ud835\udff82\n\ud83e\udff22\n\ua75a2\n\u01a72\n\u03e82\n\ua6442\n\u14bf2\n\ua6ef2\n\ua9cf\u0662\n\u06f2\u0662\n\u0ae8\u0968\n\u0ab0\u0968\n\ud805\udcd2\u09e8\n\u0ce8\u0c68\n\u2461\u2781\n\u01bb2\u0335\n\ud83c\udd032,\n\u24892.\n\u33f522\u65e5\n\u336e22\u70b9\n\u33f623\u65e5\n\u336f23\u70b9\n\u33f724\u65e5\n\u337024\u70b9\n\u33f825\u65e5\n\u33f926\u65e5\n\u33fa27\u65e5\n\u33fb28\u65e5\n\u33fc29\u65e5\n\u33f42l\u65e5\n\u336d2l\u70b9\n\u249b2O.\n\u33f32O\u65e5\n\u336c2O\u70b9\n\u0de9\u0de8\u0dcf\n\u0def\u0de8\u0dd3\n\u33e12\u65e5\n\u32c12\u6708\n\u335a2\u70b9\n\ud834\ude063\n\u09693\n\u0ae93\n\ud833\udcf33\n\ud835\udfd13\n\ud835\udfdb3\n\ud835\udfe53\n\ud835\udfef3\n\ud835\udff93\n\ud83e\udff33\n\ua7ab3\n\u021c3\n\u01b73\n\ua76a3\n\u2c9c3\n\u2cc43\n\u2ccc3\n\u04173\n\u04e03\n\ud81b\udf3b3\n\ud806\udcca3\n\u06f3\u0663\n\ud83a\udcc9\u0663\n\u2462\u2782\n\u04983\u0326\n\ud83c\udd043,\n\u248a3.\n\u33fe3l\u65e5\n\u33fd3O\u65e5\n\u33e23\u65e5\n\u32c23\u6708\n\u335b3\u70b9\n\ud833\udcf44\n\ud835\udfd24\n\ud835\udfdc4\n\ud835\udfe64\n\ud835\udff04\n\ud835\udffa4\n\ud83e\udff44\n\u13ce4\n\ud806\udcaf4\n\u06f4\u0664\n\u0aea\u096a\n\u2463\u2783\n\ud83c\udd054,\n\u248b4.\n\u15304\u00b7\n\u33e34\u65e5\n\u32c34\u6708\n\u335c4\u70b9\n\ud833\udcf55\n\ud835\udfd35\n\ud835\udfdd5\n\ud835\udfe75\n\ud835\udff15\n\ud835\udffb5\n\ud83e\udff55\n\u01bc5\n\ud806\udcbb5\n\u2464\u2784\n\ud83c\udd065,\n\u248c5.\n\u33e45\u65e5\n\u32c45\u6708\n\u335d5\u70b9\n\ud833\udcf66\n\ud835\udfd46\n\ud835\udfde6\n\ud835\udfe86\n\ud835\udff26\n\ud835\udffc6\n\ud83e\udff66\n\u2cd36\n\u2cd26\n\u03ec6\n\u2cdc6\n\u04316\n\u13ee6\n\ud806\udcd56\n\u06f6\u0666\n\ud805\udcd6\u09ec\n\u2465\u2785\n\ud83c\udd076,\n\u248d6.\n\u33e56\u65e5\n\u32c56\u6708\n\u335e6\u70b9\n\ud834\ude127\n\ud833\udcf77\n\ud835\udfd57\n\ud835\udfdf7\n\ud835\udfe97\n\ud835\udff37\n\ud835\udffd7\n\ud83e\udff77\n\ud801\udcd27\n\ud806\udcc67\n\u2466\u2786\n\ud83c\udd087,\n\u248e7.\n\u33e67\u65e5\n\u32c67\u6708\n\u335f7\u70b9\n\u0b038\n\u09ea8\n\u0a6a8\n\ud83a\udccb8\n\ud833\udcf88\n\ud835\udfd68\n\ud835\udfe08\n\ud835\udfea8\n\ud835\udff48\n\ud835\udffe8\n\ud83e\udff88\n\u02238\n\u02228\n\ud800\udf1a8\n\u0aee\u096e\n\u2467\u2787\n\ud83c\udd098,\n\u248f8.\n\u33e78\u65e5\n\u32c78\u6708\n\u33608\u70b9\n\u0a679\n\u0b689\n\u09ed9\n\u0d6d9\n\ud833\udcf99\n\ud835\udfd79\n\ud835\udfe19\n\ud835\udfeb9\n\ud835\udff59\n\ud835\udfff9\n\ud83e\udff99\n\ua76e9\n\u2ccb9\n\u2cca9\n\ud806\udccc9\n\ud806\udcac9\n\ud806\udcd69\n\u0967\u0669\n\ud806\udce4\u0669\n\u06f9\u0669\n\u0cef\u0c6f\n\u2468\u2788\n\ud83c\udd0a9,\n\u24909.\n\u33e89\u65e5\n\u32c89\u6708\n\u33619\u70b9\n\u237aa\n\uff41a\n\ud835\udc1aa\n\ud835\udc4ea\n\ud835\udc82a\n\ud835\udcb6a\n\ud835\udceaa\n\ud835\udd1ea\n\ud835\udd52a\n\ud835\udd86a\n\ud835\uddbaa\n\ud835\uddeea\n\ud835\ude22a\n\ud835\ude56a\n\ud835\ude8aa\n\u0251a\n\u03b1a\n\ud835\udec2a\n\ud835\udefca\n\ud835\udf36a\n\ud835\udf70a\n\ud835\udfaaa\n\u0430a\n\u2df6\u0363\n\uff21A\n\ud833\udcd6A\n\ud835\udc00A\n\ud835\udc34A\n\ud835\udc68A\n\ud835\udc9cA\n\ud835\udcd0A\n\ud835\udd04A\n\ud835\udd38A\n\ud835\udd6cA\n\ud835\udda0A\n\ud835\uddd4A\n\ud835\ude08A\n\ud835\ude3cA\n\ud835\ude70A\n\u0391A\n\ud835\udea8A\n\ud835\udee2A\n\ud835\udf1cA\n\ud835\udf56A\n\ud835\udf90A\n\u0410A\n\u13aaA\n\u15c5A\n\ua4eeA\n\ud81b\udf40A\n\ud800\udea0A\n\u2376a\u0332\n\u01ce\u0103\n\u01cd\u0102\n\u0227\u00e5\n\u0226\u00c5\n\u1e9a\u1ea3\n\u2100a/c\n\u2101a/s\n\ua733aa\n\ua732AA\n\u00e6ae\n\u04d5ae\n\u00c6AE\n\u04d4AE\n\ua735ao\n\ua734AO\n\ud83d\udf07AR\n\ua737au\n\ua736AU\n\ua739av\n\ua73bav\n\ua738AV\n\ua73aAV\n\ua73day\n\ua73cAY\n\uab7a\u1d00\n\u2200\u2c6f\n\ud834\ude17\u2c6f\n\u15c4\u2c6f\n\ua4ef\u2c6f\n\ud801\udc1f\u2c70\n\ud835\udc1bb\n\ud835\udc4fb\n\ud835\udc83b\n\ud835\udcb7b\n\ud835\udcebb\n\ud835\udd1fb\n\ud835\udd53b\n\ud835\udd87b\n\ud835\uddbbb\n\ud835\uddefb\n\ud835\ude23b\n\ud835\ude57b\n\ud835\ude8bb\n\u0184b\n\u042cb\n\u13cfb\n\u1472b\n\u15afb\n\ud81b\udeb6b\n\uff22B\n\u212cB\n\ud833\udcd7B\n\ud835\udc01B\n\ud835\udc35B\n\ud835\udc69B\n\ud835\udcd1B\n\ud835\udd05B\n\ud835\udd39B\n\ud835\udd6dB\n\ud835\udda1B\n\ud835\uddd5B\n\ud835\ude09B\n\ud835\ude3dB\n\ud835\ude71B\n\ua7b4B\n\u0392B\n\ud835\udea9B\n\ud835\udee3B\n\ud835\udf1dB\n\ud835\udf57B\n\ud835\udf91B\n\u2c82B\n\u0412B\n\u13f4B\n\u15f7B\n\ua4d0B\n\ud800\ude82B\n\ud800\udea1B\n\ud800\udf01B\n\u0253b\u0314\n\u1473b\u0307\n\u0183b\u0304\n\u0182b\u0304\n\u0411b\u0304\n\u0180b\u0335\n\u048db\u0335\n\u048cb\u0335\n\u0463b\u0335\n\u0462b\u0335\n\u147fb\u00b7\n\u1481b\u0307\u00b7\n\u1488b'\n\u042bbl\n\u2c83\u0299\n\u0432\u0299\n\u13fc\u0299\n\uff43c\n\u217dc\n\ud835\udc1cc\n\ud835\udc50c\n\ud835\udc84c\n\ud835\udcb8c\n\ud835\udcecc\n\ud835\udd20c\n\ud835\udd54c\n\ud835\udd88c\n\ud835\uddbcc\n\ud835\uddf0c\n\ud835\ude24c\n\ud835\ude58c\n\ud835\ude8cc\n\u1d04c\n\u03f2c\n\u2ca5c\n\u0441c\n\u1004c\n\u105ac\n\uabafc\n\ud801\udc3dc\n\u2ded\u0368\n\ud83d\udf4cC\n\ud806\udce9C\n\ud806\udcf2C\n\uff23C\n\u216dC\n\u2102C\n\u212dC\n\ud833\udcd8C\n\ud835\udc02C\n\ud835\udc36C\n\ud835\udc6aC\n\ud835\udc9eC\n\ud835\udcd2C\n\ud835\udd6eC\n\ud835\udda2C\n\ud835\uddd6C\n\ud835\ude0aC\n\ud835\ude3eC\n\ud835\ude72C\n\u03f9C\n\u2ca4C\n\u0421C\n\u13dfC\n\ua4daC\n\ud800\udea2C\n\ud800\udf02C\n\ud801\udc15C\n\ud801\udd1cC\n\u00a2c\u0338\n\u023cc\u0338\n\u20a1C\u20eb\n\ud83c\udd6eC\u20e0\n\u00e7c\u0326\n\u04abc\u0326\n\u00c7C\u0326\n\u04aaC\u0326\n\u0187C'\n\u2105c/o\n\u2106c/u\n\ud83c\udd6d\u33c4\t\u20dd\n\u22f4\ua793\n\u025b\ua793\n\u03b5\ua793\n\u03f5\ua793\n\ud835\udec6\ua793\n\ud835\udedc\ua793\n\ud835\udf00\ua793\n\ud835\udf16\ua793\n\ud835\udf3a\ua793\n\ud835\udf50\ua793\n\ud835\udf74\ua793\n\ud835\udf8a\ua793\n\ud835\udfae\ua793\n\ud835\udfc4\ua793\n\u2c89\ua793\n\u0454\ua793\n\u0511\ua793\n\uab9b\ua793\n\ud806\udcce\ua793\n\ud801\udc29\ua793\n\u20ac\ua792\n\u2c88\ua792\n\u0404\ua792\n\u2377\ua793\u0332\n\u037d\ua73f\n\u03ff\ua73e\n\u217ed\n\u2146d\n\ud835\udc1dd\n\ud835\udc51d\n\ud835\udc85d\n\ud835\udcb9d\n\ud835\udcedd\n\ud835\udd21d\n\ud835\udd55d\n\ud835\udd89d\n\ud835\uddbdd\n\ud835\uddf1d\n\ud835\ude25d\n\ud835\ude59d\n\ud835\ude8dd\n\u0501d\n\u13e7d\n\u146fd\n\ua4d2d\n\u216eD\n\u2145D\n\ud833\udcd9D\n\ud835\udc03D\n\ud835\udc37D\n\ud835\udc6bD\n\ud835\udc9fD\n\ud835\udcd3D\n\ud835\udd07D\n\ud835\udd3bD\n\ud835\udd6fD\n\ud835\udda3D\n\ud835\uddd7D\n\ud835\ude0bD\n\ud835\ude3fD\n\ud835\ude73D\n\u13a0D\n\u15deD\n\u15eaD\n\ua4d3D\n\u0257d\u0314\n\u0256d\u0328\n\u018cd\u0304\n\u0111d\u0335\n\u0110D\u0335\n\u00d0D\u0335\n\u0189D\u0335\n\u20abd\u0335\u0331\n\ua77a\ua779\n\u147bd\u00b7\n\u1487d'\n\u02a4d\u021d\n\u01f3dz\n\u02a3dz\n\u01f2Dz\n\u01f1DZ\n\u01c6d\u017e\n\u01c5D\u017e\n\u01c4D\u017d\n\u02a5d\u0291\n\uab70\u1d05\n\u2e39\u1e9f\n\u03b4\u1e9f\n\ud835\udec5\u1e9f\n\ud835\udeff\u1e9f\n\ud835\udf39\u1e9f\n\ud835\udf73\u1e9f\n\ud835\udfad\u1e9f\n\u2cdd\u1e9f\n\u056e\u1e9f\n\u1577\u1e9f\n\u212ee\n\uff45e\n\u212fe\n\u2147e\n\ud835\udc1ee\n\ud835\udc52e\n\ud835\udc86e\n\ud835\udceee\n\ud835\udd22e\n\ud835\udd56e\n\ud835\udd8ae\n\ud835\uddbee\n\ud835\uddf2e\n\ud835\ude26e\n\ud835\ude5ae\n\ud835\ude8ee\n\uab32e\n\u0435e\n\u04bde\n\u2df7\u0364\n\u22ffE\n\uff25E\n\u2130E\n\ud833\udcdaE\n\ud835\udc04E\n\ud835\udc38E\n\ud835\udc6cE\n\ud835\udcd4E\n\ud835\udd08E\n\ud835\udd3cE\n\ud835\udd70E\n\ud835\udda4E\n\ud835\uddd8E\n\ud835\ude0cE\n\ud835\ude40E\n\ud835\ude74E\n\u0395E\n\ud835\udeacE\n\ud835\udee6E\n\ud835\udf20E\n\ud835\udf5aE\n\ud835\udf94E\n\u0415E\n\u2d39E\n\u13acE\n\ua4f0E\n\ud806\udca6E\n\ud806\udcaeE\n\ud800\ude86E\n\u011b\u0115\n\u011a\u0114\n\u0247e\u0338\n\u0246E\u0338\n\u04bfe\u0328\n\uab7c\u1d07\n\u0259\u01dd\n\u04d9\u01dd\n\u2203\u018e\n\u2d3a\u018e\n\ua4f1\u018e\n\u025a\u01dd\u02de\n\u1d14\u01ddo\n\uab41\u01ddo\u0338\n\uab42\u01ddo\u0335\n\u04d8\u018f\n\ud834\ude21\u0190\n\u2107\u0190\n\u0510\u0190\n\u13cb\u0190\n\ud81b\udf2d\u0190\n\ud801\udc01\u0190\n\u1d9f\u1d4b\n\u1d08\u025c\n\u0437\u025c\n\u0499\u025c\u0326\n\ud801\udc42\u025e\n\ua79d\u029a\n\ud801\udc2a\u029a\n\ud835\udc1ff\n\ud835\udc53f\n\ud835\udc87f\n\ud835\udcbbf\n\ud835\udceff\n\ud835\udd23f\n\ud835\udd57f\n\ud835\udd8bf\n\ud835\uddbff\n\ud835\uddf3f\n\ud835\ude27f\n\ud835\ude5bf\n\ud835\ude8ff\n\uab35f\n\ua799f\n\u0192f\n\u017ff\n\u1e9df\n\u0584f\n\ud834\ude13F\n\u2131F\n\ud833\udcdbF\n\ud835\udc05F\n\ud835\udc39F\n\ud835\udc6dF\n\ud835\udcd5F\n\ud835\udd09F\n\ud835\udd3dF\n\ud835\udd71F\n\ud835\udda5F\n\ud835\uddd9F\n\ud835\ude0dF\n\ud835\ude41F\n\ud835\ude75F\n\ua798F\n\u03dcF\n\ud835\udfcaF\n\u15b4F\n\ua4ddF\n\ud806\udcc2F\n\ud806\udca2F\n\ud800\ude87F\n\ud800\udea5F\n\ud801\udd25F\n\u0191F\u0326\n\u1d6ef\u0334\n\u213bFAX\n\ufb00ff\n\ufb03ffi\n\ufb04ffl\n\ufb01fi\n\ufb02fl\n\u02a9fn\u0329\n\u15b5\u2132\n\ua4de\u2132\n\ud834\ude30\ua7fb\n\u15b7\ua7fb\n\uff47g\n\u210ag\n\ud835\udc20g\n\ud835\udc54g\n\ud835\udc88g\n\ud835\udcf0g\n\ud835\udd24g\n\ud835\udd58g\n\ud835\udd8cg\n\ud835\uddc0g\n\ud835\uddf4g\n\ud835\ude28g\n\ud835\ude5cg\n\ud835\ude90g\n\u0261g\n\u1d83g\n\u018dg\n\u0581g\n\ud833\udcdcG\n\ud835\udc06G\n\ud835\udc3aG\n\ud835\udc6eG\n\ud835\udca2G\n\ud835\udcd6G\n\ud835\udd0aG\n\ud835\udd3eG\n\ud835\udd72G\n\ud835\udda6G\n\ud835\udddaG\n\ud835\ude0eG\n\ud835\ude42G\n\ud835\ude76G\n\u050cG\n\u13c0G\n\u13f3G\n\ua4d6G\n\u1da2\u1d4d\n\u0260g\u0314\n\u01e7\u011f\n\u01e6\u011e\n\u01f5\u0123\n\u01e5g\u0335\n\u01e4G\u0335\n\u0193G'\n\u050d\u0262\n\uab90\u0262\n\u13fb\u0262\n\uff48h\n\u210eh\n\ud835\udc21h\n\ud835\udc89h\n\ud835\udcbdh\n\ud835\udcf1h\n\ud835\udd25h\n\ud835\udd59h\n\ud835\udd8dh\n\ud835\uddc1h\n\ud835\uddf5h\n\ud835\ude29h\n\ud835\ude5dh\n\ud835\ude91h\n\u04bbh\n\u0570h\n\u13c2h\n\uff28H\n\u210bH\n\u210cH\n\u210dH\n\ud833\udcddH\n\ud835\udc07H\n\ud835\udc3bH\n\ud835\udc6fH\n\ud835\udcd7H\n\ud835\udd73H\n\ud835\udda7H\n\ud835\udddbH\n\ud835\ude0fH\n\ud835\ude43H\n\ud835\ude77H\n\u0397H\n\ud835\udeaeH\n\ud835\udee8H\n\ud835\udf22H\n\ud835\udf5cH\n\ud835\udf96H\n\u2c8eH\n\u041dH\n\u13bbH\n\u157cH\n\ua4e7H\n\ud800\udecfH\n\u1d78\u1d34\n\u0266h\u0314\n\ua695h\u0314\n\u13f2h\u0314\n\u2c67H\u0329\n\u04a2H\u0329\n\u0127h\u0335\n\u210fh\u0335\n\u045bh\u0335\n\u0126H\u0335\n\u04c9H\u0326\n\u04c7H\u0326\n\u2c8f\u029c\n\u043d\u029c\n\uab8b\u029c\n\u04a3\u029c\u0329\n\u04ca\u029c\u0326\n\u04c8\u029c\u0326\n\u050a\u01f6\n\uab80\u2c76\n\u0370\u2c75\n\u13a8\u2c75\n\u13b0\u2c75\n\ua6b1\u2c75\n\ua795\ua727\n\u02dbi\n\u2373i\n\uff49i\n\u2170i\n\u2139i\n\u2148i\n\ud835\udc22i\n\ud835\udc56i\n\ud835\udc8ai\n\ud835\udcbei\n\ud835\udcf2i\n\ud835\udd26i\n\ud835\udd5ai\n\ud835\udd8ei\n\ud835\uddc2i\n\ud835\uddf6i\n\ud835\ude2ai\n\ud835\ude5ei\n\ud835\ude92i\n\u0131i\n\ud835\udea4i\n\u026ai\n\u0269i\n\u03b9i\n\u1fbei\n\u037ai\n\ud835\udecai\n\ud835\udf04i\n\ud835\udf3ei\n\ud835\udf78i\n\ud835\udfb2i\n\u2c93i\n\u0456i\n\ua647i\n\u0582i\n\uab75i\n\u13a5i\n\ud806\udcc3i\n\u24db\u24be\n\u2378i\u0332\n\u01d0\u012d\n\u01cf\u012c\n\u0268i\u0335\n\u1d7bi\u0335\n\u1d7ci\u0335\n\u2171ii\n\u2172iii\n\u0133ij\n\u2173iv\n\u2178ix\n\uff4aj\n\u2149j\n\ud835\udc23j\n\ud835\udc57j\n\ud835\udc8bj\n\ud835\udcbfj\n\ud835\udcf3j\n\ud835\udd27j\n\ud835\udd5bj\n\ud835\udd8fj\n\ud835\uddc3j\n\ud835\uddf7j\n\ud835\ude2bj\n\ud835\ude5fj\n\ud835\ude93j\n\u03f3j\n\u0458j\n\uff2aJ\n\ud833\udcdfJ\n\ud835\udc09J\n\ud835\udc3dJ\n\ud835\udc71J\n\ud835\udca5J\n\ud835\udcd9J\n\ud835\udd0dJ\n\ud835\udd41J\n\ud835\udd75J\n\ud835\udda9J\n\ud835\uddddJ\n\ud835\ude11J\n\ud835\ude45J\n\ud835\ude79J\n\ua7b2J\n\u037fJ\n\u0408J\n\u13abJ\n\u148dJ\n\ua4d9J\n\u0249j\u0335\n\u0248J\u0335\n\u1499J\u00b7\n\ud835\udea5\u0237\n\u0575\u0237\n\uab7b\u1d0a\n\ud835\udc24k\n\ud835\udc58k\n\ud835\udc8ck\n\ud835\udcc0k\n\ud835\udcf4k\n\ud835\udd28k\n\ud835\udd5ck\n\ud835\udd90k\n\ud835\uddc4k\n\ud835\uddf8k\n\ud835\ude2ck\n\ud835\ude60k\n\ud835\ude94k\n\u212aK\n\uff2bK\n\ud833\udce0K\n\ud835\udc0aK\n\ud835\udc3eK\n\ud835\udc72K\n\ud835\udca6K\n\ud835\udcdaK\n\ud835\udd0eK\n\ud835\udd42K\n\ud835\udd76K\n\ud835\uddaaK\n\ud835\udddeK\n\ud835\ude12K\n\ud835\ude46K\n\ud835\ude7aK\n\u039aK\n\ud835\udeb1K\n\ud835\udeebK\n\ud835\udf25K\n\ud835\udf5fK\n\ud835\udf99K\n\u2c94K\n\u041aK\n\u13e6K\n\u16d5K\n\ua4d7K\n\ud801\udd18K\n\u0199k\u0314\n\u2c69K\u0329\n\u049aK\u0329\n\u20adK\u0335\n\ua740K\u0335\n\u049eK\u0335\n\u0198K'\n\u05c0l\n|l\n\u2223l\n\u23fdl\n\uffe8l\n1l\n\u0661l\n\u06f1l\n\ud800\udf20l\n\ud83a\udcc7l\n\ud833\udcf1l\n\ud835\udfcfl\n\ud835\udfd9l\n\ud835\udfe3l\n\ud835\udfedl\n\ud835\udff7l\n\ud83e\udff1l\nIl\n\uff29l\n\u2160l\n\u2110l\n\u2111l\n\ud833\udcdel\n\ud835\udc08l\n\ud835\udc3cl\n\ud835\udc70l\n\ud835\udcd8l\n\ud835\udd40l\n\ud835\udd74l\n\ud835\udda8l\n\ud835\udddcl\n\ud835\ude10l\n\ud835\ude44l\n\ud835\ude78l\n\u0196l\n\uff4cl\n\u217cl\n\u2113l\n\ud835\udc25l\n\ud835\udc59l\n\ud835\udc8dl\n\ud835\udcc1l\n\ud835\udcf5l\n\ud835\udd29l\n\ud835\udd5dl\n\ud835\udd91l\n\ud835\uddc5l\n\ud835\uddf9l\n\ud835\ude2dl\n\ud835\ude61l\n\ud835\ude95l\n\u01c0l\n\u0399l\n\ud835\udeb0l\n\ud835\udeeal\n\ud835\udf24l\n\ud835\udf5el\n\ud835\udf98l\n\u2c92l\n\u0406l\n\u04cfl\n\u04c0l\n\u05d5l\n\u05dfl\n\u0627l\n\ud83b\ude00l\n\ud83b\ude80l\n\ufe8el\n\ufe8dl\n\u07cal\n\u2d4fl\n\u16c1l\n\ua4f2l\n\ud81b\udf28l\n\ud800\ude8al\n\ud800\udf09l\n\ud807\udddal\n\ud807\udde1l\n\ud81b\udeaal\n\ud834\ude2aL\n\u216cL\n\u2112L\n\ud833\udce1L\n\ud835\udc0bL\n\ud835\udc3fL\n\ud835\udc73L\n\ud835\udcdbL\n\ud835\udd0fL\n\ud835\udd43L\n\ud835\udd77L\n\ud835\uddabL\n\ud835\udddfL\n\ud835\ude13L\n\ud835\ude47L\n\ud835\ude7bL\n\u2cd0L\n\u13deL\n\u14aaL\n\ua4e1L\n\ud81b\udf16L\n\ud806\udca3L\n\ud806\udcb2L\n\ud801\udc1bL\n\ud801\udd26L\n\ufd3cl\u030b\n\ufd3dl\u030b\n\u0142l\u0338\n\u0141L\u0338\n\u026dl\u0328\n\u0197l\u0335\n\u019al\u0335\n\u026bl\u0334\n\u0625l\u0655\n\ufe88l\u0655\n\ufe87l\u0655\n\u0673l\u0655\n\u0140l\u00b7\n\u013fl\u00b7\n\u14b7l\u00b7\n\ud83c\udd02l,\n\u2488l.\n\u05f1l'\n\u2493l2.\n\u33ebl2\u65e5\n\u32cbl2\u6708\n\u3364l2\u70b9\n\u2494l3.\n\u33ecl3\u65e5\n\u3365l3\u70b9\n\u2495l4.\n\u33edl4\u65e5\n\u3366l4\u70b9\n\u2496l5.\n\u33eel5\u65e5\n\u3367l5\u70b9\n\u2497l6.\n\u33efl6\u65e5\n\u3368l6\u70b9\n\u2498l7.\n\u33f0l7\u65e5\n\u3369l7\u70b9\n\u2499l8.\n\u33f1l8\u65e5\n\u336al8\u70b9\n\u249al9.\n\u33f2l9\u65e5\n\u336bl9\u70b9\n\u01c9lj\n\u0132lJ\n\u01c8Lj\n\u01c7LJ\n\u2016ll\n\u2225ll\n\u2161ll\n\u01c1ll\n\u05f0ll\n\ud800\udd99l\u0335l\u0335\n\u2492ll.\n\u2162lll\n\ud800\udd98l\u0335l\u0335S\u0335\n\u33eall\u65e5\n\u32call\u6708\n\u3363ll\u70b9\n\u042elO\n\u2491lO.\n\u33e9lO\u65e5\n\u32c9lO\u6708\n\u3362lO\u70b9\n\u02aals\n\u20b6lt\n\u2163lV\n\u2168lX\n\u026el\u021d\n\u02ablz\n\u0675l\u0674\n\u0623l\u0674\n\ufe84l\u0674\n\ufe83l\u0674\n\u0672l\u0674\n\ufdf3l\u0643\u0628\u0631\n\ufdf2l\u0644\u0644\u0651\u0670o\n\u33e0l\u65e5\n\u32c0l\u6708\n\u3359l\u70b9\n\u2cd1\u029f\n\uabae\u029f\n\ud801\udc43\u029f\n\uff2dM\n\u216fM\n\u2133M\n\ud833\udce2M\n\ud835\udc0cM\n\ud835\udc40M\n\ud835\udc74M\n\ud835\udcdcM\n\ud835\udd10M\n\ud835\udd44M\n\ud835\udd78M\n\ud835\uddacM\n\ud835\udde0M\n\ud835\ude14M\n\ud835\ude48M\n\ud835\ude7cM\n\u039cM\n\ud835\udeb3M\n\ud835\udeedM\n\ud835\udf27M\n\ud835\udf61M\n\ud835\udf9bM\n\u03faM\n\u2c98M\n\u041cM\n\u13b7M\n\u15f0M\n\u16d6M\n\ua4dfM\n\ud800\udeb0M\n\ud800\udf11M\n\u04cdM\u0326\n\ud83d\udf6bMB\n\u2de8\u1ddf\n\ud835\udc27n\n\ud835\udc5bn\n\ud835\udc8fn\n\ud835\udcc3n\n\ud835\udcf7n\n\ud835\udd2bn\n\ud835\udd5fn\n\ud835\udd93n\n\ud835\uddc7n\n\ud835\uddfbn\n\ud835\ude2fn\n\ud835\ude63n\n\ud835\ude97n\n\u0578n\n\u057cn\n\uff2eN\n\u2115N\n\ud833\udce3N\n\ud835\udc0dN\n\ud835\udc41N\n\ud835\udc75N\n\ud835\udca9N\n\ud835\udcddN\n\ud835\udd11N\n\ud835\udd79N\n\ud835\uddadN\n\ud835\udde1N\n\ud835\ude15N\n\ud835\ude49N\n\ud835\ude7dN\n\u039dN\n\ud835\udeb4N\n\ud835\udeeeN\n\ud835\udf28N\n\ud835\udf62N\n\ud835\udf9cN\n\u2c9aN\n\ua4e0N\n\ud801\udd13N\n\ud800\udd8eN\u030a\n\u0273n\u0328\n\u019en\u0329\n\u014bn\u0329\n\u03b7n\u0329\n\ud835\udec8n\u0329\n\ud835\udf02n\u0329\n\ud835\udf3cn\u0329\n\ud835\udf76n\u0329\n\ud835\udfb0n\u0329\n\u0572n\u0329\n\u019dN\u0326\n\u1d70n\u0334\n\u01ccnj\n\u01cbNj\n\u01caNJ\n\u2116No\n\u2c9b\u0274\n\u0377\u1d0e\n\u0438\u1d0e\n\ud801\udc4d\u1d0e\n\u0146\u0272\n\u0c02o\n\u0c82o\n\u0d02o\n\u0d82o\n\u0966o\n\u09e6o\n\u0a66o\n\u0ae6o\n\u0b66o\n\u0be6o\n\u0c66o\n\u0d66o\n\u0e50o\n\u0ed0o\n\u1040o\n\u17e0o\n\ud805\udcd0o\n\u0665o\n\u06f5o\n\uff4fo\n\u2134o\n\ud835\udc28o\n\ud835\udc5co\n\ud835\udc90o\n\ud835\udcf8o\n\ud835\udd2co\n\ud835\udd60o\n\ud835\udd94o\n\ud835\uddc8o\n\ud835\uddfco\n\ud835\ude30o\n\ud835\ude64o\n\ud835\ude98o\n\u1d0fo\n\u1d11o\n\uab3do\n\u03bfo\n\ud835\uded0o\n\ud835\udf0ao\n\ud835\udf44o\n\ud835\udf7eo\n\ud835\udfb8o\n\u03c3o\n\ud835\uded4o\n\ud835\udf0eo\n\ud835\udf48o\n\ud835\udf82o\n\ud835\udfbco\n\u2c9fo\n\u03edo\n\u043eo\n\u10ffo\n\u0585o\n\u05e1o\n\u0647o\n\ud83b\ude24o\n\ud83b\ude64o\n\ud83b\ude84o\n\ufeebo\n\ufeeco\n\ufeeao\n\ufee9o\n\u06beo\n\ufbaco\n\ufbado\n\ufbabo\n\ufbaao\n\u06c1o\n\ufba8o\n\ufba9o\n\ufba7o\n\ufba6o\n\u06d5o\n\u0d20o\n\u101do\n\ud801\udceao\n\ud806\udcc8o\n\ud806\udcd7o\n\ud801\udc2co\n0O\n\u07c0O\n\u0ce6O\n\u3007O\n\ud806\udce0O\n\ud833\udcf0O\n\ud835\udfceO\n\ud835\udfd8O\n\ud835\udfe2O\n\ud835\udfecO\n\ud835\udff6O\n\ud83e\udff0O\n\uff2fO\n\ud833\udce4O\n\ud835\udc0eO\n\ud835\udc42O\n\ud835\udc76O\n\ud835\udcaaO\n\ud835\udcdeO\n\ud835\udd12O\n\ud835\udd46O\n\ud835\udd7aO\n\ud835\uddaeO\n\ud835\udde2O\n\ud835\ude16O\n\ud835\ude4aO\n\ud835\ude7eO\n\u039fO\n\ud835\udeb6O\n\ud835\udef0O\n\ud835\udf2aO\n\ud835\udf64O\n\ud835\udf9eO\n\u2c9eO\n\u041eO\n\u0555O\n\u2d54O\n\u12d0O\n\u0b20O\n\ud801\udcc2O\n\ua4f3O\n\ud806\udcb5O\n\ud800\ude92O\n\ud800\udeabO\n\ud801\udc04O\n\ud801\udd16O\n\ud807\udde0O\n\u2070\u00ba\n\u1d52\u00ba\n\u01d2\u014f\n\u01d1\u014e\n\u06ffo\u0302\n\u0150\u00d6\n\u00f8o\u0338\n\uab3eo\u0338\n\u00d8O\u0338\n\u2d41O\u0338\n\u01feO\u0338\u0301\n\u0275o\u0335\n\ua74bo\u0335\n\u2c91o\u0335\n\u04e9o\u0335\n\u0473o\u0335\n\uab8eo\u0335\n\uabbbo\u0335\n\u2296O\u0335\n\u229dO\u0335\n\u236cO\u0335\n\ud834\ude1aO\u0335\n\ud83d\udf14O\u0335\n\u019fO\u0335\n\ua74aO\u0335\n\u03b8O\u0335\n\u03d1O\u0335\n\ud835\udec9O\u0335\n\ud835\udeddO\u0335\n\ud835\udf03O\u0335\n\ud835\udf17O\u0335\n\ud835\udf3dO\u0335\n\ud835\udf51O\u0335\n\ud835\udf77O\u0335\n\ud835\udf8bO\u0335\n\ud835\udfb1O\u0335\n\ud835\udfc5O\u0335\n\u0398O\u0335\n\u03f4O\u0335\n\ud835\udeafO\u0335\n\ud835\udeb9O\u0335\n\ud835\udee9O\u0335\n\ud835\udef3O\u0335\n\ud835\udf23O\u0335\n\ud835\udf2dO\u0335\n\ud835\udf5dO\u0335\n\ud835\udf67O\u0335\n\ud835\udf97O\u0335\n\ud835\udfa1O\u0335\n\u2c90O\u0335\n\u04e8O\u0335\n\u0472O\u0335\n\u2d31O\u0335\n\u13beO\u0335\n\u13ebO\u0335\n\uab74o\u031b\n\ufcd9o\u0670\n\ud83c\udd01O,\n\ud83c\udd00O.\n\u01a1o'\n\u01a0O'\n\u13a4O'\n%\u00ba/\u2080\n\u066a\u00ba/\u2080\n\u2052\u00ba/\u2080\n\u2030\u00ba/\u2080\u2080\n\u0609\u00ba/\u2080\u2080\n\u2031\u00ba/\u2080\u2080\u2080\n\u060a\u00ba/\u2080\u2080\u2080\n\u0153oe\n\u0152OE\n\u0276o\u1d07\n\u221eoo\n\ua74foo\n\ua699oo\n\ua74eOO\n\ua698OO\n\ufcd7o\u062c\n\ufc51o\u062c\n\ufcd8o\u0645\n\ufc52o\u0645\n\ufd93o\u0645\u062c\n\ufd94o\u0645\u0645\n\ufc53o\u0649\n\ufc54o\u0649\n\u0d5fo\u0d30o\n\u10d7o\u102c\n\u1010o\u102c\n\u3358O\u70b9\n\u2184\u0254\n\u1d10\u0254\n\u037b\u0254\n\ud801\udc4b\u0254\n\u2183\u0186\n\u03fd\u0186\n\ua4db\u0186\n\ud801\udc23\u0186\n\uab3f\u0254\u0338\n\uab62\u0254e\n\ud801\udc3f\u0277\n\u2374p\n\uff50p\n\ud835\udc29p\n\ud835\udc5dp\n\ud835\udc91p\n\ud835\udcc5p\n\ud835\udcf9p\n\ud835\udd2dp\n\ud835\udd61p\n\ud835\udd95p\n\ud835\uddc9p\n\ud835\uddfdp\n\ud835\ude31p\n\ud835\ude65p\n\ud835\ude99p\n\u00fep\n\u01bfp\n\u03c1p\n\u03f1p\n\ud835\uded2p\n\ud835\udee0p\n\ud835\udf0cp\n\ud835\udf1ap\n\ud835\udf46p\n\ud835\udf54p\n\ud835\udf80p\n\ud835\udf8ep\n\ud835\udfbap\n\ud835\udfc8p\n\u03f8p\n\u2ca3p\n\u2ccfp\n\u0440p\n\uff30P\n\u2119P\n\ud833\udce5P\n\ud835\udc0fP\n\ud835\udc43P\n\ud835\udc77P\n\ud835\udcabP\n\ud835\udcdfP\n\ud835\udd13P\n\ud835\udd7bP\n\ud835\uddafP\n\ud835\udde3P\n\ud835\ude17P\n\ud835\ude4bP\n\ud835\ude7fP\n\u03a1P\n\ud835\udeb8P\n\ud835\udef2P\n\ud835\udf2cP\n\ud835\udf66P\n\ud835\udfa0P\n\u2ca2P\n\u2cceP\n\u0420P\n\u13e2P\n\u146dP\n\ua4d1P\n\ud800\ude95P\n\u01a5p\u0314\n\u1d7dp\u0335\n\u1477p\u00b7\n\u1486P'\n\u1d29\u1d18\n\uabb2\u1d18\n\u03c6\u0278\n\u03d5\u0278\n\ud835\uded7\u0278\n\ud835\udedf\u0278\n\ud835\udf11\u0278\n\ud835\udf19\u0278\n\ud835\udf4b\u0278\n\ud835\udf53\u0278\n\ud835\udf85\u0278\n\ud835\udf8d\u0278\n\ud835\udfbf\u0278\n\ud835\udfc7\u0278\n\u2cab\u0278\n\u2ce1\u0278\n\u2ce0\u0278\n\u0444\u0278\n\ud835\udc2aq\n\ud835\udc5eq\n\ud835\udc92q\n\ud835\udcc6q\n\ud835\udcfaq\n\ud835\udd2eq\n\ud835\udd62q\n\ud835\udd96q\n\ud835\uddcaq\n\ud835\uddfeq\n\ud835\ude32q\n\ud835\ude66q\n\ud835\ude9aq\n\u051bq\n\u0563q\n\u0566q\n\u211aQ\n\ud833\udce6Q\n\ud835\udc10Q\n\ud835\udc44Q\n\ud835\udc78Q\n\ud835\udcacQ\n\ud835\udce0Q\n\ud835\udd14Q\n\ud835\udd7cQ\n\ud835\uddb0Q\n\ud835\udde4Q\n\ud835\ude18Q\n\ud835\ude4cQ\n\ud835\ude80Q\n\u2d55Q\n\u02a0q\u0314\n\ud83d\udf00QE\n\u1d90\u024b\n\u1d0b\u0138\n\u03ba\u0138\n\u03f0\u0138\n\ud835\udecb\u0138\n\ud835\udede\u0138\n\ud835\udf05\u0138\n\ud835\udf18\u0138\n\ud835\udf3f\u0138\n\ud835\udf52\u0138\n\ud835\udf79\u0138\n\ud835\udf8c\u0138\n\ud835\udfb3\u0138\n\ud835\udfc6\u0138\n\u2c95\u0138\n\u043a\u0138\n\uabb6\u0138\n\u049b\u0138\u0329\n\u049f\u0138\u0335\n\ud835\udc2br\n\ud835\udc5fr\n\ud835\udc93r\n\ud835\udcc7r\n\ud835\udcfbr\n\ud835\udd2fr\n\ud835\udd63r\n\ud835\udd97r\n\ud835\uddcbr\n\ud835\uddffr\n\ud835\ude33r\n\ud835\ude67r\n\ud835\ude9br\n\uab47r\n\uab48r\n\u1d26r\n\u2c85r\n\u0433r\n\uab81r\n\ud834\ude16R\n\u211bR\n\u211cR\n\u211dR\n\ud833\udce7R\n\ud835\udc11R\n\ud835\udc45R\n\ud835\udc79R\n\ud835\udce1R\n\ud835\udd7dR\n\ud835\uddb1R\n\ud835\udde5R\n\ud835\ude19R\n\ud835\ude4dR\n\ud835\ude81R\n\u01a6R\n\u13a1R\n\u13d2R\n\ud801\udcb4R\n\u1587R\n\ua4e3R\n\ud81b\udf35R\n\u027dr\u0328\n\u027cr\u0329\n\u024dr\u0335\n\u0493r\u0335\n\u1d72r\u0334\n\u0491r'\n\ud806\udce3rn\nmrn\n\u217frn\n\ud835\udc26rn\n\ud835\udc5arn\n\ud835\udc8ern\n\ud835\udcc2rn\n\ud835\udcf6rn\n\ud835\udd2arn\n\ud835\udd5ern\n\ud835\udd92rn\n\ud835\uddc6rn\n\ud835\uddfarn\n\ud835\ude2ern\n\ud835\ude62rn\n\ud835\ude96rn\n\ud805\udf00rn\n\u20a5rn\u0338\n\u0271rn\u0326\n\u1d6frn\u0334\n\u20a8Rs\n\uab71\u0280\n\uaba2\u0280\n\u044f\u1d19\n\u1d73\u027e\u0334\n\u2129\u027f\n\uff53s\n\ud835\udc2cs\n\ud835\udc60s\n\ud835\udc94s\n\ud835\udcc8s\n\ud835\udcfcs\n\ud835\udd30s\n\ud835\udd64s\n\ud835\udd98s\n\ud835\uddccs\n\ud835\ude00s\n\ud835\ude34s\n\ud835\ude68s\n\ud835\ude9cs\n\ua731s\n\u01bds\n\u0455s\n\u0d1fs\n\uabaas\n\ud806\udcc1s\n\ud801\udc48s\n\uff33S\n\ud833\udce8S\n\ud835\udc12S\n\ud835\udc46S\n\ud835\udc7aS\n\ud835\udcaeS\n\ud835\udce2S\n\ud835\udd16S\n\ud835\udd4aS\n\ud835\udd7eS\n\ud835\uddb2S\n\ud835\udde6S\n\ud835\ude1aS\n\ud835\ude4eS\n\ud835\ude82S\n\u0405S\n\u054fS\n\u13d5S\n\u13daS\n\ua4e2S\n\ud81b\udf3aS\n\ud800\ude96S\n\ud801\udc20S\n\u0282s\u0328\n\u1d74s\u0334\n\ua7b5\u00df\n\u1e9e\u00df\n\ua7d6\u00df\n\u03b2\u00df\n\u03d0\u00df\n\ud835\udec3\u00df\n\ud835\udefd\u00df\n\ud835\udf37\u00df\n\ud835\udf71\u00df\n\ud835\udfab\u00df\n\u13f0\u00df\n\ud83d\udf5csss\n\ufb06st\n\u222b\u0283\n\uab4d\u0283\n\u2211\u01a9\n\u2140\u01a9\n\u03a3\u01a9\n\ud835\udeba\u01a9\n\ud835\udef4\u01a9\n\ud835\udf2e\u01a9\n\ud835\udf68\u01a9\n\ud835\udfa2\u01a9\n\u2d49\u01a9\n\u222c\u0283\u0283\n\u222d\u0283\u0283\u0283\n\u2a0c\u0283\u0283\u0283\u0283\n\ud835\udc2dt\n\ud835\udc61t\n\ud835\udc95t\n\ud835\udcc9t\n\ud835\udcfdt\n\ud835\udd31t\n\ud835\udd65t\n\ud835\udd99t\n\ud835\uddcdt\n\ud835\ude01t\n\ud835\ude35t\n\ud835\ude69t\n\ud835\ude9dt\n\u22a4T\n\u27d9T\n\ud83d\udf68T\n\uff34T\n\ud833\udce9T\n\ud835\udc13T\n\ud835\udc47T\n\ud835\udc7bT\n\ud835\udcafT\n\ud835\udce3T\n\ud835\udd17T\n\ud835\udd4bT\n\ud835\udd7fT\n\ud835\uddb3T\n\ud835\udde7T\n\ud835\ude1bT\n\ud835\ude4fT\n\ud835\ude83T\n\u03a4T\n\ud835\udebbT\n\ud835\udef5T\n\ud835\udf2fT\n\ud835\udf69T\n\ud835\udfa3T\n\u2ca6T\n\u0422T\n\u13a2T\n\ua4d4T\n\ud81b\udf0aT\n\ud806\udcbcT\n\ud800\ude97T\n\ud800\udeb1T\n\ud800\udf15T\n\u01adt\u0314\n\u2361T\u0308\n\u023eT\u0338\n\u021a\u0162\n\u01aeT\u0328\n\u04acT\u0329\n\u20aeT\u20eb\n\u0167t\u0335\n\u0166T\u0335\n\u1d75t\u0334\n\u10a0\ua786\n\ua728T3\n\u02a8t\u0255\n\u2121TEL\n\ua777tf\n\u02a6ts\n\u02a7t\u0283\n\ua729t\u021d\n\u03c4\u1d1b\n\ud835\uded5\u1d1b\n\ud835\udf0f\u1d1b\n\ud835\udf49\u1d1b\n\ud835\udf83\u1d1b\n\ud835\udfbd\u1d1b\n\u2ca7\u1d1b\n\u0442\u1d1b\n\uab72\u1d1b\n\u04ad\u1d1b\u0329\n\u0163\u01ab\n\u021b\u01ab\n\u13bf\u01ab\n\ud835\udc2eu\n\ud835\udc62u\n\ud835\udc96u\n\ud835\udccau\n\ud835\udcfeu\n\ud835\udd32u\n\ud835\udd66u\n\ud835\udd9au\n\ud835\uddceu\n\ud835\ude02u\n\ud835\ude36u\n\ud835\ude6au\n\ud835\ude9eu\n\ua79fu\n\u1d1cu\n\uab4eu\n\uab52u\n\u028bu\n\u03c5u\n\ud835\uded6u\n\ud835\udf10u\n\ud835\udf4au\n\ud835\udf84u\n\ud835\udfbeu\n\u057du\n\ud801\udcf6u\n\ud806\udcd8u\n\u222aU\n\u22c3U\n\ud833\udceaU\n\ud835\udc14U\n\ud835\udc48U\n\ud835\udc7cU\n\ud835\udcb0U\n\ud835\udce4U\n\ud835\udd18U\n\ud835\udd4cU\n\ud835\udd80U\n\ud835\uddb4U\n\ud835\udde8U\n\ud835\ude1cU\n\ud835\ude50U\n\ud835\ude84U\n\u054dU\n\u1200U\n\ud801\udcceU\n\u144cU\n\ua4f4U\n\ud81b\udf42U\n\ud806\udcb8U\n\u01d4\u016d\n\u01d3\u016c\n\u045fu\u0329\n\u1d7eu\u0335\n\uab9cu\u0335\n\u0244U\u0335\n\u13ccU\u0335\n\u1458U\u00b7\n\u1467U'\n\u1d6bue\n\uab63uo\n\u1e43\uab51\n\u057a\u0270\n\u1223\u0270\n\u2127\u01b1\n\u162e\u01b1\n\u1634\u01b1\n\u1d7f\u028a\u0335\n\u2228v\n\u22c1v\n\uff56v\n\u2174v\n\ud835\udc2fv\n\ud835\udc63v\n\ud835\udc97v\n\ud835\udccbv\n\ud835\udcffv\n\ud835\udd33v\n\ud835\udd67v\n\ud835\udd9bv\n\ud835\uddcfv\n\ud835\ude03v\n\ud835\ude37v\n\ud835\ude6bv\n\ud835\ude9fv\n\u1d20v\n\u03bdv\n\ud835\udecev\n\ud835\udf08v\n\ud835\udf42v\n\ud835\udf7cv\n\ud835\udfb6v\n\u0475v\n\u05d8v\n\ud805\udf06v\n\uaba9v\n\ud806\udcc0v\n\ud834\ude0dV\n\u0667V\n\u06f7V\n\u2164V\n\ud833\udcebV\n\ud835\udc15V\n\ud835\udc49V\n\ud835\udc7dV\n\ud835\udcb1V\n\ud835\udce5V\n\ud835\udd19V\n\ud835\udd4dV\n\ud835\udd81V\n\ud835\uddb5V\n\ud835\udde9V\n\ud835\ude1dV\n\ud835\ude51V\n\ud835\ude85V\n\u0474V\n\u2d38V\n\u13d9V\n\u142fV\n\ua6dfV\n\ua4e6V\n\ud81b\udf08V\n\ud806\udca0V\n\ud801\udd1dV\n\ud800\udd97V\u0335\n\u143bV\u00b7\n\ud83d\udf6cVB\n\u2175vi\n\u2176vii\n\u2177viii\n\u2165Vl\n\u2166Vll\n\u2167Vlll\n\ud83d\udf08V\u1de4\n\u1d27\u028c\n\u2c97\u028c\n\ud801\udcd8\u028c\n\u0668\u0245\n\u06f8\u0245\n\ua7da\u0245\n\u039b\u0245\n\ud835\udeb2\u0245\n\ud835\udeec\u0245\n\ud835\udf26\u0245\n\ud835\udf60\u0245\n\ud835\udf9a\u0245\n\u041b\u0245\n\u2d37\u0245\n\ud801\udcb0\u0245\n\u1431\u0245\n\ua6ce\u0245\n\ua4e5\u0245\n\ud81b\udf3d\u0245\n\ud800\ude8d\u0245\n\ua7dc\u0245\u0338\n\u04c5\u0245\u0326\n\u143d\u0245\u00b7\n\u026fw\n\ud835\udc30w\n\ud835\udc64w\n\ud835\udc98w\n\ud835\udcccw\n\ud835\udd00w\n\ud835\udd34w\n\ud835\udd68w\n\ud835\udd9cw\n\ud835\uddd0w\n\ud835\ude04w\n\ud835\ude38w\n\ud835\ude6cw\n\ud835\udea0w\n\u1d21w\n\u2cbdw\n\u0461w\n\u0448w\n\u051dw\n\u0561w\n\ud805\udf0aw\n\ud805\udf0ew\n\ud805\udf0fw\n\uab83w\n\ud806\udce6W\n\ud806\udcefW\n\ud833\udcecW\n\ud835\udc16W\n\ud835\udc4aW\n\ud835\udc7eW\n\ud835\udcb2W\n\ud835\udce6W\n\ud835\udd1aW\n\ud835\udd4eW\n\ud835\udd82W\n\ud835\uddb6W\n\ud835\uddeaW\n\ud835\ude1eW\n\ud835\ude52W\n\ud835\ude86W\n\u051cW\n\u13b3W\n\u13d4W\n\ua4eaW\n\u047dw\u0486\u0487\n\ud805\udcc5w\u0307\n\u20a9W\u0335\n\ua761w\u0326\n\u1d0d\u028d\n\u2c99\u028d\n\u043c\u028d\n\uab87\u028d\n\u04ce\u028d\u0326\n\u166ex\n\u00d7x\n\u292bx\n\u292cx\n\u2a2fx\n\uff58x\n\u2179x\n\ud835\udc31x\n\ud835\udc65x\n\ud835\udc99x\n\ud835\udccdx\n\ud835\udd01x\n\ud835\udd35x\n\ud835\udd69x\n\ud835\udd9dx\n\ud835\uddd1x\n\ud835\ude05x\n\ud835\ude39x\n\ud835\ude6dx\n\ud835\udea1x\n\u0445x\n\u1541x\n\u157dx\n\u2def\u036f\n\u166dX\n\u2573X\n\ud800\udf22X\n\ud806\udcecX\n\uff38X\n\u2169X\n\ud833\udcedX\n\ud835\udc17X\n\ud835\udc4bX\n\ud835\udc7fX\n\ud835\udcb3X\n\ud835\udce7X\n\ud835\udd1bX\n\ud835\udd4fX\n\ud835\udd83X\n\ud835\uddb7X\n\ud835\uddebX\n\ud835\ude1fX\n\ud835\ude53X\n\ud835\ude87X\n\ua7b3X\n\u03a7X\n\ud835\udebeX\n\ud835\udef8X\n\ud835\udf32X\n\ud835\udf6cX\n\ud835\udfa6X\n\u2cacX\n\u0425X\n\u2d5dX\n\u16b7X\n\ua4ebX\n\ud800\ude90X\n\ud800\udeb4X\n\ud800\udf17X\n\ud801\udd27X\n\u2a30x\u0307\n\u04b2X\u0329\n\ud800\udd96X\u0335\n\u217axi\n\u217bxii\n\u216aXl\n\u216bXll\n\u0263y\n\u1d8cy\n\uff59y\n\ud835\udc32y\n\ud835\udc66y\n\ud835\udc9ay\n\ud835\udccey\n\ud835\udd02y\n\ud835\udd36y\n\ud835\udd6ay\n\ud835\udd9ey\n\ud835\uddd2y\n\ud835\ude06y\n\ud835\ude3ay\n\ud835\ude6ey\n\ud835\udea2y\n\u028fy\n\u1effy\n\uab5ay\n\u03b3y\n\u213dy\n\ud835\udec4y\n\ud835\udefey\n\ud835\udf38y\n\ud835\udf72y\n\ud835\udfacy\n\u2ca9y\n\u0443y\n\u04afy\n\u10e7y\n\ud806\udcdcy\n\uff39Y\n\ud833\udceeY\n\ud835\udc18Y\n\ud835\udc4cY\n\ud835\udc80Y\n\ud835\udcb4Y\n\ud835\udce8Y\n\ud835\udd1cY\n\ud835\udd50Y\n\ud835\udd84Y\n\ud835\uddb8Y\n\ud835\uddecY\n\ud835\ude20Y\n\ud835\ude54Y\n\ud835\ude88Y\n\u03a5Y\n\u03d2Y\n\ud835\udebcY\n\ud835\udef6Y\n\ud835\udf30Y\n\ud835\udf6aY\n\ud835\udfa4Y\n\u2ca8Y\n\u0423Y\n\u04aeY\n\u13a9Y\n\u13bdY\n\ua4ecY\n\ud81b\udf43Y\n\ud806\udca4Y\n\ud800\udeb2Y\n\u01b4y\u0314\n\u024fy\u0335\n\u04b1y\u0335\n\u00a5Y\u0335\n\u024eY\u0335\n\u04b0Y\u0335\n\u0292\u021d\n\ua76b\u021d\n\u2cc5\u021d\n\u2ccd\u021d\n\u04e1\u021d\n\u10f3\u021d\n\ud835\udc33z\n\ud835\udc67z\n\ud835\udc9bz\n\ud835\udccfz\n\ud835\udd03z\n\ud835\udd37z\n\ud835\udd6bz\n\ud835\udd9fz\n\ud835\uddd3z\n\ud835\ude07z\n\ud835\ude3bz\n\ud835\ude6fz\n\ud835\udea3z\n\u1d22z\n\uab93z\n\ud806\udcc4z\n\ud806\udce5Z\n\ud800\udef5Z\n\uff3aZ\n\u2124Z\n\u2128Z\n\ud833\udcefZ\n\ud835\udc19Z\n\ud835\udc4dZ\n\ud835\udc81Z\n\ud835\udcb5Z\n\ud835\udce9Z\n\ud835\udd85Z\n\ud835\uddb9Z\n\ud835\uddedZ\n\ud835\ude21Z\n\ud835\ude55Z\n\ud835\ude89Z\n\u0396Z\n\ud835\udeadZ\n\ud835\udee7Z\n\ud835\udf21Z\n\ud835\udf5bZ\n\ud835\udf95Z\n\u13c3Z\n\ua4dcZ\n\ud806\udca9Z\n\u0290z\u0328\n\u01b6z\u0335\n\u01b5Z\u0335\n\u0225z\u0326\n\u0224Z\u0326\n\u1d76z\u0334\n\u2c8d\u2c6c\n\u2c8c\u2c6b\n\u2c9d\u0293\n\u03f7\u00de\n\ud801\udcc4\u00de\n\ua7d2\ua7d3\n\ua7d4\ua7d5\n\u2079\ua770\n\u1d24\u01a8\n\u03e9\u01a8\n\ua645\u01a8\n\u044c\u0185\n\uab9f\u0185\n\ud81b\uded1\u0185\n\u044b\u0185i\n\uab7e\u0242\n\u02e4\u02c1\n\ua6cd\u02a1\n\u256a\u01c2\n\u2299\u0298\n\u2609\u0298\n\u2a00\u0298\n\ua668\u0298\n\u2d59\u0298\n\ud801\udcc3\u0298\n\u213e\u0393\n\ud835\udeaa\u0393\n\ud835\udee4\u0393\n\ud835\udf1e\u0393\n\ud835\udf58\u0393\n\ud835\udf92\u0393\n\u2c84\u0393\n\u0413\u0393\n\u13b1\u0393\n\u14a5\u0393\n\ud81b\udf07\u0393\n\u0492\u0393\u0335\n\u14af\u0393\u00b7\n\u0490\u0393'\n\u2206\u0394\n\u25b3\u0394\n\ud83d\udf02\u0394\n\ud835\udeab\u0394\n\ud835\udee5\u0394\n\ud835\udf1f\u0394\n\ud835\udf59\u0394\n\ud835\udf93\u0394\n\u2c86\u0394\n\u2d60\u0394\n\u1403\u0394\n\ud81b\udf1a\u0394\n\ud800\ude85\u0394\n\ud800\udea3\u0394\n\u2359\u0394\u0332\n\u140f\u0394\u00b7\n\u142c\u0394\u1420\n\ud835\udfcb\u03dd\n\ud835\udec7\u03b6\n\ud835\udf01\u03b6\n\ud835\udf3b\u03b6\n\ud835\udf75\u03b6\n\ud835\udfaf\u03b6\n\u2ce4\u03d7\n\ua7db\u03bb\n\ud835\udecc\u03bb\n\ud835\udf06\u03bb\n\ud835\udf40\u03bb\n\ud835\udf7a\u03bb\n\ud835\udfb4\u03bb\n\u2c96\u03bb\n\ud801\udcdb\u03bb\n\u019b\u03bb\u0338\n\u00b5\u03bc\n\ud835\udecd\u03bc\n\ud835\udf07\u03bc\n\ud835\udf41\u03bc\n\ud835\udf7b\u03bc\n\ud835\udfb5\u03bc\n\ud835\udecf\u03be\n\ud835\udf09\u03be\n\ud835\udf43\u03be\n\ud835\udf7d\u03be\n\ud835\udfb7\u03be\n\u2630\u039e\n\ud835\udeb5\u039e\n\ud835\udeef\u039e\n\ud835\udf29\u039e\n\ud835\udf63\u039e\n\ud835\udf9d\u039e\n\u2cb6\u039e\n\u03d6\u03c0\n\u213c\u03c0\n\ud835\uded1\u03c0\n\ud835\udee1\u03c0\n\ud835\udf0b\u03c0\n\ud835\udf1b\u03c0\n\ud835\udf45\u03c0\n\ud835\udf55\u03c0\n\ud835\udf7f\u03c0\n\ud835\udf8f\u03c0\n\ud835\udfb9\u03c0\n\ud835\udfc9\u03c0\n\u1d28\u03c0\n\u2ca1\u03c0\n\u043f\u03c0\n\ud81b\udec1\u03c0\n\u220f\u03a0\n\u213f\u03a0\n\ud835\udeb7\u03a0\n\ud835\udef1\u03a0\n\ud835\udf2b\u03a0\n\ud835\udf65\u03a0\n\ud835\udf9f\u03a0\n\u2ca0\u03a0\n\u041f\u03a0\n\ua6db\u03a0\n\ud81b\udea6\u03a0\n\ud800\udead\u03d8\n\ud800\udf12\u03d8\n\u2cc1\u03fc\n\u03db\u03c2\n\ud835\uded3\u03c2\n\ud835\udf0d\u03c2\n\ud835\udf47\u03c2\n\ud835\udf81\u03c2\n\ud835\udfbb\u03c2\n\u2c8b\u03c2\n\ud835\udebd\u03a6\n\ud835\udef7\u03a6\n\ud835\udf31\u03a6\n\ud835\udf6b\u03a6\n\ud835\udfa5\u03a6\n\u2caa\u03a6\n\u0424\u03a6\n\u0553\u03a6\n\u1240\u03a6\n\u16f0\u03a6\n\ud800\udeb3\u03a6\n\uab53\u03c7\n\uab55\u03c7\n\ud835\uded8\u03c7\n\ud835\udf12\u03c7\n\ud835\udf4c\u03c7\n\ud835\udf86\u03c7\n\ud835\udfc0\u03c7\n\u2cad\u03c7\n\ud835\uded9\u03c8\n\ud835\udf13\u03c8\n\ud835\udf4d\u03c8\n\ud835\udf87\u03c8\n\ud835\udfc1\u03c8\n\u2caf\u03c8\n\u0471\u03c8\n\ud801\udcf9\u03c8\n\ud835\udebf\u03a8\n\ud835\udef9\u03a8\n\ud835\udf33\u03a8\n\ud835\udf6d\u03a8\n\ud835\udfa7\u03a8\n\u2cae\u03a8\n\u0470\u03a8\n\ud801\udcd1\u03a8\n\u16d8\u03a8\n\ud800\udeb5\u03a8\n\u2375\u03c9\n\ua7b7\u03c9\n\ud835\udeda\u03c9\n\ud835\udf14\u03c9\n\ud835\udf4e\u03c9\n\ud835\udf88\u03c9\n\ud835\udfc2\u03c9\n\u2cb1\u03c9\n\ua64d\u03c9\n\u2126\u03a9\n\ud835\udec0\u03a9\n\ud835\udefa\u03a9\n\ud835\udf34\u03a9\n\ud835\udf6e\u03a9\n\ud835\udfa8\u03a9\n\u162f\u03a9\n\u1635\u03a9\n\ud800\udeb6\u03a9\n\u2379\u03c9\u0332\n\u1f7d\u1ff4\n\u0497\u0436\u0329\n\u0496\u0416\u0329\n\ud834\ude0b\u0418\n\u0376\u0418\n\ua6a1\u0418\n\ud801\udc25\u0418\n\u0419\u040d\n\u048a\u040d\u0326\n\u045d\u0439\n\u048b\u0439\u0326\n\ud801\udcbc\u04c3\n\u1d2b\u043b\n\u04c6\u043b\u0326\n\uab60\u0459\n\ud801\udceb\ua669\n\u1dee\u2dec\n\ud801\udccd\u040b\n\ud834\ude02\u04fe\n\ud834\ude22\u0460\n\u13c7\u0460\n\u15ef\u0460\n\u047c\u0460\u0486\u0487\n\u18ed\u0460\u00b7\n\ua7b6\ua64c\n\u2cb0\ua64c\n\u0aeb\u0447\n\u03e5\u0447\n\u0aaa\u0447\n\u03e4\u0427\n\u04cc\u04b7\n\u04cb\u04b6\n\u04be\u04bc\u0328\n\u2cbc\u0428\n\ua650\u042al\n\u2108\u042d\n\ud83d\udf01\ua658\n\ud81b\udf1c\ua658\n\ua992\u2c3f\n\u0587\u0565i\n\u1294\u0571\n\ufb14\u0574\u0565\n\ufb15\u0574\u056b\n\ufb17\u0574\u056d\n\ufb13\u0574\u0576\n\u2229\u0548\n\u22c2\u0548\n\ud834\ude45\u0548\n\u1260\u0548\n\u144e\u0548\n\ua4f5\u0548\n\u145a\u0548\u00b7\n\u1468\u0548'\n\ufb16\u057e\u0576\n\u2ce8\u0554\n\ud800\udda0\u0554\n\u20bd\u0554\n\u2cc0\u0554\n\u02d3\u0559\n\u02bf\u0559\n\u2135\u05d0\n\ufb21\u05d0\n\ufb2f\ufb2e\n\ufb30\ufb2e\n\ufb4f\u05d0\u05dc\n\u2136\u05d1\n\u2137\u05d2\n\u2138\u05d3\n\ufb22\u05d3\n\ufb23\u05d4\n\ufb39\ufb1d\n\ufb24\u05db\n\ufb25\u05dc\n\ufb26\u05dd\n\ufb20\u05e2\n\ufb27\u05e8\n\ufb2b\ufb2a\n\ufb49\ufb2a\n\ufb2d\ufb2c\n\ufb28\u05ea\n\ufe80\u0621\n\u06fd\u0621\ud803\udefa\n\ufe82\u0622\n\ufe81\u0622\n\ufb51\u0671\n\ufb50\u0671\n\ud83b\ude01\u0628\n\ud83b\ude21\u0628\n\ud83b\ude61\u0628\n\ud83b\ude81\u0628\n\ud83b\udea1\u0628\n\ufe91\u0628\n\ufe92\u0628\n\ufe90\u0628\n\ufe8f\u0628\n\u0751\u0628\u06db\n\u08b6\u0628\u06e2\n\u08a1\u0628\u0654\n\ufca0\u0628o\n\ufce2\u0628o\n\ufc9c\u0628\u062c\n\ufc05\u0628\u062c\n\ufc9d\u0628\u062d\n\ufc06\u0628\u062d\n\ufdc2\u0628\u062d\u0649\n\ufc9e\u0628\u062e\n\ufc07\u0628\u062e\n\ufcd2\u0628\u062e\n\ufc4b\u0628\u062e\n\ufd9e\u0628\u062e\u0649\n\ufc6a\u0628\u0631\n\ufc6b\u0628\u0632\n\ufc9f\u0628\u0645\n\ufce1\u0628\u0645\n\ufc6c\u0628\u0645\n\ufc08\u0628\u0645\n\ufc6d\u0628\u0646\n\ufc6e\u0628\u0649\n\ufc09\u0628\u0649\n\ufc6f\u0628\u0649\n\ufc0a\u0628\u0649\n\ufb54\u067b\n\ufb55\u067b\n\ufb53\u067b\n\ufb52\u067b\n\u06d0\u067b\n\ufbe6\u067b\n\ufbe7\u067b\n\ufbe5\u067b\n\ufbe4\u067b\n\ufb5c\u0680\n\ufb5d\u0680\n\ufb5b\u0680\n\ufb5a\u0680\n\ud803\udec7\u0680\n\u08a9\u0754\n\u0767\u0754\n\u2365\u0629\n\u00f6\u0629\n\ufe94\u0629\n\ufe93\u0629\n\u06c3\u0629\n\ud83b\ude15\u062a\n\ud83b\ude35\u062a\n\ud83b\ude75\u062a\n\ud83b\ude95\u062a\n\ud83b\udeb5\u062a\n\ufe97\u062a\n\ufe98\u062a\n\ufe96\u062a\n\ufe95\u062a\n\u067a\u062a\n\ufb60\u062a\n\ufb61\u062a\n\ufb5f\u062a\n\ufb5e\u062a\n\u08bf\u062a\u0306\n\ufca5\u062ao\n\ufce4\u062ao\n\ufca1\u062a\u062c\n\ufc0b\u062a\u062c\n\ufd50\u062a\u062c\u0645\n\ufda0\u062a\u062c\u0649\n\ufd9f\u062a\u062c\u0649\n\ufca2\u062a\u062d\n\ufc0c\u062a\u062d\n\ufd52\u062a\u062d\u062c\n\ufd51\u062a\u062d\u062c\n\ufd53\u062a\u062d\u0645\n\ufca3\u062a\u062e\n\ufc0d\u062a\u062e\n\ufd54\u062a\u062e\u0645\n\ufda2\u062a\u062e\u0649\n\ufda1\u062a\u062e\u0649\n\ufc70\u062a\u0631\n\ufc71\u062a\u0632\n\ufca4\u062a\u0645\n\ufce3\u062a\u0645\n\ufc72\u062a\u0645\n\ufc0e\u062a\u0645\n\ufd55\u062a\u0645\u062c\n\ufd56\u062a\u0645\u062d\n\ufd57\u062a\u0645\u062e\n\ufda4\u062a\u0645\u0649\n\ufda3\u062a\u0645\u0649\n\ufc73\u062a\u0646\n\ufc74\u062a\u0649\n\ufc0f\u062a\u0649\n\ufc75\u062a\u0649\n\ufc10\u062a\u0649\n\ufb64\u067f\n\ufb65\u067f\n\ufb63\u067f\n\ufb62\u067f\n\ud83b\ude02\u062c\n\ud83b\ude22\u062c\n\ud83b\ude42\u062c\n\ud83b\ude62\u062c\n\ud83b\ude82\u062c\n\ud83b\udea2\u062c\n\ufe9f\u062c\n\ufea0\u062c\n\ufe9e\u062c\n\ufe9d\u062c\n\ufca7\u062c\u062d\n\ufc15\u062c\u062d\n\ufda6\u062c\u062d\u0649\n\ufdbe\u062c\u062d\u0649\n\ufdfb\u062c\u0644 \u062c\u0644l\u0644o\n\ufca8\u062c\u0645\n\ufc16\u062c\u0645\n\ufd59\u062c\u0645\u062d\n\ufd58\u062c\u0645\u062d\n\ufda7\u062c\u0645\u0649\n\ufda5\u062c\u0645\u0649\n\ufd1d\u062c\u0649\n\ufd01\u062c\u0649\n\ufd1e\u062c\u0649\n\ufd02\u062c\u0649\n\ufb78\u0683\n\ufb79\u0683\n\ufb77\u0683\n\ufb76\u0683\n\ufb74\u0684\n\ufb75\u0684\n\ufb73\u0684\n\ufb72\u0684\n\ufb7c\u0686\n\ufb7d\u0686\n\ufb7b\u0686\n\ufb7a\u0686\n\u08c1\u0686\u0306\n\ufb80\u0687\n\ufb81\u0687\n\ufb7f\u0687\n\ufb7e\u0687\n\ud83b\ude07\u062d\n\ud83b\ude27\u062d\n\ud83b\ude47\u062d\n\ud83b\ude67\u062d\n\ud83b\ude87\u062d\n\ud83b\udea7\u062d\n\ufea3\u062d\n\ufea4\u062d\n\ufea2\u062d\n\ufea1\u062d\n\u0685\u062d\u06db\n\u0681\u062d\u0654\n\u0772\u062d\u0654\n\ufca9\u062d\u062c\n\ufc17\u062d\u062c\n\ufdbf\u062d\u062c\u0649\n\ufcaa\u062d\u0645\n\ufc18\u062d\u0645\n\ufd5b\u062d\u0645\u0649\n\ufd5a\u062d\u0645\u0649\n\ufd1b\u062d\u0649\n\ufcff\u062d\u0649\n\ufd1c\u062d\u0649\n\ufd00\u062d\u0649\n\ud83b\ude17\u062e\n\ud83b\ude37\u062e\n\ud83b\ude57\u062e\n\ud83b\ude77\u062e\n\ud83b\ude97\u062e\n\ud83b\udeb7\u062e\n\ufea7\u062e\n\ufea8\u062e\n\ufea6\u062e\n\ufea5\u062e\n\ufcab\u062e\u062c\n\ufc19\u062e\u062c\n\ufc1a\u062e\u062d\n\ufcac\u062e\u0645\n\ufc1b\u062e\u0645\n\ufd1f\u062e\u0649\n\ufd03\u062e\u0649\n\ufd20\u062e\u0649\n\ufd04\u062e\u0649\n\ud800\udee1\u062f\n\ud83b\ude03\u062f\n\ud83b\ude83\u062f\n\ud83b\udea3\u062f\n\ufeaa\u062f\n\ufea9\u062f\n\u0688\u062f\u0615\n\ufb89\u062f\u0615\n\ufb88\u062f\u0615\n\u068e\u062f\u06db\n\ufb87\u062f\u06db\n\ufb86\u062f\u06db\n\u068f\u062f\u06db\n\u06ee\u062f\u0302\n\u08ae\u062f\u0324\u0323\n\ud83b\ude18\u0630\n\ud83b\ude98\u0630\n\ud83b\udeb8\u0630\n\ufeac\u0630\n\ufeab\u0630\n\ufc5b\u0630\u0670\n\u068b\u068a\u0615\n\ufb85\u068c\n\ufb84\u068c\n\ufb83\u068d\n\ufb82\u068d\n\ud83b\ude13\u0631\n\ud83b\ude93\u0631\n\ud83b\udeb3\u0631\n\ufeae\u0631\n\ufead\u0631\n\u0691\u0631\u0615\n\ufb8d\u0631\u0615\n\ufb8c\u0631\u0615\n\u0698\u0631\u06db\n\ufb8b\u0631\u06db\n\ufb8a\u0631\u06db\n\u0692\u0631\u0306\n\u08b9\u0631\u0306\u0307\n\u06ef\u0631\u0302\n\u076c\u0631\u0654\n\ufc5c\u0631\u0670\n\ufdf6\u0631\u0633\u0648\u0644\n\ufdfc\u0631\u0649l\u0644\n\u20c1\u0631\u0649l\u0644\n\ud83b\ude06\u0632\n\ud83b\ude86\u0632\n\ud83b\udea6\u0632\n\ufeb0\u0632\n\ufeaf\u0632\n\u08b2\u0632\u0302\n\u0771\u0697\u0615\n\ud83b\ude0e\u0633\n\ud83b\ude2e\u0633\n\ud83b\ude4e\u0633\n\ud83b\ude6e\u0633\n\ud83b\ude8e\u0633\n\ud83b\udeae\u0633\n\ufeb3\u0633\n\ufeb4\u0633\n\ufeb2\u0633\n\ufeb1\u0633\n\u0634\u0633\u06db\n\ud83b\ude14\u0633\u06db\n\ud83b\ude34\u0633\u06db\n\ud83b\ude54\u0633\u06db\n\ud83b\ude74\u0633\u06db\n\ud83b\ude94\u0633\u06db\n\ud83b\udeb4\u0633\u06db\n\ufeb7\u0633\u06db\n\ufeb8\u0633\u06db\n\ufeb6\u0633\u06db\n\ufeb5\u0633\u06db\n\u077e\u0633\u0302\n\ufd31\u0633o\n\ufce8\u0633o\n\ufd32\u0633\u06dbo\n\ufcea\u0633\u06dbo\n\ufcad\u0633\u062c\n\ufd34\u0633\u062c\n\ufc1c\u0633\u062c\n\ufd2d\u0633\u06db\u062c\n\ufd37\u0633\u06db\u062c\n\ufd25\u0633\u06db\u062c\n\ufd09\u0633\u06db\u062c\n\ufd5d\u0633\u062c\u062d\n\ufd5e\u0633\u062c\u0649\n\ufd69\u0633\u06db\u062c\u0649\n\ufcae\u0633\u062d\n\ufd35\u0633\u062d\n\ufc1d\u0633\u062d\n\ufd2e\u0633\u06db\u062d\n\ufd38\u0633\u06db\u062d\n\ufd26\u0633\u06db\u062d\n\ufd0a\u0633\u06db\u062d\n\ufd5c\u0633\u062d\u062c\n\ufd68\u0633\u06db\u062d\u0645\n\ufd67\u0633\u06db\u062d\u0645\n\ufdaa\u0633\u06db\u062d\u0649\n\ufcaf\u0633\u062e\n\ufd36\u0633\u062e\n\ufc1e\u0633\u062e\n\ufd2f\u0633\u06db\u062e\n\ufd39\u0633\u06db\u062e\n\ufd27\u0633\u06db\u062e\n\ufd0b\u0633\u06db\u062e\n\ufda8\u0633\u062e\u0649\n\ufdc6\u0633\u062e\u0649\n\ufd2a\u0633\u0631\n\ufd0e\u0633\u0631\n\ufd29\u0633\u06db\u0631\n\ufd0d\u0633\u06db\u0631\n\ufcb0\u0633\u0645\n\ufce7\u0633\u0645\n\ufc1f\u0633\u0645\n\ufd30\u0633\u06db\u0645\n\ufce9\u0633\u06db\u0645\n\ufd28\u0633\u06db\u0645\n\ufd0c\u0633\u06db\u0645\n\ufd61\u0633\u0645\u062c\n\ufd60\u0633\u0645\u062d\n\ufd5f\u0633\u0645\u062d\n\ufd6b\u0633\u06db\u0645\u062e\n\ufd6a\u0633\u06db\u0645\u062e\n\ufd63\u0633\u0645\u0645\n\ufd62\u0633\u0645\u0645\n\ufd6d\u0633\u06db\u0645\u0645\n\ufd6c\u0633\u06db\u0645\u0645\n\ufd17\u0633\u0649\n\ufcfb\u0633\u0649\n\ufd18\u0633\u0649\n\ufcfc\u0633\u0649\n\ufd19\u0633\u06db\u0649\n\ufcfd\u0633\u06db\u0649\n\ufd1a\u0633\u06db\u0649\n\ufcfe\u0633\u06db\u0649\n\ud800\udef2\u0635\n\ud83b\ude11\u0635\n\ud83b\ude31\u0635\n\ud83b\ude51\u0635\n\ud83b\ude71\u0635\n\ud83b\ude91\u0635\n\ud83b\udeb1\u0635\n\ufebb\u0635\n\ufebc\u0635\n\ufeba\u0635\n\ufeb9\u0635\n\u069e\u0635\u06db\n\u08af\u0635\u0324\u0323\n\ufcb1\u0635\u062d\n\ufc20\u0635\u062d\n\ufd65\u0635\u062d\u062d\n\ufd64\u0635\u062d\u062d\n\ufda9\u0635\u062d\u0649\n\ufcb2\u0635\u062e\n\ufd2b\u0635\u0631\n\ufd0f\u0635\u0631\n\ufdf5\u0635\u0644\u0639\u0645\n\ufdf9\u0635\u0644\u0649\n\ufdf0\u0635\u0644\u0649\n\ufdfa\u0635\u0644\u0649 l\u0644\u0644o \u0639\u0644\u0649o \u0648\u0633\u0644\u0645\n\ufcb3\u0635\u0645\n\ufc21\u0635\u0645\n\ufdc5\u0635\u0645\u0645\n\ufd66\u0635\u0645\u0645\n\ufd21\u0635\u0649\n\ufd05\u0635\u0649\n\ufd22\u0635\u0649\n\ufd06\u0635\u0649\n\ud83b\ude19\u0636\n\ud83b\ude39\u0636\n\ud83b\ude59\u0636\n\ud83b\ude79\u0636\n\ud83b\ude99\u0636\n\ud83b\udeb9\u0636\n\ufebf\u0636\n\ufec0\u0636\n\ufebe\u0636\n\ufebd\u0636\n\ufcb4\u0636\u062c\n\ufc22\u0636\u062c\n\ufcb5\u0636\u062d\n\ufc23\u0636\u062d\n\ufd6e\u0636\u062d\u0649\n\ufdab\u0636\u062d\u0649\n\ufcb6\u0636\u062e\n\ufc24\u0636\u062e\n\ufd70\u0636\u062e\u0645\n\ufd6f\u0636\u062e\u0645\n\ufd2c\u0636\u0631\n\ufd10\u0636\u0631\n\ufcb7\u0636\u0645\n\ufc25\u0636\u0645\n\ufd23\u0636\u0649\n\ufd07\u0636\u0649\n\ufd24\u0636\u0649\n\ufd08\u0636\u0649\n\ud800\udee8\u0637\n\ud83b\ude08\u0637\n\ud83b\ude68\u0637\n\ud83b\ude88\u0637\n\ud83b\udea8\u0637\n\ufec3\u0637\n\ufec4\u0637\n\ufec2\u0637\n\ufec1\u0637\n\u069f\u0637\u06db\n\ufcb8\u0637\u062d\n\ufc26\u0637\u062d\n\ufd33\u0637\u0645\n\ufd3a\u0637\u0645\n\ufc27\u0637\u0645\n\ufd72\u0637\u0645\u062d\n\ufd71\u0637\u0645\u062d\n\ufd73\u0637\u0645\u0645\n\ufd74\u0637\u0645\u0649\n\ufd11\u0637\u0649\n\ufcf5\u0637\u0649\n\ufd12\u0637\u0649\n\ufcf6\u0637\u0649\n\ud83b\ude1a\u0638\n\ud83b\ude7a\u0638\n\ud83b\ude9a\u0638\n\ud83b\udeba\u0638\n\ufec7\u0638\n\ufec8\u0638\n\ufec6\u0638\n\ufec5\u0638\n\ufcb9\u0638\u0645\n\ufd3b\u0638\u0645\n\ufc28\u0638\u0645\n\u060f\u0639\n\ud83b\ude0f\u0639\n\ud83b\ude2f\u0639\n\ud83b\ude4f\u0639\n\ud83b\ude6f\u0639\n\ud83b\ude8f\u0639\n\ud83b\udeaf\u0639\n\ufecb\u0639\n\ufecc\u0639\n\ufeca\u0639\n\ufec9\u0639\n\ufcba\u0639\u062c\n\ufc29\u0639\u062c\n\ufdc4\u0639\u062c\u0645\n\ufd75\u0639\u062c\u0645\n\ufdf7\u0639\u0644\u0649o\n\ufcbb\u0639\u0645\n\ufc2a\u0639\u0645\n\ufd77\u0639\u0645\u0645\n\ufd76\u0639\u0645\u0645\n\ufd78\u0639\u0645\u0649\n\ufdb6\u0639\u0645\u0649\n\ufd13\u0639\u0649\n\ufcf7\u0639\u0649\n\ufd14\u0639\u0649\n\ufcf8\u0639\u0649\n\ud83b\ude1b\u063a\n\ud83b\ude3b\u063a\n\ud83b\ude5b\u063a\n\ud83b\ude7b\u063a\n\ud83b\ude9b\u063a\n\ud83b\udebb\u063a\n\ufecf\u063a\n\ufed0\u063a\n\ufece\u063a\n\ufecd\u063a\n\ufcbc\u063a\u062c\n\ufc2b\u063a\u062c\n\ufcbd\u063a\u0645\n\ufc2c\u063a\u0645\n\ufd79\u063a\u0645\u0645\n\ufd7b\u063a\u0645\u0649\n\ufd7a\u063a\u0645\u0649\n\ufd15\u063a\u0649\n\ufcf9\u063a\u0649\n\ufd16\u063a\u0649\n\ufcfa\u063a\u0649\n\ud83b\ude10\u0641\n\ud83b\ude30\u0641\n\ud83b\ude70\u0641\n\ud83b\ude90\u0641\n\ud83b\udeb0\u0641\n\ufed3\u0641\n\ufed4\u0641\n\ufed2\u0641\n\ufed1\u0641\n\u06a7\u0641\n\ufcbe\u0641\u062c\n\ufc2d\u0641\u062c\n\ufcbf\u0641\u062d\n\ufc2e\u0641\u062d\n\ufcc0\u0641\u062e\n\ufc2f\u0641\u062e\n\ufd7d\u0641\u062e\u0645\n\ufd7c\u0641\u062e\u0645\n\ufcc1\u0641\u0645\n\ufc30\u0641\u0645\n\ufdc1\u0641\u0645\u0649\n\ufc7c\u0641\u0649\n\ufc31\u0641\u0649\n\ufc7d\u0641\u0649\n\ufc32\u0641\u0649\n\ud83b\ude1e\u06a1\n\ud83b\ude7e\u06a1\n\u08bb\u06a1\n\u066f\u06a1\n\ud83b\ude1f\u06a1\n\ud83b\ude5f\u06a1\n\u08bc\u06a1\n\u06a4\u06a1\u06db\n\ufb6c\u06a1\u06db\n\ufb6d\u06a1\u06db\n\ufb6b\u06a1\u06db\n\ufb6a\u06a1\u06db\n\u06a8\u06a1\u06db\n\u08a4\u06a2\u06db\n\ufb70\u06a6\n\ufb71\u06a6\n\ufb6f\u06a6\n\ufb6e\u06a6\n\ud83b\ude12\u0642\n\ud83b\ude32\u0642\n\ud83b\ude52\u0642\n\ud83b\ude72\u0642\n\ud83b\ude92\u0642\n\ud83b\udeb2\u0642\n\ufed7\u0642\n\ufed8\u0642\n\ufed6\u0642\n\ufed5\u0642\n\ufcc2\u0642\u062d\n\ufc33\u0642\u062d\n\ufdf1\u0642\u0644\u0649\n\ufcc3\u0642\u0645\n\ufc34\u0642\u0645\n\ufdb4\u0642\u0645\u062d\n\ufd7e\u0642\u0645\u062d\n\ufd7f\u0642\u0645\u0645\n\ufdb2\u0642\u0645\u0649\n\ufc7e\u0642\u0649\n\ufc35\u0642\u0649\n\ufc7f\u0642\u0649\n\ufc36\u0642\u0649\n\ud83b\ude0a\u0643\n\ud83b\ude2a\u0643\n\ud83b\ude6a\u0643\n\ufedb\u0643\n\ufedc\u0643\n\ufeda\u0643\n\ufed9\u0643\n\u06a9\u0643\n\ufb90\u0643\n\ufb91\u0643\n\ufb8f\u0643\n\ufb8e\u0643\n\u06aa\u0643\n\u06ad\u0643\u06db\n\ufbd5\u0643\u06db\n\ufbd6\u0643\u06db\n\ufbd4\u0643\u06db\n\ufbd3\u0643\u06db\n\u0763\u0643\u06db\n\u08c2\u0643\u0306\n\ufc80\u0643l\n\ufc37\u0643l\n\ufcc4\u0643\u062c\n\ufc38\u0643\u062c\n\ufcc5\u0643\u062d\n\ufc39\u0643\u062d\n\ufcc6\u0643\u062e\n\ufc3a\u0643\u062e\n\ufcc7\u0643\u0644\n\ufceb\u0643\u0644\n\ufc81\u0643\u0644\n\ufc3b\u0643\u0644\n\ufcc8\u0643\u0645\n\ufcec\u0643\u0645\n\ufc82\u0643\u0645\n\ufc3c\u0643\u0645\n\ufdc3\u0643\u0645\u0645\n\ufdbb\u0643\u0645\u0645\n\ufdb7\u0643\u0645\u0649\n\ufc83\u0643\u0649\n\ufc3d\u0643\u0649\n\ufc84\u0643\u0649\n\ufc3e\u0643\u0649\n\u0762\u06ac\n\ufb94\u06af\n\ufb95\u06af\n\ufb93\u06af\n\ufb92\u06af\n\u08b0\u06af\n\u06b4\u06af\u06db\n\ufb9c\u06b1\n\ufb9d\u06b1\n\ufb9b\u06b1\n\ufb9a\u06b1\n\ufb98\u06b3\n\ufb99\u06b3\n\ufb97\u06b3\n\ufb96\u06b3\n\ud83b\ude0b\u0644\n\ud83b\ude2b\u0644\n\ud83b\ude4b\u0644\n\ud83b\ude8b\u0644\n\ud83b\udeab\u0644\n\ufedf\u0644\n\ufee0\u0644\n\ufede\u0644\n\ufedd\u0644\n\u06b7\u0644\u06db\n\u06b5\u0644\u0306\n\ufefc\u0644l\n\ufefb\u0644l\n\ufefa\u0644l\u0655\n\ufef9\u0644l\u0655\n\ufef8\u0644l\u0674\n\ufef7\u0644l\u0674\n\ufccd\u0644o\n\ufef6\u0644\u0622\n\ufef5\u0644\u0622\n\ufcc9\u0644\u062c\n\ufc3f\u0644\u062c\n\ufd83\u0644\u062c\u062c\n\ufd84\u0644\u062c\u062c\n\ufdba\u0644\u062c\u0645\n\ufdbc\u0644\u062c\u0645\n\ufdac\u0644\u062c\u0649\n\ufcca\u0644\u062d\n\ufc40\u0644\u062d\n\ufdb5\u0644\u062d\u0645\n\ufd80\u0644\u062d\u0645\n\ufd82\u0644\u062d\u0649\n\ufd81\u0644\u062d\u0649\n\ufccb\u0644\u062e\n\ufc41\u0644\u062e\n\ufd86\u0644\u062e\u0645\n\ufd85\u0644\u062e\u0645\n\ufccc\u0644\u0645\n\ufced\u0644\u0645\n\ufc85\u0644\u0645\n\ufc42\u0644\u0645\n\ufd88\u0644\u0645\u062d\n\ufd87\u0644\u0645\u062d\n\ufdad\u0644\u0645\u0649\n\ufc86\u0644\u0649\n\ufc43\u0644\u0649\n\ufc87\u0644\u0649\n\ufc44\u0644\u0649\n\ud83b\ude0c\u0645\n\ud83b\ude2c\u0645\n\ud83b\ude6c\u0645\n\ud83b\ude8c\u0645\n\ud83b\udeac\u0645\n\ufee3\u0645\n\ufee4\u0645\n\ufee2\u0645\n\ufee1\u0645\n\u08a7\u0645\u06db\n\ufc88\u0645l\n\ufcce\u0645\u062c\n\ufc45\u0645\u062c\n\ufd8c\u0645\u062c\u062d\n\ufd92\u0645\u062c\u062e\n\ufd8d\u0645\u062c\u0645\n\ufdc0\u0645\u062c\u0649\n\ufccf\u0645\u062d\n\ufc46\u0645\u062d\n\ufd89\u0645\u062d\u062c\n\ufd8a\u0645\u062d\u0645\n\ufdf4\u0645\u062d\u0645\u062f\n\ufd8b\u0645\u062d\u0649\n\ufcd0\u0645\u062e\n\ufc47\u0645\u062e\n\ufd8e\u0645\u062e\u062c\n\ufd8f\u0645\u062e\u0645\n\ufdb9\u0645\u062e\u0649\n\ufcd1\u0645\u0645\n\ufc89\u0645\u0645\n\ufc48\u0645\u0645\n\ufdb1\u0645\u0645\u0649\n\ufc49\u0645\u0649\n\ufc4a\u0645\u0649\n\u06fe\u0645\ud803\udefa\n\ud83b\ude0d\u0646\n\ud83b\ude2d\u0646\n\ud83b\ude4d\u0646\n\ud83b\ude6d\u0646\n\ud83b\ude8d\u0646\n\ud83b\udead\u0646\n\ufee7\u0646\n\ufee8\u0646\n\ufee6\u0646\n\ufee5\u0646\n\ud803\udec6\u0646\n\u0768\u0646\u0615\n\u0769\u0646\u0306\n\ufcd6\u0646o\n\ufcef\u0646o\n\ufdb8\u0646\u062c\u062d\n\ufdbd\u0646\u062c\u062d\n\ufd98\u0646\u062c\u0645\n\ufd97\u0646\u062c\u0645\n\ufd99\u0646\u062c\u0649\n\ufdc7\u0646\u062c\u0649\n\ufcd3\u0646\u062d\n\ufc4c\u0646\u062d\n\ufd95\u0646\u062d\u0645\n\ufd96\u0646\u062d\u0649\n\ufdb3\u0646\u062d\u0649\n\ufcd4\u0646\u062e\n\ufc4d\u0646\u062e\n\ufc8a\u0646\u0631\n\ufc8b\u0646\u0632\n\ufcd5\u0646\u0645\n\ufcee\u0646\u0645\n\ufc8c\u0646\u0645\n\ufc4e\u0646\u0645\n\ufd9b\u0646\u0645\u0649\n\ufd9a\u0646\u0645\u0649\n\ufc8d\u0646\u0646\n\ufc8e\u0646\u0649\n\ufc4f\u0646\u0649\n\ufc8f\u0646\u0649\n\ufc50\u0646\u0649\n\u06c2\u06c0\n\ufba5\u06c0\n\ufba4\u06c0\n\ud800\udee4\u0648\n\ud83b\ude05\u0648\n\ud83b\ude85\u0648\n\ud83b\udea5\u0648\n\ufeee\u0648\n\ufeed\u0648\n\u08b1\u0648\n\u06cb\u0648\u06db\n\ufbdf\u0648\u06db\n\ufbde\u0648\u06db\n\u06c7\u0648\u0313\n\ufbd8\u0648\u0313\n\ufbd7\u0648\u0313\n\u06c6\u0648\u0306\n\ufbda\u0648\u0306\n\ufbd9\u0648\u0306\n\u06c9\u0648\u0302\n\ufbe3\u0648\u0302\n\ufbe2\u0648\u0302\n\u06c8\u0648\u0670\n\ufbdc\u0648\u0670\n\ufbdb\u0648\u0670\n\u0676\u0648\u0674\n\u0624\u0648\u0674\n\ufe86\u0648\u0674\n\ufe85\u0648\u0674\n\u0677\u0648\u0313\u0674\n\ufbdd\u0648\u0313\u0674\n\ufdf8\u0648\u0633\u0644\u0645\n\ufbe1\u06c5\n\ufbe0\u06c5\n\u066e\u0649\n\ud83b\ude1c\u0649\n\ud83b\ude7c\u0649\n\u06ba\u0649\n\ud83b\ude1d\u0649\n\ud83b\ude5d\u0649\n\ufb9f\u0649\n\ufb9e\u0649\n\u08bd\u0649\n\ufbe8\u0649\n\ufbe9\u0649\n\ufef0\u0649\n\ufeef\u0649\n\u064a\u0649\n\ud83b\ude09\u0649\n\ud83b\ude29\u0649\n\ud83b\ude49\u0649\n\ud83b\ude69\u0649\n\ud83b\ude89\u0649\n\ud83b\udea9\u0649\n\ufef3\u0649\n\ufef4\u0649\n\ufef2\u0649\n\ufef1\u0649\n\u06cc\u0649\n\ufbfe\u0649\n\ufbff\u0649\n\ufbfd\u0649\n\ufbfc\u0649\n\u06d2\u0649\n\ufbaf\u0649\n\ufbae\u0649\n\u0679\u0649\u0615\n\ufb68\u0649\u0615\n\ufb69\u0649\u0615\n\ufb67\u0649\u0615\n\ufb66\u0649\u0615\n\u06bb\u0649\u0615\n\ufba2\u0649\u0615\n\ufba3\u0649\u0615\n\ufba1\u0649\u0615\n\ufba0\u0649\u0615\n\u067e\u0649\u06db\n\ufb58\u0649\u06db\n\ufb59\u0649\u06db\n\ufb57\u0649\u06db\n\ufb56\u0649\u06db\n\u0752\u0649\u06db\n\u062b\u0649\u06db\n\ud83b\ude16\u0649\u06db\n\ud83b\ude36\u0649\u06db\n\ud83b\ude76\u0649\u06db\n\ud83b\ude96\u0649\u06db\n\ud83b\udeb6\u0649\u06db\n\ufe9b\u0649\u06db\n\ufe9c\u0649\u06db\n\ufe9a\u0649\u06db\n\ufe99\u0649\u06db\n\u06bd\u0649\u06db\n\u06d1\u0649\u06db\n\u063f\u0649\u06db\n\u08b7\u0649\u06db\u06e2\n\u0756\u0649\u0306\n\u06ce\u0649\u0306\n\u08c0\u0649\u0615\u0306\n\u08be\u0649\u06db\u0306\n\u08ba\u0649\u0306\u0307\n\u063d\u0649\u0302\n\u088f\u0649\u030a\n\u08a8\u0649\u0654\n\ufc90\u0649\u0670\n\ufc5d\u0649\u0670\n\ufcde\u0649o\n\ufcf1\u0649o\n\ufce6\u0649\u06dbo\n\u0678\u0649\u0674\n\u0626\u0649\u0674\n\ufe8b\u0649\u0674\n\ufe8c\u0649\u0674\n\ufe8a\u0649\u0674\n\ufe89\u0649\u0674\n\ufbeb\u0649\u0674l\n\ufbea\u0649\u0674l\n\ufc9b\u0649\u0674o\n\ufce0\u0649\u0674o\n\ufbed\u0649\u0674o\n\ufbec\u0649\u0674o\n\ufbf8\u0649\u0674\u067b\n\ufbf7\u0649\u0674\u067b\n\ufbf6\u0649\u0674\u067b\n\ufc97\u0649\u0674\u062c\n\ufc00\u0649\u0674\u062c\n\ufc98\u0649\u0674\u062d\n\ufc01\u0649\u0674\u062d\n\ufc99\u0649\u0674\u062e\n\ufc64\u0649\u0674\u0631\n\ufc65\u0649\u0674\u0632\n\ufc9a\u0649\u0674\u0645\n\ufcdf\u0649\u0674\u0645\n\ufc66\u0649\u0674\u0645\n\ufc02\u0649\u0674\u0645\n\ufc67\u0649\u0674\u0646\n\ufbef\u0649\u0674\u0648\n\ufbee\u0649\u0674\u0648\n\ufbf1\u0649\u0674\u0648\u0313\n\ufbf0\u0649\u0674\u0648\u0313\n\ufbf3\u0649\u0674\u0648\u0306\n\ufbf2\u0649\u0674\u0648\u0306\n\ufbf5\u0649\u0674\u0648\u0670\n\ufbf4\u0649\u0674\u0648\u0670\n\ufbfb\u0649\u0674\u0649\n\ufbfa\u0649\u0674\u0649\n\ufc68\u0649\u0674\u0649\n\ufbf9\u0649\u0674\u0649\n\ufc03\u0649\u0674\u0649\n\ufc69\u0649\u0674\u0649\n\ufc04\u0649\u0674\u0649\n\ufcda\u0649\u062c\n\ufc55\u0649\u062c\n\ufc11\u0649\u06db\u062c\n\ufdaf\u0649\u062c\u0649\n\ufcdb\u0649\u062d\n\ufc56\u0649\u062d\n\ufdae\u0649\u062d\u0649\n\ufcdc\u0649\u062e\n\ufc57\u0649\u062e\n\ufc91\u0649\u0631\n\ufc76\u0649\u06db\u0631\n\ufc92\u0649\u0632\n\ufc77\u0649\u06db\u0632\n\ufcdd\u0649\u0645\n\ufcf0\u0649\u0645\n\ufc93\u0649\u0645\n\ufc58\u0649\u0645\n\ufca6\u0649\u06db\u0645\n\ufce5\u0649\u06db\u0645\n\ufc78\u0649\u06db\u0645\n\ufc12\u0649\u06db\u0645\n\ufd9d\u0649\u0645\u0645\n\ufd9c\u0649\u0645\u0645\n\ufdb0\u0649\u0645\u0649\n\ufc94\u0649\u0646\n\ufc79\u0649\u06db\u0646\n\ufc95\u0649\u0649\n\ufc59\u0649\u0649\n\ufc96\u0649\u0649\n\ufc5a\u0649\u0649\n\ufc7a\u0649\u06db\u0649\n\ufc13\u0649\u06db\u0649\n\ufc7b\u0649\u06db\u0649\n\ufc14\u0649\u06db\u0649\n\ufbb1\u06d3\n\ufbb0\u06d3\n\ud800\udeb8\u2d40\n\u205e\u2d42\n\u2e3d\u2d42\n\u2999\u2d42\n\ud833\udeef\u2d42\n\ufe19\u2d57\n\u205d\u2d57\n\u22ee\u2d57\n\u0544\u1206\n\u054c\u1261\n\u053b\u12ae\n\u054a\u1323\n\u0972\u0905\u0306\n\u0906\u0905\u093e\n\u0911\u0905\u093e\u0306\n\u0974\u0905\u093e\u093a\n\u0912\u0905\u093e\u0946\n\u0914\u0905\u093e\u0948\n\u0913\u0905\u093e\ud806\udf64\n\u0973\u0905\u093a\n\u0975\u0905\u094f\n\u0904\u0905\u0946\n\u0a24\u0909\n\u090d\u090f\u0306\n\u090e\u090f\u0946\n\u0910\u090f\ud806\udf64\n\u0a1f\u091f\n\u0a20\u0920\n\u0a2b\u0922\n\u0a1c\u0924\u094d\u0924\n\u0a27\u092a\n\u0a72\u092a\u094d\u091f\n\u0a07\u092a\u094d\u091f\u09bf\n\u0a08\u092a\u094d\u091f\u0a40\n\u0a0f\u092a\u094d\u091f\ud806\udf64\n\u0a2e\u092d\n\u0a38\u092e\n\u0908\u0930\u094d\u0907\n\u0a15\u0935\n\u0a35\u0939\n\u0abd\u093d\n\ud804\udddc\ua8fb\n\u0949\u093e\u0306\n\u093b\u093e\u093a\n\ud804\uddcb\u093a\n\ud806\udf60\u093a\n\u0ac1\u0941\n\u0ac2\u0942\n\u0a4b\u0946\n\u0a48\u0948\n\u0a4d\u094d\n\u0acd\u094d\n\u0986\u0985\u09be\n\u09e0\u098b\u09c3\n\u09e1\u098b\u09c3\n\ud805\udc92\u0998\n\ud805\udc94\u099a\n\ud805\udc96\u099c\n\ud805\udc98\u099e\n\ud805\udc99\u099f\n\ud805\udc9b\u09a1\n\ud805\udcaa\u09a3\n\ud805\udc9e\u09a4\n\ud805\udc9f\u09a5\n\ud805\udca0\u09a6\n\ud805\udca1\u09a7\n\ud805\udca2\u09a8\n\ud805\udca3\u09aa\n\ud805\udca9\u09ac\n\ud805\udca7\u09ae\n\ud805\udca8\u09af\n\u09f0\u09b0\n\ud805\udcab\u09b0\n\ud805\udc9d\u09b2\n\ud805\udcad\u09b7\n\ud805\udcae\u09b8\n\ud805\udcc4\u09bd\n\ud805\udcb0\u09be\n\u093f\u09bf\n\u0a3f\u09bf\n\ud805\udcb1\u09bf\n\ud805\udcb9\u09c7\n\ud805\udcbc\u09cb\n\ud805\udcbe\u09cc\n\ud805\udcc2\u09cd\n\ud805\udcbd\u09d7\n\u0a09\u0a73\ud806\udf62\n\u0a0a\u0a73\ud806\udf63\n\u0a10\u0a05\u0948\n\u0a06\u0a05\u0a3e\n\u0a14\u0a05\u0a4c\n\u0a86\u0a85\u0abe\n\u0a91\u0a85\u0abe\u0ac5\n\u0a93\u0a85\u0abe\u0ac7\n\u0a94\u0a85\u0abe\u0ac8\n\u0a8d\u0a85\u0ac5\n\u0a8f\u0a85\u0ac7\n\u0a90\u0a85\u0ac8\n\u0b06\u0b05\u0b3e\n\u1031\u0b47\n\u0bee\u0b85\n\u0bb0\u0b88\n\u0bbe\u0b88\n\u0beb\u0b88\u0bc1\n\u0be8\u0b89\n\u0d09\u0b89\n\u0b8a\u0b89\u0bb3\n\u0d0a\u0b89\u0d57\n\u0bed\u0b8e\n\u0bf7\u0b8e\u0bb5\n\u0b9c\u0b90\n\u0d1c\u0b90\n\u0b94\u0b92\u0bb3\n\u0be7\u0b95\n\u0bea\u0b9a\n\u0bec\u0b9a\u0bc1\n\u0bf2\u0b9a\u0bc2\n\u0d3a\u0b9f\u0bbf\n\u0d23\u0ba3\n\u0d7a\u0ba3\u0d4d\n\u0bfa\u0ba8\u0bc0\n\u0d25\u0bae\n\u0bf4\u0bae\u0bc0\n\u0bf0\u0baf\n\u0d16\u0bb5\n\u0d34\u0bb4\n\u0bd7\u0bb3\n\u0bc8\u0ba9\n\u0bb8\u0bb6\n\u0d36\u0bb6\n\u0bf8\u0bb7\n\u0d3f\u0bbf\n\u0d40\u0bbf\n\u0d46\u0bc6\n\u0bca\u0bc6\u0b88\n\u0bcc\u0bc6\u0bb3\n\u0d48\u0bc6\u0bc6\n\u0d10\u0bc6\u0d0e\n\u0d47\u0bc7\n\u0bcb\u0bc7\u0b88\n\u0c85\u0c05\n\u0c86\u0c06\n\u0c87\u0c07\n\u0c60\u0c0b\u0c3e\n\u0c61\u0c0c\u0c3e\n\u0c90\u0c10\n\u0c92\u0c12\n\u0c14\u0c12\u0c4c\n\u0c94\u0c12\u0c4c\n\u0c13\u0c12\u0c55\n\u0c93\u0c12\u0c55\n\u0c97\u0c17\n\u0c9c\u0c1c\n\u0c9d\u0c1d\n\u0c9e\u0c1e\n\u0c9f\u0c1f\n\u0c22\u0c21\u0323\n\u0ca3\u0c23\n\u0ca6\u0c26\n\u0c25\u0c27\u05bc\n\u0ca8\u0c28\n\u0c2d\u0c2c\u0323\n\u0caf\u0c2f\n\u0cb0\u0c30\n\u0c20\u0c30\u05bc\n\u0cb1\u0c31\n\u0cb2\u0c32\n\u0c37\u0c35\u0323\n\u0c39\u0c35\u0c3e\n\u0c2e\u0c35\u0c41\n\u0cb3\u0c33\n\u0cbf\u0c3f\n\u0cc1\u0c41\n\u0c42\u0c41\u0c3e\n\u0cc3\u0c43\n\u0c44\u0c43\u0c3e\n\u0ce1\u0c8c\u0cbe\n\u0c16\u0c96\u0323\n\u0d08\u0d07\u0d57\n\u0d13\u0d12\u0d3e\n\u0d14\u0d12\u0d57\n\u0d61\u0d1e\n\u0d6b\u0d26\u0d4d\u0d30\n\u0d79\u0d28\u0d41\n\u0d0c\u0d28\u0d41\n\u0d19\u0d28\u0d41\n\u0d6f\u0d28\u0d4d\n\u0d7b\u0d28\u0d4d\n\u0d6c\u0d28\u0d4d\u0d28\n\u0d5a\u0d28\u0d4d\u0d2e\n\u10d8\u0d30\n\u0d31\u0d30\n\u1002\u0d30\n\u0d6a\u0d30\u0d4d\n\u0d7c\u0d30\u0d4d\n\u1081\u0d30\u103e\n\u1000\u0d30\u102c\n\u1023\u0d30\u102c\u1039\u0d30\u102c\n\u0d7d\u0d32\u0d4d\n\u0d6e\u0d35\u0d4d\u0d30\n\u0d76\u0d39\u0d4d\u0d2e\n\u0d7e\u0d33\u0d4d\n\u0d42\u0d41\n\u0d43\u0d41\n\u0db5\u0d91\n\u0d93\u0d91\u0dd9\n\u0d92\u0d91\u0dca\n\u0db9\u0d94\n\u0db6\u0d9b\n\u0dc0\u0da0\n\u0dea\u0da2\n\u0deb\u0daf\n\u0dc4\u0db7\n\u0d8d\u0dc3\u0dd8\n\ud805\udc13\ud805\udc34\ud805\udc42\ud805\udc12\n\ud805\udc19\ud805\udc34\ud805\udc42\ud805\udc18\n\ud805\udc24\ud805\udc34\ud805\udc42\ud805\udc23\n\ud805\udc2a\ud805\udc34\ud805\udc42\ud805\udc29\n\ud805\udc2d\ud805\udc34\ud805\udc42\ud805\udc2c\n\ud805\udc2f\ud805\udc34\ud805\udc42\ud805\udc2e\n\ud805\uddd8\ud805\udd82\n\ud805\uddd9\ud805\udd82\n\ud805\uddda\ud805\udd83\n\ud805\udddb\ud805\udd84\n\ud805\udddc\ud805\uddb2\n\ud805\udddd\ud805\uddb3\n\u0e03\u0e02\n\u0e14\u0e04\n\u0e15\u0e04\n\u0e21\u0e06\n\u0e88\u0e08\n\u0e0b\u0e0a\n\u0e0f\u0e0e\n\u0e17\u0e11\n\u0e9a\u0e1a\n\u0e9b\u0e1b\n\u0e9d\u0e1d\n\u0e9e\u0e1e\n\u0e9f\u0e1f\n\u0e26\u0e20\n\u0e8d\u0e22\n\u17d4\u0e2f\n\u0e45\u0e32\n\u0e33\u030a\u0e32\n\u17b7\u0e34\n\u17b8\u0e35\n\u17b9\u0e36\n\u17ba\u0e37\n\u0eb8\u0e38\n\u0eb9\u0e39\n\u0e41\u0e40\u0e40\n\u0edc\u0eab\u0e99\n\u0edd\u0eab\u0ea1\n\u0eb3\u030a\u0eb2\n\u0f02\u0f60\u0f74\u0f82\u0f7f\n\u0f03\u0f60\u0f74\u0f82\u0f14\n\u0f6a\u0f62\n\u0f00\u0f68\u0f7c\u0f7e\n\u0f77\u0fb2\u0f71\u0f80\n\u0f79\u0fb3\u0f71\u0f80\n\u0f7b\u0f7a\u0f7a\n\u0f7d\u0f7c\u0f7c\n\ud807\udcb2\ud807\udcaa\n\u1734\u1715\n\u1070\u1003\u103e\n\u1066\u1015\u103e\n\u101f\u1015\u102c\n\u106f\u1015\u102c\u103e\n\u107e\u107d\u103e\n\u1061\u101b\u103e\n\u1029\u101e\u103c\n\u102a\u101e\u103c\u0b47\u102c\u103a\n\u109e\u1083\u030a\n\u178f\u178a\n\u17a3\u17a2\n\u19d0\u199e\n\u19d1\u19b1\n\u1a80\u1a45\n\u1a90\u1a45\n\uaa53\uaa01\n\uaa56\uaa23\n\u1b52\u1b0d\n\u1b53\u1b11\n\u1b58\u1b28\n\ua9a3\ua99d\n\u1896\u185c\n\u1855\u1835\n\u1ff6\u13ef\n\u140d\u1401\u00b7\n\u142b\u1401\u1420\n\u1411\u1404\u00b7\n\u1413\u1405\u00b7\n\u142d\u1405\u1420\n\u1415\u1406\u00b7\n\u1418\u140a\u00b7\n\u142e\u140a\u1420\n\u141a\u140b\u00b7\n\u18dd\u141e\u18df\n\u14d1\u1421\n\u1540\u1429\n\u143f\u1432\u00b7\n\u1443\u1434\u00b7\n\u2369\u1435\n\u1447\u1439\u00b7\n\u145c\u144f\u00b7\n\u2e27\u1450\n\u2283\u1450\n\u145e\u1450\u00b7\n\u1469\u1450'\n\u27c9\u1450/\n\u2ad7\u1450\u1455\n\u1460\u1451\u00b7\n\u2e26\u1455\n\u2282\u1455\n\u1462\u1455\u00b7\n\u146a\u1455'\n\u1464\u1456\u00b7\n\u1475\u146b\u00b7\n\u1485\u146b'\n\u1479\u146e\u00b7\n\u147d\u1470\u00b7\n\u1603\u1489\n\u1493\u1489\u00b7\n\u1495\u148b\u00b7\n\u1497\u148c\u00b7\n\u149b\u148e\u00b7\n\u1602\u1490\n\u149d\u1490\u00b7\n\u149f\u1491\u00b7\n\u14ad\u14a3\u00b7\n\u14b1\u14a6\u00b7\n\u14b3\u14a7\u00b7\n\u14b5\u14a8\u00b7\n\u14b9\u14ab\u00b7\n\u14ca\u14c0\u00b7\n\u18c7\u14c2\u00b7\n\u18c9\u14c3\u00b7\n\u18cb\u14c4\u00b7\n\u18cd\u14c5\u00b7\n\u14cc\u14c7\u00b7\n\u14ce\u14c8\u00b7\n\u1604\u14d3\n\u14dd\u14d3\u00b7\n\u14df\u14d5\u00b7\n\u14e1\u14d6\u00b7\n\u14e3\u14d7\u00b7\n\u14e5\u14d8\u00b7\n\u1607\u14da\n\u14e7\u14da\u00b7\n\u14e9\u14db\u00b7\n\u14f7\u14ed\u00b7\n\u14f9\u14ef\u00b7\n\u14fb\u14f0\u00b7\n\u14fd\u14f1\u00b7\n\u14ff\u14f2\u00b7\n\u1501\u14f4\u00b7\n\u1503\u14f5\u00b7\n\u150c\u150b<\n\u150e\u150bb\n\u150d\u150b\u1455\n\u150f\u150b\u1490\n\u1518\u1510\u00b7\n\u151a\u1511\u00b7\n\u151c\u1512\u00b7\n\u151e\u1513\u00b7\n\u1520\u1514\u00b7\n\u1522\u1515\u00b7\n\u1524\u1516\u00b7\n\u1532\u1528\u00b7\n\u1534\u1529\u00b7\n\u1536\u152a\u00b7\n\u1538\u152b\u00b7\n\u153a\u152d\u00b7\n\u153c\u152e\u00b7\n\u1622\u1543\n\u18e0\u1543\u00b7\n\u1623\u1546\n\u1624\u154a\n\u154f\u154c\u00b7\n\u1583\u1550b\n\u1584\u1550b\u0307\n\u1581\u1550d\n\u157f\u1550P\n\u166f\u1550\u146b\n\u157e\u1550\u146c\n\u1580\u1550\u146e\n\u1582\u1550\u1470\n\u1585\u1550\u1483\n\u155c\u155a\u00b7\n\u18e3\u155e\u00b7\n\u18e4\u1566\u00b7\n\u1569\u1567\u00b7\n\u18e5\u156b\u00b7\n\u18e8\u1586\u00b7\n\u1591\u1595J\n\u1670\u1595\u1489\n\u158e\u1595\u148a\n\u158f\u1595\u148b\n\u1590\u1595\u148c\n\u1592\u1595\u148e\n\u1593\u1595\u1490\n\u1594\u1595\u1491\n\u1673\u1596J\n\u1671\u1596\u148b\n\u1672\u1596\u148c\n\u1674\u1596\u148e\n\u1675\u1596\u1490\n\u1676\u1596\u1491\n\u18ea\u1597\u00b7\n\u1677\u15a7\u00b7\n\u1678\u15a8\u00b7\n\u1679\u15a9\u00b7\n\u167a\u15aa\u00b7\n\u167b\u15ab\u00b7\n\u167c\u15ac\u00b7\n\u167d\u15ad\u00b7\n\u2aab\u15d2\n\u2aaa\u15d5\n\ua4f7\u15e1\n\u18f0\u15f4\u00b7\n\u18f2\u161b\u00b7\n\u1dbb\u1646\n\ua4ed\u1660\n\u1dba\u18d4\n\u1d3e\u18d6\n\u18dc\u18df\u141e\n\u02e1\u18f3\n\u02b3\u18f4\n\u02e2\u18f5\n\u18db\u18f5\n\ua7f1\u18f5\n\ua6b0\u16b9\n\u16e1\u16bc\n\u237f\u16bd\n\u16c2\u16bd\n\ud834\ude3f\u16cb\n\u2191\u16cf\n\u21bf\u16d0\n\u296e\u16d0\u21c2\n\u2963\u16d0\u16da\n\u2d63\u16ef\n\u21be\u16da\n\u2a21\u16da\n\u22c4\u16dc\n\u25c7\u16dc\n\u25ca\u16dc\n\u2662\u16dc\n\ud83d\udf54\u16dc\n\ud806\udcb7\u16dc\n\ud800\ude94\u16dc\n\u235a\u16dc\u0332\n\u22c8\u16de\n\u2a1d\u16de\n\ud801\udcd0\u16e6\n\u2195\u16e8\n\ud803\udcfc\ud803\udc82\n\ud803\udcfa\ud803\udca5\n\u3131\u1100\n\u11a8\u1100\n\u1101\u1100\u1100\n\u3132\u1100\u1100\n\u11a9\u1100\u1100\n\u11fa\u1100\u1102\n\u115a\u1100\u1103\n\u11c3\u1100\u1105\n\u11fb\u1100\u1107\n\u11aa\u1100\u1109\n\u3133\u1100\u1109\n\u11c4\u1100\u1109\u1100\n\u11fc\u1100\u110e\n\u11fd\u1100\u110f\n\u11fe\u1100\u1112\n\u3134\u1102\n\u11ab\u1102\n\u1113\u1102\u1100\n\u11c5\u1102\u1100\n\u1114\u1102\u1102\n\u3165\u1102\u1102\n\u11ff\u1102\u1102\n\u1115\u1102\u1103\n\u3166\u1102\u1103\n\u11c6\u1102\u1103\n\ud7cb\u1102\u1105\n\u1116\u1102\u1107\n\u115b\u1102\u1109\n\u11c7\u1102\u1109\n\u3167\u1102\u1109\n\u115c\u1102\u110c\n\u11ac\u1102\u110c\n\u3135\u1102\u110c\n\ud7cc\u1102\u110e\n\u11c9\u1102\u1110\n\u115d\u1102\u1112\n\u11ad\u1102\u1112\n\u3136\u1102\u1112\n\u11c8\u1102\u1140\n\u3168\u1102\u1140\n\u723f\u1102\u116e\u4e28\n\u2f59\u1102\u116e\u4e28\n\u3137\u1103\n\u11ae\u1103\n\u1117\u1103\u1100\n\u11ca\u1103\u1100\n\u1104\u1103\u1103\n\u3138\u1103\u1103\n\ud7cd\u1103\u1103\n\ud7ce\u1103\u1103\u1107\n\u115e\u1103\u1105\n\u11cb\u1103\u1105\n\ua960\u1103\u1106\n\ua961\u1103\u1107\n\ud7cf\u1103\u1107\n\ua962\u1103\u1109\n\ud7d0\u1103\u1109\n\ud7d1\u1103\u1109\u1100\n\ua963\u1103\u110c\n\ud7d2\u1103\u110c\n\ud7d3\u1103\u110e\n\ud7d4\u1103\u1110\n\u3139\u1105\n\u11af\u1105\n\ua964\u1105\u1100\n\u11b0\u1105\u1100\n\u313a\u1105\u1100\n\ua965\u1105\u1100\u1100\n\ud7d5\u1105\u1100\u1100\n\u11cc\u1105\u1100\u1109\n\u3169\u1105\u1100\u1109\n\ud7d6\u1105\u1100\u1112\n\u1118\u1105\u1102\n\u11cd\u1105\u1102\n\ua966\u1105\u1103\n\u11ce\u1105\u1103\n\u316a\u1105\u1103\n\ua967\u1105\u1103\u1103\n\u11cf\u1105\u1103\u1112\n\u1119\u1105\u1105\n\u11d0\u1105\u1105\n\ud7d7\u1105\u1105\u110f\n\ua968\u1105\u1106\n\u11b1\u1105\u1106\n\u313b\u1105\u1106\n\u11d1\u1105\u1106\u1100\n\u11d2\u1105\u1106\u1109\n\ud7d8\u1105\u1106\u1112\n\ua969\u1105\u1107\n\u11b2\u1105\u1107\n\u313c\u1105\u1107\n\ud7d9\u1105\u1107\u1103\n\ua96a\u1105\u1107\u1107\n\u11d3\u1105\u1107\u1109\n\u316b\u1105\u1107\u1109\n\ua96b\u1105\u1107\u110b\n\u11d5\u1105\u1107\u110b\n\ud7da\u1105\u1107\u1111\n\u11d4\u1105\u1107\u1112\n\ua96c\u1105\u1109\n\u11b3\u1105\u1109\n\u313d\u1105\u1109\n\u11d6\u1105\u1109\u1109\n\u111b\u1105\u110b\n\ud7dd\u1105\u110b\n\ua96d\u1105\u110c\n\ua96e\u1105\u110f\n\u11d8\u1105\u110f\n\u11b4\u1105\u1110\n\u313e\u1105\u1110\n\u11b5\u1105\u1111\n\u313f\u1105\u1111\n\u111a\u1105\u1112\n\u3140\u1105\u1112\n\u113b\u1105\u1112\n\u11b6\u1105\u1112\n\ud7f2\u1105\u1112\n\u11d7\u1105\u1140\n\u316c\u1105\u1140\n\ud7db\u1105\u114c\n\u11d9\u1105\u1159\n\u316d\u1105\u1159\n\ud7dc\u1105\u1159\u1112\n\u3141\u1106\n\u11b7\u1106\n\ua96f\u1106\u1100\n\u11da\u1106\u1100\n\ud7de\u1106\u1102\n\ud7df\u1106\u1102\u1102\n\ua970\u1106\u1103\n\u11db\u1106\u1105\n\ud7e0\u1106\u1106\n\u111c\u1106\u1107\n\u316e\u1106\u1107\n\u11dc\u1106\u1107\n\ud7e1\u1106\u1107\u1109\n\ua971\u1106\u1109\n\u11dd\u1106\u1109\n\u316f\u1106\u1109\n\u11de\u1106\u1109\u1109\n\u111d\u1106\u110b\n\u3171\u1106\u110b\n\u11e2\u1106\u110b\n\ud7e2\u1106\u110c\n\u11e0\u1106\u110e\n\u11e1\u1106\u1112\n\u11df\u1106\u1140\n\u3170\u1106\u1140\n\u535f\u1106\u1161\n\u3142\u1107\n\u11b8\u1107\n\u111e\u1107\u1100\n\u3172\u1107\u1100\n\u111f\u1107\u1102\n\u1120\u1107\u1103\n\u3173\u1107\u1103\n\ud7e3\u1107\u1103\n\u11e3\u1107\u1105\n\ud7e4\u1107\u1105\u1111\n\ud7e5\u1107\u1106\n\u1108\u1107\u1107\n\u3143\u1107\u1107\n\ud7e6\u1107\u1107\n\u112c\u1107\u1107\u110b\n\u3179\u1107\u1107\u110b\n\u1121\u1107\u1109\n\u3144\u1107\u1109\n\u11b9\u1107\u1109\n\u1122\u1107\u1109\u1100\n\u3174\u1107\u1109\u1100\n\u1123\u1107\u1109\u1103\n\u3175\u1107\u1109\u1103\n\ud7e7\u1107\u1109\u1103\n\u1124\u1107\u1109\u1107\n\u1125\u1107\u1109\u1109\n\u1126\u1107\u1109\u110c\n\ua972\u1107\u1109\u1110\n\u112b\u1107\u110b\n\u3178\u1107\u110b\n\u11e6\u1107\u110b\n\u1127\u1107\u110c\n\u3176\u1107\u110c\n\ud7e8\u1107\u110c\n\u1128\u1107\u110e\n\ud7e9\u1107\u110e\n\ua973\u1107\u110f\n\u1129\u1107\u1110\n\u3177\u1107\u1110\n\u112a\u1107\u1111\n\u11e4\u1107\u1111\n\ua974\u1107\u1112\n\u11e5\u1107\u1112\n\u3145\u1109\n\u11ba\u1109\n\u4eca\u1109\u30fc\u1100\n\u5408\u1109\u30fc\u1106\n\u112d\u1109\u1100\n\u317a\u1109\u1100\n\u11e7\u1109\u1100\n\u112e\u1109\u1102\n\u317b\u1109\u1102\n\u112f\u1109\u1103\n\u317c\u1109\u1103\n\u11e8\u1109\u1103\n\u1130\u1109\u1105\n\u11e9\u1109\u1105\n\u1131\u1109\u1106\n\ud7ea\u1109\u1106\n\u1132\u1109\u1107\n\u317d\u1109\u1107\n\u11ea\u1109\u1107\n\u1133\u1109\u1107\u1100\n\ud7eb\u1109\u1107\u110b\n\u110a\u1109\u1109\n\u3146\u1109\u1109\n\u11bb\u1109\u1109\n\u4e1b\u1109\u1109\u30fc\n\ud7ec\u1109\u1109\u1100\n\ud7ed\u1109\u1109\u1103\n\ua975\u1109\u1109\u1107\n\u1134\u1109\u1109\u1109\n\u1135\u1109\u110b\n\u1136\u1109\u110c\n\u317e\u1109\u110c\n\ud7ef\u1109\u110c\n\u1137\u1109\u110e\n\ud7f0\u1109\u110e\n\u1138\u1109\u110f\n\u1139\u1109\u1110\n\ud7f1\u1109\u1110\n\u113a\u1109\u1111\n\ud7ee\u1109\u1140\n\u3147\u110b\n\u11bc\u110b\n\u1141\u110b\u1100\n\u11ec\u110b\u1100\n\u11ed\u110b\u1100\u1100\n\u1142\u110b\u1103\n\ua976\u110b\u1105\n\u1143\u110b\u1106\n\u1144\u110b\u1107\n\u1145\u110b\u1109\n\u11f1\u110b\u1109\n\u3182\u110b\u1109\n\u1147\u110b\u110b\n\u3180\u110b\u110b\n\u11ee\u110b\u110b\n\u1148\u110b\u110c\n\u1149\u110b\u110e\n\u11ef\u110b\u110f\n\u114a\u110b\u1110\n\u114b\u110b\u1111\n\ua977\u110b\u1112\n\u1146\u110b\u1140\n\u11f2\u110b\u1140\n\u3183\u110b\u1140\n\u3148\u110c\n\u11bd\u110c\n\ud7f7\u110c\u1107\n\ud7f8\u110c\u1107\u1107\n\u114d\u110c\u110b\n\u110d\u110c\u110c\n\u3149\u110c\u110c\n\ud7f9\u110c\u110c\n\ua978\u110c\u110c\u1112\n\u4e15\u110c\u1169\n\u314a\u110e\n\u11be\u110e\n\u1152\u110e\u110f\n\u1153\u110e\u1112\n\u314b\u110f\n\u11bf\u110f\n\u314c\u1110\n\u11c0\u1110\n\u9577\u1110\u30fc\u1102\u110c\n\u2ed1\u1110\u30fc\u1102\u110c\n\u2fa7\u1110\u30fc\u1102\u110c\n\ua979\u1110\u1110\n\u314d\u1111\n\u11c1\u1111\n\u1156\u1111\u1107\n\u11f3\u1111\u1107\n\ud7fa\u1111\u1109\n\u1157\u1111\u110b\n\u3184\u1111\u110b\n\u11f4\u1111\u110b\n\ud7fb\u1111\u1110\n\ua97a\u1111\u1112\n\u314e\u1112\n\u11c2\u1112\n\u11f5\u1112\u1102\n\u11f6\u1112\u1105\n\u11f7\u1112\u1106\n\u11f8\u1112\u1107\n\ua97b\u1112\u1109\n\u1158\u1112\u1112\n\u3185\u1112\u1112\n\u113d\u113c\u113c\n\u113f\u113e\u113e\n\u317f\u1140\n\u11eb\u1140\n\ud7f3\u1140\u1107\n\ud7f4\u1140\u1107\u110b\n\u3181\u114c\n\u11f0\u114c\n\ud7f5\u114c\u1106\n\ud7f6\u114c\u1112\n\u114f\u114e\u114e\n\u1151\u1150\u1150\n\u3186\u1159\n\u11f9\u1159\n\ua97c\u1159\u1159\n\u3164\u1160\n\u314f\u1161\n\u11a3\u1161\u30fc\n\u1176\u1161\u1169\n\u1177\u1161\u116e\n\u1162\u1161\u4e28\n\u3150\u1161\u4e28\n\u3151\u1163\n\u1178\u1163\u1169\n\u1179\u1163\u116d\n\u11a4\u1163\u116e\n\u1164\u1163\u4e28\n\u3152\u1163\u4e28\n\u3153\u1165\n\u117c\u1165\u30fc\n\u117a\u1165\u1169\n\u117b\u1165\u116e\n\u1166\u1165\u4e28\n\u3154\u1165\u4e28\n\u3155\u1167\n\u11a5\u1167\u1163\n\u117d\u1167\u1169\n\u117e\u1167\u116e\n\u1168\u1167\u4e28\n\u3156\u1167\u4e28\n\u3157\u1169\n\u116a\u1169\u1161\n\u3158\u1169\u1161\n\u116b\u1169\u1161\u4e28\n\u3159\u1169\u1161\u4e28\n\u11a6\u1169\u1163\n\u11a7\u1169\u1163\u4e28\n\u117f\u1169\u1165\n\u1180\u1169\u1165\u4e28\n\ud7b0\u1169\u1167\n\u1181\u1169\u1167\u4e28\n\u1182\u1169\u1169\n\ud7b1\u1169\u1169\u4e28\n\u1183\u1169\u116e\n\u116c\u1169\u4e28\n\u315a\u1169\u4e28\n\u315b\u116d\n\ud7b2\u116d\u1161\n\ud7b3\u116d\u1161\u4e28\n\u1184\u116d\u1163\n\u3187\u116d\u1163\n\u1186\u116d\u1163\n\u1185\u116d\u1163\u4e28\n\u3188\u116d\u1163\u4e28\n\ud7b4\u116d\u1165\n\u1187\u116d\u1169\n\u1188\u116d\u4e28\n\u3189\u116d\u4e28\n\u315c\u116e\n\u1189\u116e\u1161\n\u118a\u116e\u1161\u4e28\n\u116f\u116e\u1165\n\u315d\u116e\u1165\n\u118b\u116e\u1165\u30fc\n\u1170\u116e\u1165\u4e28\n\u315e\u116e\u1165\u4e28\n\ud7b5\u116e\u1167\n\u118c\u116e\u1167\u4e28\n\u118d\u116e\u116e\n\u1171\u116e\u4e28\n\u315f\u116e\u4e28\n\ud7b6\u116e\u4e28\u4e28\n\u3160\u1172\n\u118e\u1172\u1161\n\ud7b7\u1172\u1161\u4e28\n\u118f\u1172\u1165\n\u1190\u1172\u1165\u4e28\n\u1191\u1172\u1167\n\u318a\u1172\u1167\n\u1192\u1172\u1167\u4e28\n\u318b\u1172\u1167\u4e28\n\ud7b8\u1172\u1169\n\u1193\u1172\u116e\n\u1194\u1172\u4e28\n\u318c\u1172\u4e28\n\u318d\u119e\n\ud7c5\u119e\u1161\n\u119f\u119e\u1165\n\ud7c6\u119e\u1165\u4e28\n\u11a0\u119e\u116e\n\u11a2\u119e\u119e\n\u11a1\u119e\u4e28\n\u318e\u119e\u4e28\n\u30d8\u3078\n\u2341\u303c\n\u29c4\u303c\n\u4e8e\ud82c\udd22\n\ua49e\ua04a\n\ua4ac\ua050\n\ua49c\ua0c0\n\ua4a8\ua132\n\ua4bf\ua259\n\ua4be\ua2b1\n\ua494\ua2cd\n\ua4c0\ua3ab\n\ua4c2\ua3b5\n\ua4ba\ua3bf\n\ua4b0\ua3c2\n\ua4a7\ua458\n\u22a5\ua4d5\n\u27c2\ua4d5\n\ud834\ude1c\ua4d5\n\ua7b1\ua4d5\n\ua79e\ua4e4\n\u2141\ua4e8\n\u2142\ua4f6\n\ud834\ude15\ua4f6\n\ud834\ude2b\ua4f6\n\ud81b\udf26\ua4f6\n\ud801\udc11\ua4f6\n\u2143\ud81b\udf00\n\ud806\udee6\ud806\udee5\ud806\udeef\n\ud806\udee8\ud806\udee5\ud806\udee5\n\ud806\udee9\ud806\udee5\ud806\udee5\ud806\udeef\n\ud806\udeea\ud806\udee5\ud806\udee5\ud806\udef0\n\ud806\udee7\ud806\udee5\ud806\udef0\n\ud806\udef4\ud806\udef3\ud806\udeef\n\ud806\udef6\ud806\udef3\ud806\udef3\n\ud806\udef7\ud806\udef3\ud806\udef3\ud806\udeef\n\ud806\udef8\ud806\udef3\ud806\udef3\ud806\udef0\n\ud806\udef5\ud806\udef3\ud806\udef0\n\ud806\udeec\ud806\udeeb\ud806\udeef\n\ud806\udeed\ud806\udeeb\ud806\udeeb\n\ud806\udeee\ud806\udeeb\ud806\udeeb\ud806\udeef\n\u2295\ud800\udea8\n\u2a01\ud800\udea8\n\ud83d\udf28\ud800\udea8\n\ua69a\ud800\udea8\n\u25bd\ud800\udebc\n\ud834\ude14\ud800\udebc\n\ud83d\udf04\ud800\udebc\n\u29d6\ud800\udec0\n\ua79b\ud801\udc3a\n\ua79a\ud801\udc12\n\ud801\udca0\ud801\udc86\n\ud800\udfd1\ud800\udf82\n\ud800\udfd3\ud800\udf93\n\ud808\udc38\ud800\udf9a\n\u2625\ud802\udd9e\n\ud80c\udef9\ud802\udd9e\n\u3039\u5344\n\uf967\u4e0d\n\ud87e\udc00\u4e3d\n\ufa70\u4e26\n\u239c\u4e28\n\u239f\u4e28\n\u23a2\u4e28\n\u23a5\u4e28\n\u23aa\u4e28\n\u23ae\u4e28\n\u31d1\u4e28\n\u1175\u4e28\n\u3163\u4e28\n\u2f01\u4e28\n\u119c\u4e28\u30fc\n\u1198\u4e28\u1161\n\u1199\u4e28\u1163\n\ud7bd\u4e28\u1163\u1169\n\ud7be\u4e28\u1163\u4e28\n\ud7bf\u4e28\u1167\n\ud7c0\u4e28\u1167\u4e28\n\u119a\u4e28\u1169\n\ud7c1\u4e28\u1169\u4e28\n\ud7c2\u4e28\u116d\n\u119b\u4e28\u116e\n\ud7c3\u4e28\u1172\n\u119d\u4e28\u119e\n\ud7c4\u4e28\u4e28\n\uf905\u4e32\n\ud87e\udc01\u4e38\n\uf95e\u4e39\n\ud87e\udc02\u4e41\n\u31e0\u4e59\n\u2f04\u4e59\n\u31df\u4e5a\n\u2e83\u4e5a\n\u31d6\u4e5b\n\u2e82\u4e5b\n\u2ef2\u4e80\n\uf91b\u4e82\n\u31da\u4e85\n\u2f05\u4e85\n\uf9ba\u4e86\n\u30cb\u4e8c\n\u2f06\u4e8c\n\ud87e\udc03\ud840\udd22\n\u2f07\u4ea0\n\uf977\u4eae\n\u2f08\u4eba\n\u30a4\u4ebb\n\u2e85\u4ebb\n\uf9fd\u4ec0\n\ud87e\udc19\u4ecc\n\uf9a8\u4ee4\n\ud87e\udc04\u4f60\n\u5002\u4f75\n\ud87e\udc07\u4f75\n\ufa73\u4f80\n\uf92d\u4f86\n\uf9b5\u4f8b\n\ufa30\u4fae\n\ud87e\udc05\u4fae\n\ud87e\udc06\u4fbb\n\uf965\u4fbf\n\u503c\u5024\n\uf9d4\u502b\n\ud87e\udc08\u507a\n\ud87e\udc09\u5099\n\ud87e\udc0b\u50cf\n\uf9bb\u50da\n\ufa31\u50e7\n\ud87e\udc0a\u50e7\n\ud87e\udc0c\u349e\n\u3126\u513f\n\u2f09\u513f\n\ud81b\udff2\u513f\n\ufa0c\u5140\n\u2e8e\u5140\n\ufa74\u5145\n\ufa32\u514d\n\ud87e\udc0e\u514d\n\ud87e\udc0f\u5154\n\ud87e\udc10\u5164\n\u2f0a\u5165\n\ud87e\udc14\u5167\n\ufa72\u5168\n\uf978\u5169\n\u30cf\u516b\n\u2f0b\u516b\n\uf9d1\u516d\n\ud87e\udc11\u5177\n\ud87e\udc12\ud841\udd1c\n\ud87e\udd1b\ud841\udd25\n\ufa75\u5180\n\ud87e\udc13\u34b9\n\u2f0c\u5182\n\ud87e\udc15\u518d\n\ud87e\udc16\ud841\udd4b\n\ud87e\udcd2\u5192\n\ud87e\udcd3\u5195\n\ud87e\uddca\u34bb\n\ud87e\udcd4\u6700\n\u2f0d\u5196\n\ud87e\udc17\u5197\n\ud87e\udc18\u51a4\n\u2f0e\u51ab\n\ud87e\udc1a\u51ac\n\ufa71\u51b5\n\ud87e\udc1b\u51b5\n\uf92e\u51b7\n\uf979\u51c9\n\uf955\u51cc\n\uf954\u51dc\n\ufa15\u51de\n\u2f0f\u51e0\n\ud87e\udc0d\ud841\ude3a\n\ud87e\udc1d\u51f5\n\u2f10\u51f5\n\ud841\ude74\u51f5\n\u2f11\u5200\n\u2e89\u5202\n\ud87e\udc1e\u5203\n\ufa00\u5207\n\ud87e\udc50\u5207\n\uf99c\u5217\n\uf9dd\u5229\n\ud87e\udc1f\u34df\n\uf9ff\u523a\n\ud87e\udc20\u523b\n\ud87e\udc21\u5246\n\ud87e\udc22\u5272\n\ud87e\udc23\u5277\n\uf9c7\u5289\n\ud87e\uddd9\ud842\udc04\n\u30ab\u529b\n\uf98a\u529b\n\u2f12\u529b\n\uf99d\u52a3\n\ud87e\udc24\u3515\n\ud87e\udd92\u52b3\n\ufa76\u52c7\n\ud87e\udc25\u52c7\n\ufa33\u52c9\n\ud87e\udc26\u52c9\n\uf952\u52d2\n\uf92f\u52de\n\ufa34\u52e4\n\ud87e\udc27\u52e4\n\uf97f\u52f5\n\u2f13\u52f9\n\ufa77\u52fa\n\ud87e\udc28\u52fa\n\ud87e\udc29\u5305\n\ud87e\udc2a\u5306\n\ud87e\udddd\ud842\udcde\n\u2f14\u5315\n\uf963\u5317\n\ud87e\udc2b\u5317\n\u2f15\u531a\n\u2f16\u5338\n\uf9eb\u533f\n\u2f17\u5341\n\u3038\u5341\n\u303a\u5345\n\ud87e\udc2c\u5349\n\u0fd6\u534d\n\u0fd5\u5350\n\ufa35\u5351\n\ud87e\udc2d\u5351\n\ud874\udd61\u5351\n\ud87e\udc2e\u535a\n\u30c8\u535c\n\u2f18\u535c\n\u2f19\u5369\n\u2e8b\u353e\n\ud87e\udc2f\u5373\n\uf91c\u5375\n\ud87e\udc30\u537d\n\ud87e\udc31\u537f\n\ud87e\udc32\u537f\n\ud87e\udc33\u537f\n\u2f1a\u5382\n\ud87e\udc34\ud842\ude2c\n\u2f1b\u53b6\n\uf96b\u53c3\n\u2f1c\u53c8\n\ud87e\udc36\u53ca\n\ud87e\udc37\u53df\n\ud87e\udc38\ud842\udf63\n\u30ed\u53e3\n\u2f1d\u53e3\n\u56d7\u53e3\n\u2f1e\u53e3\n\uf906\u53e5\n\ud87e\udc39\u53eb\n\ud87e\udc3a\u53f1\n\ud87e\udc3b\u5406\n\uf9de\u540f\n\uf9ed\u541d\n\ud87e\udc3d\u5438\n\uf980\u5442\n\ud87e\udc3e\u5448\n\ud87e\udc3f\u5468\n\ud87e\udc3c\u549e\n\ud87e\udc40\u54a2\n\uf99e\u54bd\n\u439b\u3588\n\ud87e\udc41\u54f6\n\ud87e\udc42\u5510\n\ud87e\udc43\u5553\n\u555f\u5553\n\ufa79\u5555\n\ud87e\udc44\u5563\n\ud87e\udc45\u5584\n\ud87e\udc46\u5584\n\uf90b\u5587\n\ufa7a\u5599\n\ud87e\udc47\u5599\n\ufa36\u559d\n\ufa78\u559d\n\ud87e\udc48\u55ab\n\ud87e\udc49\u55b3\n\ufa0d\u55c0\n\ud87e\udc4a\u55c2\n\ufa7b\u55e2\n\ufa37\u5606\n\ud87e\udc4c\u5606\n\ud87e\udc4e\u5651\n\ud87e\udc4f\u5674\n\ufa38\u5668\n\uf9a9\u56f9\n\ud87e\udc4b\u5716\n\ud87e\udc4d\u5717\n\u2f1f\u571f\n\u58eb\u571f\n\u2f20\u571f\n\ud87e\udc55\u578b\n\ud87e\udc52\u57ce\n\u39b3\u363d\n\ud87e\udc53\u57f4\n\ud87e\udc54\u580d\n\ud87e\udc57\u5831\n\ud87e\udc56\u5832\n\ufa39\u5840\n\ufa10\u585a\n\ufa7c\u585a\n\uf96c\u585e\n\u586b\u5861\n\u58ff\u58ab\n\ud87e\udc58\u58ac\n\ufa7d\u58b3\n\uf94a\u58d8\n\uf942\u58df\n\ud87e\udc59\ud845\udce4\n\ud87e\udc51\u58ee\n\ud87e\udc5a\u58f2\n\ud87e\udc5b\u58f7\n\ud845\udd33\u58f7\n\u2f21\u5902\n\ud87e\udc5c\u5906\n\u2f22\u590a\n\u30bf\u5915\n\u2f23\u5915\n\ud87e\udc5d\u591a\n\ud845\udd87\u591a\n\ud87e\udc5e\u5922\n\u2f24\u5927\n\ufa7e\u5944\n\uf90c\u5948\n\ufa7f\u5954\n\uf909\u5951\n\ud87e\udc5f\u5962\n\uf981\u5973\n\u2f25\u5973\n\ud845\udea7\ud845\udea8\n\ud87e\udc60\ud845\udea8\n\ud87e\udc61\ud845\udeea\n\ud87e\udc65\u59d8\n\ud87e\udc62\u59ec\n\ud87e\udc63\u5a1b\n\ud87e\udc64\u5a27\n\ufa80\u5a62\n\ud87e\udc66\u5a66\n\u5b00\u5aaf\n\ud87e\udc67\u36ee\n\ud87e\udc68\u36fc\n\ud87e\udd86\u5ab5\n\ud87e\udc69\u5b08\n\ufa81\u5b28\n\ud87e\udc6a\u5b3e\n\ud87e\udc6b\u5b3e\n\u2f26\u5b50\n\u2f27\u5b80\n\ufa04\u5b85\n\ud87e\udc6c\ud846\uddc8\n\ud87e\udc6d\u5bc3\n\ud87e\udc6e\u5bd8\n\uf95f\u5be7\n\uf9aa\u5be7\n\ud87e\udc6f\u5be7\n\uf9bc\u5bee\n\ud87e\udc70\u5bf3\n\ud87e\udc71\ud846\udf18\n\u2f28\u5bf8\n\ud87e\udc72\u5bff\n\ud87e\udc73\u5c06\n\u2f29\u5c0f\n\ud87e\udc75\u5c22\n\u2e90\u5c22\n\u2f2a\u5c22\n\u2e8f\u5c23\n\ud87e\udc76\u3781\n\u2f2b\u5c38\n\uf9bd\u5c3f\n\ud87e\udc77\u5c60\n\uf94b\u5c62\n\ufa3b\u5c64\n\uf9df\u5c65\n\ufa3c\u5c6e\n\ud87e\udc78\u5c6e\n\u2f2c\u5c6e\n\ud87e\udcf8\ud847\udd0b\n\u2f2d\u5c71\n\ud87e\udc79\u5cc0\n\ud86d\udf3a\u5cc0\n\ud87e\udc7a\u5c8d\n\ud87e\udc7b\ud847\udde4\n\ud87e\udc7d\ud847\udde6\n\uf9d5\u5d19\n\ud87e\udc7c\u5d43\n\uf921\u5d50\n\ud87e\udc7f\u5d6b\n\ud87e\udc7e\u5d6e\n\ud87e\udc80\u5d7c\n\ud87e\uddf4\u5db2\n\uf9ab\u5dba\n\u2f2e\u5ddb\n\ud87e\udc82\u5de2\n\u30a8\u5de5\n\u2f2f\u5de5\n\u2f30\u5df1\n\u2e92\u5df3\n\ud87e\udc83\u382f\n\ud87e\udc84\u5dfd\n\u2f31\u5dfe\n\u5e32\u5e21\n\ud87e\udc85\u5e28\n\ud87e\udc86\u5e3d\n\ud87e\udc87\u5e69\n\ud87e\udc88\u3862\n\ud87e\udc89\ud848\udd83\n\u2f32\u5e72\n\uf98e\u5e74\n\ud87e\udd39\ud848\udd9f\n\u2e93\u5e7a\n\u2f33\u5e7a\n\u2f34\u5e7f\n\ufa01\u5ea6\n\ud87e\udc8a\u387c\n\ud87e\udc8b\u5eb0\n\ud87e\udc8c\u5eb3\n\ud87e\udc8d\u5eb6\n\uf928\u5eca\n\ud87e\udc8e\u5eca\n\uf9a2\u5ec9\n\ufa82\u5ed2\n\ufa0b\u5ed3\n\ufa83\u5ed9\n\uf982\u5eec\n\u2f35\u5ef4\n\ud87e\udc90\u5efe\n\u2f36\u5efe\n\ud87e\udc91\ud848\udf31\n\ud87e\udc92\ud848\udf31\n\uf943\u5f04\n\u2f37\u5f0b\n\u2f38\u5f13\n\ud87e\udc94\u5f22\n\ud87e\udc95\u5f22\n\u2f39\u5f50\n\u2e94\u5f51\n\ud87e\udc74\u5f53\n\ud87e\udc96\u38c7\n\u2f3a\u5f61\n\ud87e\udc99\u5f62\n\ufa84\u5f69\n\ud87e\udc9a\u5f6b\n\u2f3b\u5f73\n\uf9d8\u5f8b\n\ud87e\udc9b\u38e3\n\ud849\udd05\u5f9a\n\ud87e\udc9c\u5f9a\n\uf966\u5fa9\n\ufa85\u5fad\n\u2f3c\u5fc3\n\u2e96\u5fc4\n\u2e97\u38fa\n\ud87e\udc9d\u5fcd\n\ud87e\udc9e\u5fd7\n\uf9a3\u5ff5\n\ud87e\udc9f\u5ff9\n\uf960\u6012\n\uf9ac\u601c\n\ufa6b\u6075\n\ud87e\udca2\u391c\n\ud87e\udca1\u393a\n\ud87e\udca0\u6081\n\ufa3d\u6094\n\ud87e\udca3\u6094\n\ud87e\udca5\u60c7\n\ufa86\u60d8\n\uf9b9\u60e1\n\ud87e\udca4\ud849\uded4\n\ufa88\u6108\n\ufa3e\u6168\n\uf9d9\u6144\n\ud87e\udca6\u6148\n\ud87e\udca7\u614c\n\ud87e\udca9\u614c\n\ufa87\u614e\n\ud87e\udca8\u614e\n\ufa8a\u6160\n\ud87e\udcaa\u617a\n\ufa3f\u618e\n\ufa89\u618e\n\ud87e\udcab\u618e\n\uf98f\u6190\n\ud87e\udcad\u61a4\n\ud87e\udcae\u61af\n\ud87e\udcac\u61b2\n\ufad0\ud84a\udc44\n\ufacf\ud84a\udc4a\n\ud87e\udcaf\u61de\n\ufa40\u61f2\n\ufa8b\u61f2\n\ud87e\udcb0\u61f2\n\uf90d\u61f6\n\ud87e\udcb1\u61f6\n\uf990\u6200\n\u2f3d\u6208\n\ud87e\udcb2\u6210\n\ud87e\udcb3\u621b\n\uf9d2\u622e\n\ufa8c\u6234\n\u2f3e\u6236\n\u6238\u6236\n\u2f3f\u624b\n\u2e98\u624c\n\ud87e\udcb4\u625d\n\ud87e\udcb5\u62b1\n\uf925\u62c9\n\uf95b\u62cf\n\ufa02\u62d3\n\ud87e\udcb6\u62d4\n\ud87e\udcba\u62fc\n\uf973\u62fe\n\ud87e\udcb8\ud84a\udf0c\n\ud87e\udcb9\u633d\n\ud87e\udcb7\u6350\n\ud87e\udcbb\u6368\n\uf9a4\u637b\n\ud87e\udcbc\u6383\n\uf975\u63a0\n\ud87e\udcc1\u63a9\n\ufa8d\u63c4\n\ud87e\udcbd\u63e4\n\ufa8e\u641c\n\ud87e\udcbe\ud84a\udff1\n\ud87e\udcbf\u6422\n\ud87e\udcc0\u63c5\n\ufa8f\u6452\n\ud87e\udcc3\u6469\n\ud87e\udcc6\u6477\n\ud87e\udcc4\u647e\n\ud87e\udcc2\u3a2e\n\u6409\u3a41\n\uf991\u649a\n\ud87e\udcc5\u649d\n\uf930\u64c4\n\ud87e\udcc7\u3a6c\n\u2f40\u652f\n\u2f41\u6534\n\u2e99\u6535\n\ufa41\u654f\n\ud87e\udcc8\u654f\n\ufa90\u6556\n\ud87e\udcc9\u656c\n\uf969\u6578\n\ud87e\udcca\ud84c\udc0a\n\u2f42\u6587\n\u2eeb\u6589\n\u2f43\u6597\n\uf9be\u6599\n\u2f44\u65a4\n\u2f45\u65b9\n\uf983\u65c5\n\u2f46\u65e0\n\u2e9b\u65e1\n\ufa42\u65e2\n\ud87e\udccb\u65e3\n\u2f47\u65e5\n\uf9e0\u6613\n\u66f6\u3ada\n\ud87e\udcd1\u3ae4\n\ud87e\udccd\u6649\n\u6669\u665a\n\ufa12\u6674\n\ufa91\u6674\n\ufa43\u6691\n\ud87e\udccf\u6691\n\uf9c5\u6688\n\ud87e\udcd0\u3b08\n\ud87e\udcd5\u669c\n\ufa06\u66b4\n\uf98b\u66c6\n\ud87e\udcce\u3b19\n\ud87e\udc97\ud84c\udeb8\n\u2f48\u66f0\n\uf901\u66f4\n\ud87e\udccc\u66f8\n\u2f49\u6708\n\ud87e\udd80\ud84c\udf5f\n\ud86d\udf3e\ud84c\udf5f\n\u80a6\u670c\n\u80d0\u670f\n\u80ca\u6710\n\u8101\u6713\n\u80f6\u3b35\n\uf929\u6717\n\ufa92\u6717\n\ud87e\udcd8\u6717\n\u8127\u6718\n\ufa93\u671b\n\ud87e\udcd9\u671b\n\u5e50\u3b3a\n\u4420\u3b3b\n\ud87e\udd89\ud84c\udf93\n\u81a7\u6723\n\ud87e\udd8a\ud84c\udf9c\n\u2f4a\u6728\n\uf9e1\u674e\n\ud87e\udcdc\u6753\n\ufa94\u6756\n\ud87e\udcdb\u675e\n\ud87e\udcdd\ud84c\udfc3\n\u67ff\u676e\n\uf9c8\u677b\n\ud87e\udce0\u6785\n\uf9f4\u6797\n\ud87e\udcde\u3b49\n\ufad1\ud84c\udfd5\n\uf9c9\u67f3\n\ud87e\udcdf\u67fa\n\uf9da\u6817\n\ud87e\udce5\u681f\n\ud87e\udce1\u6852\n\ud87e\udce3\ud84d\udc6d\n\uf97a\u6881\n\ufa44\u6885\n\ud87e\udce2\u6885\n\ud87e\udce4\u688e\n\uf9e2\u68a8\n\ud87e\udce6\u6914\n\ud87e\udce8\u6942\n\ufad2\u3b9d\n\ud87e\udce7\u3b9d\n\u69e9\u3ba3\n\u6a27\u699d\n\ud87e\udce9\u69a3\n\ud87e\udcea\u69ea\n\uf914\u6a02\n\uf95c\u6a02\n\uf9bf\u6a02\n\uf94c\u6a13\n\ud87e\udcec\ud84d\udea3\n\ud87e\udceb\u6aa8\n\uf931\u6ad3\n\ud87e\udced\u6adb\n\uf91d\u6b04\n\ud87e\udcee\u3c18\n\u2f4b\u6b20\n\ud87e\udcef\u6b21\n\ud87e\udcf0\ud84e\udca7\n\ud87e\udcf1\u6b54\n\ud87e\udcf2\u3c4e\n\u2f4c\u6b62\n\u2eed\u6b6f\n\ud87e\udcf3\u6b72\n\uf98c\u6b77\n\ufa95\u6b79\n\u2f4d\u6b79\n\u2e9e\u6b7a\n\ud87e\udcf4\u6b9f\n\uf9a5\u6bae\n\u2f4e\u6bb3\n\uf970\u6bba\n\ufa96\u6bba\n\ud87e\udcf5\u6bba\n\ud87e\udcf6\u6bbb\n\ud87e\udcf7\ud84e\ude8d\n\u2f4f\u6bcb\n\u2e9f\u6bcd\n\ud87e\udcf9\ud84e\udefa\n\u2f50\u6bd4\n\u2f51\u6bdb\n\u2f52\u6c0f\n\u2ea0\u6c11\n\u2f53\u6c14\n\u2f54\u6c34\n\u2ea1\u6c35\n\u2ea2\u6c3a\n\ud87e\udcfa\u6c4e\n\ud87e\udcfe\u6c67\n\uf972\u6c88\n\ud87e\udcfc\u6cbf\n\uf968\u6ccc\n\ud87e\udcfd\u6ccd\n\uf9e3\u6ce5\n\ud87e\udcfb\ud84f\udcbc\n\uf915\u6d1b\n\ufa05\u6d1e\n\ud87e\udd07\u6d34\n\ud87e\udd00\u6d3e\n\uf9ca\u6d41\n\ufa97\u6d41\n\ud87e\udd02\u6d41\n\ud87e\udcff\u6d16\n\ud87e\udd03\u6d69\n\uf92a\u6d6a\n\ufa45\u6d77\n\ud87e\udd01\u6d77\n\ud87e\udd04\u6d78\n\ud87e\udd05\u6d85\n\ud84f\udd40\u6d85\n\ud87e\udd06\ud84f\udd1e\n\uf9f5\u6dcb\n\uf94d\u6dda\n\uf9d6\u6dea\n\ud87e\udd0e\u6df9\n\ufa46\u6e1a\n\ud87e\udd08\u6e2f\n\ud87e\udd09\u6e6e\n\u6f59\u6e88\n\ufa99\u6ecb\n\ud87e\udd0b\u6ecb\n\uf9cb\u6e9c\n\uf9ec\u6eba\n\ud87e\udd0c\u6ec7\n\uf904\u6ed1\n\ufa98\u6edb\n\ud87e\udd0a\u3d33\n\uf94e\u6f0f\n\ufa47\u6f22\n\ufa9a\u6f22\n\uf992\u6f23\n\ud87e\udd0d\ud84f\uded1\n\ud87e\udd0f\u6f6e\n\ud87e\udd10\ud84f\udf5e\n\ud87e\udd11\ud84f\udf8e\n\ud87e\udd12\u6fc6\n\uf922\u6feb\n\uf984\u6ffe\n\ud87e\udd15\u701b\n\ufa9b\u701e\n\ud87e\udd14\u701e\n\ud87e\udd13\u7039\n\ud87e\udd17\u704a\n\ud87e\udd16\u3d96\n\u2f55\u706b\n\u2ea3\u706c\n\ud87e\udc35\u7070\n\ud87e\udd19\u7077\n\ud87e\udd18\u707d\n\uf9fb\u7099\n\ud87e\udd1a\u70ad\n\uf99f\u70c8\n\uf916\u70d9\n\ufa48\u716e\n\ufa9c\u716e\n\ud87e\udd1d\ud850\ude63\n\ud87e\udd1c\u7145\n\uf993\u7149\n\ufa6c\ud850\udeee\n\ud87e\udd1e\u719c\n\uf9c0\u71ce\n\uf9ee\u71d0\n\ud87e\udd1f\ud850\udfab\n\uf932\u7210\n\uf91e\u721b\n\ud87e\udd20\u7228\n\u2f56\u722a\n\ufa49\u722b\n\u2ea4\u722b\n\ufa9e\u7235\n\ud87e\udd21\u7235\n\u2f57\u7236\n\u2f58\u723b\n\u2ea6\u4e2c\n\u2f5a\u7247\n\ud87e\udd22\u7250\n\u2f5b\u7259\n\ud87e\udd23\ud851\ude08\n\u2f5c\u725b\n\uf946\u7262\n\ud87e\udd24\u7280\n\ud87e\udd25\u7295\n\u2f5d\u72ac\n\u2ea8\u72ad\n\ufa9f\u72af\n\uf9fa\u72c0\n\ud87e\udd26\ud851\udf35\n\uf92b\u72fc\n\ufa16\u732a\n\ufaa0\u732a\n\ud86b\udec5\ud852\udc14\n\ud87e\udd27\ud852\udc14\n\uf9a7\u7375\n\ud87e\udd28\u737a\n\u2f5e\u7384\n\uf961\u7387\n\uf9db\u7387\n\u2f5f\u7389\n\ud87e\udd29\u738b\n\ud87e\udd2a\u3eac\n\ud87e\udd2b\u73a5\n\ud852\udcfd\u73a5\n\uf9ad\u73b2\n\ud87e\udd2c\u3eb8\n\ud87e\udd2d\u3eb8\n\uf917\u73de\n\uf9cc\u7409\n\uf9e4\u7406\n\ufa4a\u7422\n\ud87e\udd2e\u7447\n\ud87e\udd2f\u745c\n\uf9ae\u7469\n\ufaa1\u7471\n\ud87e\udd30\u7471\n\ud87e\udd31\u7485\n\uf994\u7489\n\uf9ef\u7498\n\ud87e\udd32\u74ca\n\u2f60\u74dc\n\u2f61\u74e6\n\ud87e\udd33\u3f1b\n\ufaa2\u7506\n\u2f62\u7518\n\u2f63\u751f\n\ud87e\udd34\u7524\n\u2f64\u7528\n\u2f65\u7530\n\ufaa3\u753b\n\ud87e\udd36\u753e\n\ud87e\udd35\ud853\udc36\n\uf9cd\u7559\n\uf976\u7565\n\uf962\u7570\n\ud87e\udd38\u7570\n\ud87e\udd37\ud853\udc92\n\u2f66\u758b\n\u2f67\u7592\n\uf9e5\u75e2\n\ud87e\udd3a\u7610\n\ufaa5\u761f\n\ufaa4\u761d\n\uf9c1\u7642\n\uf90e\u7669\n\u2f68\u7676\n\u2f69\u767d\n\ud87e\udd3b\ud853\udfa1\n\ud87e\udd3c\ud853\udfb8\n\u2f6a\u76ae\n\u2f6b\u76bf\n\ud87e\udd3d\ud854\udc44\n\ud87e\udd3e\u3ffc\n\ufa17\u76ca\n\ufaa6\u76ca\n\ufaa7\u76db\n\uf933\u76e7\n\ud87e\udd3f\u4008\n\u2f6c\u76ee\n\ufaa8\u76f4\n\ud87e\udd40\u76f4\n\ud87e\udd42\ud854\udcf2\n\ud87e\udd41\ud854\udcf3\n\uf96d\u7701\n\ufad3\u4018\n\ud87e\udd43\ud854\udd19\n\ud854\udd1a\ud854\udd19\n\ud87e\udd45\u771e\n\ud87e\udd46\u771f\n\ud87e\udd47\u771f\n\ud87e\udd44\ud854\udd33\n\ufaaa\u7740\n\ufaa9\u774a\n\ud87e\udd48\u774a\n\u9fc3\u4039\n\ufad4\u4039\n\ud87e\udd49\u4039\n\u6663\u403f\n\ud87e\udd4b\u4046\n\ud87e\udd4a\u778b\n\ufad5\ud854\ude49\n\ufa9d\u77a7\n\u2f6d\u77db\n\u2f6e\u77e2\n\u2f6f\u77f3\n\ud87e\udd4c\u4096\n\ud87e\udd4d\ud855\udc1d\n\u784f\u7814\n\ud87e\udd4e\u784e\n\uf9ce\u786b\n\uf93b\u788c\n\ud87e\udd4f\u788c\n\ufa4b\u7891\n\uf947\u78ca\n\ufaab\u78cc\n\ud87e\udd50\u78cc\n\uf964\u78fb\n\ud87e\udd51\u40e3\n\uf985\u792a\n\u2f70\u793a\n\u2ead\u793b\n\ufa18\u793c\n\ufa4c\u793e\n\ufa4e\u7948\n\ufa4d\u7949\n\ud87e\udd52\ud855\ude26\n\ufa4f\u7950\n\ufa50\u7956\n\ud87e\udd53\u7956\n\ufa51\u795d\n\ufa19\u795e\n\ufa1a\u7965\n\ufa61\u8996\n\ufab8\u8996\n\uf93c\u797f\n\ud87e\udd54\ud855\ude9a\n\ufa52\u798d\n\ufa53\u798e\n\ufa1b\u798f\n\ud87e\udd56\u798f\n\ud87e\udd55\ud855\udec5\n\uf9b6\u79ae\n\u2f71\u79b8\n\u2f72\u79be\n\uf995\u79ca\n\ud87e\udd58\u412f\n\ud87e\udd57\u79eb\n\uf956\u7a1c\n\ud87e\udd5a\u7a4a\n\ufa54\u7a40\n\ud87e\udd59\u7a40\n\ud87e\udd5b\u7a4f\n\u2f73\u7a74\n\ufa55\u7a81\n\ud87e\udd5c\ud856\udd7c\n\ufaac\u7ab1\n\uf9f7\u7acb\n\u2f74\u7acb\n\u2eef\u7adc\n\ud87e\udd5d\ud856\udea7\n\ud87e\udd5e\ud856\udea7\n\ud87e\udd5f\u7aee\n\u2f75\u7af9\n\uf9f8\u7b20\n\ufa56\u7bc0\n\ufaad\u7bc0\n\ud87e\udd60\u4202\n\ud87e\udd61\ud856\udfab\n\ud87e\udd62\u7bc6\n\ud87e\udd64\u4227\n\ud87e\udd63\u7bc9\n\ud87e\udd65\ud857\udc80\n\ufad6\ud857\udcd0\n\uf9a6\u7c3e\n\uf944\u7c60\n\u2f76\u7c73\n\ufaae\u7c7b\n\uf9f9\u7c92\n\ufa1d\u7cbe\n\ud87e\udd66\u7cd2\n\ufa03\u7cd6\n\ud87e\udd68\u7ce8\n\ud87e\udd67\u42a0\n\ud87e\udd69\u7ce3\n\uf97b\u7ce7\n\u2f77\u7cf8\n\u2eaf\u7cf9\n\ud87e\udd6b\ud857\udf86\n\ud87e\udd6a\u7d00\n\uf9cf\u7d10\n\uf96a\u7d22\n\uf94f\u7d2f\n\u7d76\u7d55\n\ud87e\udd6c\u7d63\n\ufaaf\u7d5b\n\uf93d\u7da0\n\uf957\u7dbe\n\ud87e\udd6e\u7dc7\n\ud887\ude7c\u7dc7\n\uf996\u7df4\n\ufa57\u7df4\n\ufab0\u7df4\n\ud87e\udd6f\u7e02\n\ud87e\udd6d\u4301\n\ufa58\u7e09\n\uf950\u7e37\n\ufa59\u7e41\n\ud87e\udd70\u7e45\n\ud87e\udc98\ud858\uddda\n\ud87e\udd71\u4334\n\u2f78\u7f36\n\ud87e\udd72\ud858\ude28\n\ufab1\u7f3e\n\ud87e\udd73\ud858\ude47\n\u2f79\u7f51\n\u2eab\u7f52\n\u2eb2\u7f52\n\u2eb1\u7f53\n\ud87e\udd74\u4359\n\ufa5a\u7f72\n\ud87e\udd75\ud858\uded9\n\uf9e6\u7f79\n\ud87e\udd76\u7f7a\n\uf90f\u7f85\n\ud87e\udd77\ud858\udf3e\n\u2f7a\u7f8a\n\ud87e\udd78\u7f95\n\uf9af\u7f9a\n\ufa1e\u7fbd\n\u2f7b\u7fbd\n\ud87e\udd79\u7ffa\n\uf934\u8001\n\u2f7c\u8001\n\u2eb9\u8002\n\ufa5b\u8005\n\ufab2\u8005\n\ud87e\udd7a\u8005\n\u2f7d\u800c\n\ud87e\udd7b\ud859\udcda\n\u2f7e\u8012\n\ud87e\udd7c\ud859\udd23\n\u2f7f\u8033\n\uf9b0\u8046\n\ud87e\udd7d\u8060\n\ud859\udd9d\ud859\udda8\n\ud87e\udd7e\ud859\udda8\n\uf997\u806f\n\ud87e\udd7f\u8070\n\uf945\u807e\n\u2f80\u807f\n\u2eba\u8080\n\u2f81\u8089\n\uf953\u808b\n\ud87e\udcd6\u80ad\n\ud87e\udd82\u80b2\n\ud87e\udd81\u43d5\n\ud87e\udcd7\u43d9\n\u8141\u80fc\n\ud87e\udd83\u8103\n\ud87e\udd85\u813e\n\ud87e\udd84\u440b\n\ud87e\udcda\u6721\n\ud87e\udd87\ud859\udfa7\n\ud87e\udd88\ud859\udfb5\n\u6726\u4443\n\uf926\u81d8\n\u2f82\u81e3\n\uf9f6\u81e8\n\u2f83\u81ea\n\ufa5c\u81ed\n\u2f84\u81f3\n\u2f85\u81fc\n\ud87e\udc93\u8201\n\ud87e\udd8b\u8201\n\ud87e\udd8c\u8204\n\u2f86\u820c\n\ufa6d\u8218\n\u2f87\u821b\n\u2f88\u821f\n\ud87e\udd8e\u446b\n\u2f89\u826e\n\uf97c\u826f\n\u2f8a\u8272\n\u2f8b\u8278\n\ufa5d\u8279\n\ufa5e\u8279\n\u2ebe\u8279\n\u2ebf\u8279\n\u2ec0\u8279\n\ud87e\udd90\u828b\n\ud87e\udd8f\u8291\n\ud87e\udd91\u829d\n\ud87e\udd93\u82b1\n\ud87e\udd94\u82b3\n\ud87e\udd95\u82bd\n\uf974\u82e5\n\ud87e\udd98\u82e5\n\ud87e\udd96\u82e6\n\ud87e\udd97\ud85a\udf3c\n\uf9fe\u8336\n\ufab3\u8352\n\ud87e\udd9a\u8363\n\ud87e\udd99\u831d\n\ud87e\udd9c\u8323\n\ud87e\udd9d\u83bd\n\ud87e\udda0\u8353\n\uf93e\u83c9\n\ud87e\udda1\u83ca\n\ud87e\udda2\u83cc\n\ud87e\udda3\u83dc\n\ud87e\udd9e\u83e7\n\ufab4\u83ef\n\uf958\u83f1\n\ufa5f\u8457\n\ud87e\udd9f\u8457\n\ud87e\udda4\ud85b\udc36\n\ud85b\udd06\ud85b\udc36\n\ud87e\udd9b\u83ad\n\uf918\u843d\n\uf96e\u8449\n\u853f\u848d\n\ud87e\udda6\ud85b\udcd5\n\ud87e\udda5\ud85b\udd6b\n\uf999\u84ee\n\ud87e\udda8\u84f1\n\ud87e\udda9\u84f3\n\uf9c2\u84fc\n\ud87e\uddaa\u8516\n\ud87e\udda7\u452b\n\ud87e\uddac\u8564\n\ud87e\uddad\ud85b\udf2c\n\uf923\u85cd\n\ud87e\uddae\u455d\n\ud87e\uddb0\ud85b\udfb1\n\ud87e\uddaf\u4561\n\uf9f0\u85fa\n\uf935\u8606\n\ud87e\uddb2\u456b\n\ufa20\u8612\n\uf91f\u862d\n\ud87e\uddb1\ud85c\udcd2\n\u8641\u8637\n\uf910\u863f\n\u2f8c\u864d\n\u2ec1\u864e\n\ud87e\uddb3\u8650\n\uf936\u865c\n\ud87e\uddb4\u865c\n\ud87e\uddb5\u8667\n\ud87e\uddb6\u8669\n\u2f8d\u866b\n\ud87e\uddb7\u86a9\n\ud87e\uddb8\u8688\n\ud87e\uddba\u86e2\n\ud87e\uddb9\u870e\n\ud87e\uddbc\u8728\n\ud87e\uddbd\u876b\n\ud87e\uddc0\u87e1\n\ufab5\u8779\n\ud87e\uddbb\u8779\n\ud87e\uddbe\u8786\n\ud87e\uddbf\u45d7\n\ud87e\uddab\ud85c\udfca\n\uf911\u87ba\n\ud87e\uddc1\u8801\n\ud87e\uddc2\u45f9\n\uf927\u881f\n\u2f8e\u8840\n\ufa08\u884c\n\u2f8f\u884c\n\ud87e\uddc3\u8860\n\ud87e\uddc4\u8863\n\u2f90\u8863\n\u2ec2\u8864\n\uf9a0\u88c2\n\ud87e\uddc5\ud85d\ude67\n\uf9e7\u88cf\n\ud87e\uddc6\u88d7\n\ud87e\uddc7\u88de\n\uf9e8\u88e1\n\uf912\u88f8\n\ud87e\uddc9\u88fa\n\ud87e\uddc8\u4635\n\ufa60\u8910\n\ufab6\u8941\n\uf924\u8964\n\u2f91\u897e\n\u2ec4\u897f\n\u2ec3\u8980\n\ufab7\u8986\n\ufa0a\u898b\n\u2f92\u898b\n\u2ec5\u89c1\n\u4695\ud85e\udcae\n\ud87e\uddcb\ud85e\udcae\n\u2f93\u89d2\n\u2f94\u8a00\n\u2ec8\u8ba0\n\ud87e\uddcc\ud85e\udd66\n\u8a7d\u8a2e\n\u8a1e\u46b6\n\ud87e\uddcd\u46be\n\ud87e\uddce\u46c7\n\ud87e\uddcf\u8aa0\n\uf96f\u8aaa\n\uf9a1\u8aaa\n\ufab9\u8abf\n\ufabb\u8acb\n\uf97d\u8ad2\n\uf941\u8ad6\n\ufabe\u8aed\n\ud87e\uddd0\u8aed\n\ufa22\u8af8\n\ufaba\u8af8\n\uf95d\u8afe\n\ufabd\u8afe\n\ufa62\u8b01\n\ufabc\u8b01\n\ufa63\u8b39\n\ufabf\u8b39\n\uf9fc\u8b58\n\uf95a\u8b80\n\u8b8f\u8b86\n\ufac0\u8b8a\n\ud87e\uddd1\u8b8a\n\u2f95\u8c37\n\u2f96\u8c46\n\uf900\u8c48\n\ud87e\uddd2\u8c55\n\u2f97\u8c55\n\u8c63\u8c5c\n\u2f98\u8c78\n\ud87e\uddd3\ud85f\udca8\n\u2f99\u8c9d\n\u2ec9\u8d1d\n\ud87e\uddd4\u8cab\n\ud87e\uddd5\u8cc1\n\uf948\u8cc2\n\uf903\u8cc8\n\ufa64\u8cd3\n\ufa65\u8d08\n\ufac1\u8d08\n\ud856\uded4\u8d1b\n\ud87e\uddd6\u8d1b\n\u2f9a\u8d64\n\u2f9b\u8d70\n\ud87e\uddd7\u8d77\n\u8d86\u8d7f\n\ufad7\ud85f\uded3\n\ud87e\uddd8\ud85f\udf2f\n\u2f9c\u8db3\n\ud87e\uddda\u8dcb\n\ud87e\udddb\u8dbc\n\u8dfa\u8de5\n\uf937\u8def\n\ud87e\udddc\u8df0\n\u8e9b\u8e97\n\u2f9d\u8eab\n\uf902\u8eca\n\u2f9e\u8eca\n\u2ecb\u8f66\n\ud87e\uddde\u8ed4\n\u8f27\u8eff\n\uf998\u8f26\n\uf9d7\u8f2a\n\ufac2\u8f38\n\ud87e\udddf\u8f38\n\ufa07\u8f3b\n\uf98d\u8f62\n\u2f9f\u8f9b\n\ud87e\udd8d\u8f9e\n\uf971\u8fb0\n\u2fa0\u8fb0\n\u2fa1\u8fb5\n\ufa66\u8fb6\n\u2ecc\u8fb6\n\u2ecd\u8fb6\n\ud87e\udc81\u5de1\n\uf99a\u9023\n\ufa25\u9038\n\ufa67\u9038\n\ufac3\u9072\n\uf9c3\u907c\n\ud87e\udde0\ud861\uddd2\n\ud87e\udde1\ud861\udded\n\uf913\u908f\n\u2fa2\u9091\n\ud87e\udde2\u9094\n\uf92c\u90ce\n\u90de\u90ce\n\ufa2e\u90ce\n\ud87e\udde3\u90f1\n\ufa26\u90fd\n\ud87e\udde5\ud861\udf2e\n\ud87e\udde4\u9111\n\ud87e\udde6\u911b\n\u2fa3\u9149\n\uf919\u916a\n\ufac4\u9199\n\uf9b7\u91b4\n\u2fa4\u91c6\n\uf9e9\u91cc\n\u2fa5\u91cc\n\uf97e\u91cf\n\uf90a\u91d1\n\u2fa6\u91d1\n\u2ed0\u9485\n\uf9b1\u9234\n\ud87e\udde7\u9238\n\ufac5\u9276\n\ud87e\udde8\u92d7\n\ud87e\udde9\u92d8\n\ud87e\uddea\u927c\n\uf93f\u9304\n\uf99b\u934a\n\u93ae\u93ad\n\ud87e\uddeb\u93f9\n\ud87e\uddec\u9415\n\ud87e\udded\ud862\udffa\n\u2ed2\u9578\n\u2ed3\u957f\n\u2fa8\u9580\n\u2ed4\u95e8\n\ud87e\uddee\u958b\n\ud87e\uddef\u4995\n\uf986\u95ad\n\ud87e\uddf0\u95b7\n\ud87e\uddf1\ud863\udd77\n\u2fa9\u961c\n\u2ecf\u961d\n\u2ed6\u961d\n\uf9c6\u962e\n\uf951\u964b\n\ufa09\u964d\n\uf959\u9675\n\uf9d3\u9678\n\ufac6\u967c\n\uf9dc\u9686\n\uf9f1\u96a3\n\ud87e\uddf2\u49e6\n\u2faa\u96b6\n\ufa2f\u96b7\n\u96b8\u96b7\n\uf9b8\u96b7\n\u2fab\u96b9\n\ud87e\uddf3\u96c3\n\uf9ea\u96e2\n\ufa68\u96e3\n\ufac7\u96e3\n\u2fac\u96e8\n\uf9b2\u96f6\n\uf949\u96f7\n\ud87e\uddf5\u9723\n\ud87e\uddf6\ud864\udd45\n\uf938\u9732\n\uf9b3\u9748\n\u2fad\u9751\n\u2ed8\u9752\n\ufa1c\u9756\n\ufac8\u9756\n\ud87e\udc1c\ud864\udddf\n\u2fae\u975e\n\u2faf\u9762\n\ud87e\uddf7\ud864\ude1a\n\u2fb0\u9769\n\ud87e\uddf8\u4a6e\n\ud87e\uddf9\u4a76\n\u2fb1\u97cb\n\u2ed9\u97e6\n\ufac9\u97db\n\ud87e\uddfa\u97e0\n\u2fb2\u97ed\n\ud87e\uddfb\ud865\udc0a\n\u2fb3\u97f3\n\ufa69\u97ff\n\ufaca\u97ff\n\u2fb4\u9801\n\u2eda\u9875\n\ud87e\uddfc\u4ab2\n\ufacb\u980b\n\ud87e\uddfe\u980b\n\ud87e\uddff\u980b\n\uf9b4\u9818\n\ud87e\ude00\u9829\n\ud87e\uddfd\ud865\udc96\n\ufa6a\u983b\n\ufacc\u983b\n\uf9d0\u985e\n\u2fb5\u98a8\n\u2edb\u98ce\n\ud87e\ude01\ud865\uddb6\n\u2fb6\u98db\n\u2edc\u98de\n\u2edd\u98df\n\u2fb7\u98df\n\u2edf\u98e0\n\u2ee0\u9963\n\ud87e\ude02\u98e2\n\ufa2a\u98ef\n\ufa2b\u98fc\n\ud87e\ude03\u4b33\n\ufa2c\u9928\n\ud87e\ude04\u9929\n\u2fb8\u9996\n\u2fb9\u9999\n\ud87e\ude05\u99a7\n\u2fba\u99ac\n\u2ee2\u9a6c\n\ud87e\ude06\u99c2\n\uf91a\u99f1\n\ud87e\ude07\u99fe\n\uf987\u9a6a\n\u2fbb\u9aa8\n\ud87e\ude08\u4bce\n\u2fbc\u9ad8\n\u2fbd\u9adf\n\ud87e\ude09\ud866\udf30\n\ufacd\u9b12\n\ud87e\ude0a\u9b12\n\u2fbe\u9b25\n\u2fbf\u9b2f\n\u2fc0\u9b32\n\u2fc1\u9b3c\n\u2ee4\u9b3c\n\u2fc2\u9b5a\n\u2ee5\u9c7c\n\uf939\u9b6f\n\ud87e\ude0b\u9c40\n\uf9f2\u9c57\n\u2fc3\u9ce5\n\ud87e\ude0c\u9cfd\n\ud87e\ude0d\u4cce\n\u9e43\u9e42\n\ud87e\ude0f\u9d67\n\ud87e\ude0e\u4ced\n\ud87e\ude10\ud868\udcce\n\ufa2d\u9db4\n\ud87e\ude12\ud868\udd05\n\ud87e\ude11\u4cf8\n\uf93a\u9dfa\n\ud87e\ude13\ud868\ude0e\n\uf920\u9e1e\n\u2fc4\u9e75\n\uf940\u9e7f\n\u2fc5\u9e7f\n\ud87e\ude14\ud868\ude91\n\uf988\u9e97\n\uf9f3\u9e9f\n\u2fc6\u9ea5\n\u2ee8\u9ea6\n\ud87e\ude15\u9ebb\n\u2fc7\u9ebb\n\ud87e\udc8f\ud868\udf92\n\u2fc8\u9ec3\n\u2ee9\u9ec4\n\u2fc9\u9ecd\n\uf989\u9ece\n\ud87e\ude16\u4d56\n\u2fca\u9ed1\n\u9ed2\u9ed1\n\ufa3a\u58a8\n\ud87e\ude17\u9ef9\n\u2fcb\u9ef9\n\u2fcc\u9efd\n\ud87e\ude18\u9efe\n\ud87e\ude19\u9f05\n\u2fcd\u9f0e\n\ud87e\ude1a\u9f0f\n\u2fce\u9f13\n\ud87e\ude1b\u9f16\n\u2fcf\u9f20\n\ud87e\ude1c\u9f3b\n\u2fd0\u9f3b\n\ufad8\u9f43\n\u2fd1\u9f4a\n\u2eec\u9f50\n\u2fd2\u9f52\n\u2eee\u9f7f\n\ud87e\ude1d\ud869\ude00\n\uf9c4\u9f8d\n\u2fd3\u9f8d\n\u2ef0\u9f99\n\ufad9\u9f8e\n\uf907\u9f9c\n\uf908\u9f9c\n\uface\u9f9c\n\u2fd4\u9f9c\n\u2ef3\u9f9f\n\u2fd5\u9fa0\n\u0cdc\u0c5c\n\u1de8\u1ada\n\u2dee\u1adb\n\u1ae7\u1ae5\n\u031a\u1ae9\n\u0295\ua7ce\n\ua7cf\ua7ce\n\u0348\ud803\udefa\n\u0956\ud806\udf62\n\u0a41\ud806\udf62\n\u0957\ud806\udf63\n\u0a42\ud806\udf63\n\u0947\ud806\udf64\n\u0a47\ud806\udf64\n\u5152\ud81b\udff3\n\ud83d\udc0d\ud833\udcfa\n\ud83d\udc43\ud833\udcfc\n\ud83c\udf77\ud833\udeba\n\ud83c\udfe2\ud833\udebb\n\ud83c\udf33\ud833\udebc\n\ud83c\udf4e\ud833\udebd\n\ud83c\udf4f\ud833\udebd\n\ud83c\udf52\ud833\udebe\n\ud83c\udf53\ud833\udebf\n\u28ff\ud833\udee0\n\u29b5\ud833\udef0\n\u21c4\ud83e\udcd0\n\u21cc\ud83e\udcd1\n\u2657\ud83e\ude55\n\u265d\ud83e\ude57\n\ud83d\udd14\ud83e\udffa\n\u6138\ud86d\udf3f";

;









const confusable = {
family: 'confusable',
confidence: 'high',
label: 'a name that looks like another',
rationale: 'Two names with the same confusable skeleton (UTS #39) cannot be told apart by a model choosing a tool or by a reviewer reading the list; a server has no use for a second tool or parameter that looks like another, except to be called in its place.',
version: CONFUSABLES_VERSION,
};
let prototypes;
 
function table() {
if (prototypes)
return prototypes;
prototypes = new Map();
for (const line of CONFUSABLES_DATA.split('\n')) {
const source = String.fromCodePoint(line.codePointAt(0));
prototypes.set(source, line.slice(source.length));
}
return prototypes;
}
let asciiPrototypes;





function asciiTable() {
if (asciiPrototypes)
return asciiPrototypes;
asciiPrototypes = new Array(128);
for (const [, source, prototype] of CONFUSABLES_DATA.matchAll(/(?:^|\n)([\x00-\x09\x0b-\x7f])([^\n]*)/g))
asciiPrototypes[source.charCodeAt(0)] = prototype;
return asciiPrototypes;
}




function asciiMapped() {
if (mappedPattern)
return mappedPattern;
const t = asciiTable();
let chars = '';
for (let c = 0; c < 128; c++)
if (t[c] !== undefined)
chars += `\\x${c.toString(16).padStart(2, '0')}`;
return (mappedPattern = chars ? new RegExp(`[${chars}]`, 'g') : /(?!)/g);
}
let mappedPattern;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const ASCII = /^[\x00-\x7f]*$/;
const skeletons = new Map();
 
const MAX_MEMO = 50_000;
 
function skeleton(text) {
const known = skeletons.get(text);
if (known !== undefined)
return known;
let out = '';
if (ASCII.test(text)) {

const t = asciiTable();
out = text.replace(asciiMapped(), (ch) => t[ch.charCodeAt(0)]);
}
else {
const t = table();
for (const ch of text.normalize('NFD').replace(IGNORABLE, ''))
out += t.get(ch) ?? ch;
}
const result = ASCII.test(out) ? out : out.normalize('NFD');
if (skeletons.size >= MAX_MEMO)
skeletons.clear();
skeletons.set(text, result);
return result;
}
 
class SkeletonIndex {
bySkeleton = new Map();
 
constructor(names, wanted) {
for (const n of names) {
const k = skeleton(n.name);
if (wanted && !wanted.has(k))
continue;
const list = this.bySkeleton.get(k);
if (!list)
this.bySkeleton.set(k, [n]);
else if (!list.some((x) => x.name === n.name && x.server === n.server))
list.push(n);
}
}
 
lookalikes(name) {
return (this.bySkeleton.get(skeleton(name)) ?? []).filter((n) => n.name !== name);
}
}
 
function spelled(name) {
let out = '';
for (const ch of name)
out += /^[\x21-\x7e]$/.test(ch) ? ch : `[U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}]`;
return out;
}




function confusableFlag(what, name, like, kind) {
const first = like[0];
if (!first)
return undefined;
const whose = first.server !== undefined ? ` of server '${first.server}'` : '';
const more = like.length > 1 ? ` (and ${like.length - 1} more)` : '';
return {
id: 'confusable-name',
message: `${what} looks like ${kind} '${first.name}'${whose}${more}: the same Unicode confusable skeleton (UTS #39), so a model or a reviewer cannot tell them apart`,
evidence: `${spelled(name)} vs ${spelled(first.name)}`,
confidence: confusable.confidence,
family: confusable.family,
};
}
 
function confusablePairs(names, others = []) {
const index = new SkeletonIndex([...names.map((name) => ({ name })), ...others]);
const out = [];
for (const name of names) {
const like = index.lookalikes(name);
if (like[0])
out.push([name, like[0]]);
}
return out;
}
 
function propertyMaps(schema, maxDepth) {
const out = [];
const walk = (node, path, depth) => {
if (depth > maxDepth || node === null || typeof node !== 'object')
return;
if (Array.isArray(node)) {
for (const item of node)
walk(item, path, depth + 1);
return;
}
const o = node;
if (o.properties && typeof o.properties === 'object' && !Array.isArray(o.properties)) {
const names = Object.keys(o.properties);
if (names.length > 1)
out.push({ path, names });
for (const [k, v] of Object.entries(o.properties))
walk(v, path ? `${path}.${k}` : k, depth + 1);
}
for (const [k, v] of Object.entries(o))
if (k !== 'properties' && v && typeof v === 'object')
walk(v, path, depth + 1);
};
walk(schema, '', 0);
return out;
}


  }),

  3415:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    N: () => (  crossTool)
  });
  var _util_literals_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1535);
  var _signal_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6890);
  var _tool_names_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2321);



 
const IMPERATIVE = (0,_util_literals_js__WEBPACK_IMPORTED_MODULE_0__  .aH)(/\b(?:must|always|never|need\s+to|needs\s+to|have\s+to|has\s+to|make\s+sure|be\s+sure|ensure|shall|mandatory)\b/i);
 
const DISPARAGE = (0,_util_literals_js__WEBPACK_IMPORTED_MODULE_0__  .aH)(/\b(?:deprecated|broken|unsafe|insecure|corrupts?|compromised|no\s+longer\s+works|malfunction\w*|buggy|dangerous)\b/i);
const VERB = String.raw `(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)`;
const NO_SIBLINGS = [];
 
const SIBLINGS = new WeakMap();
 
const OTHERS = new WeakMap();
function siblingIndex(siblings) {
let index = SIBLINGS.get(siblings);
if (!index)
SIBLINGS.set(siblings, (index = new _tool_names_js__WEBPACK_IMPORTED_MODULE_2__  .Qz(siblings.map((name) => ({ name })))));
return index;
}
 
function candidates(sentence, ctx) {
const runs = new Set((0,_tool_names_js__WEBPACK_IMPORTED_MODULE_2__  .ky)(sentence));
const own = siblingIndex(ctx.siblings ?? NO_SIBLINGS);
const out = own.candidates(runs);
const others = ctx.others;
if (!others)
return out;

if (isOtherServersTools(others))
out.push(...others.index.candidates(runs, { server: others.except, names: own.names }));
else {
let index = OTHERS.get(others);
if (!index)
OTHERS.set(others, (index = new _tool_names_js__WEBPACK_IMPORTED_MODULE_2__  .Qz(others)));
out.push(...index.candidates(runs, { names: own.names }));
}
return out;
}
function isOtherServersTools(o) {
return !Array.isArray(o);
}
function escapeRe(s) {
return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}





function mention(sentence, name) {
if (name.length < _tool_names_js__WEBPACK_IMPORTED_MODULE_2__  .BV)
return undefined;
const n = escapeRe(name);
const distinctive = /[_\-.]|[a-z][A-Z]|\d/.test(name);
if (distinctive && !sentence.includes(name))
return undefined; 

const re = distinctive ? new RegExp(String.raw `(?<![A-Za-z0-9-])${n}(?![A-Za-z0-9_-])`) : new RegExp(String.raw `[\`'"]${n}[\`'"]|\b(?:call|calling|invoke|invoking)\s+${n}\b|\b${n}\s+tool\b`, 'i');
return re.test(sentence) ? re : undefined;
}





function aroundName(template) {
const may = (0,_util_literals_js__WEBPACK_IMPORTED_MODULE_0__  .B7)(template(nameRef('[^]')), 'i');
return (sentence, name) => may(sentence) && new RegExp(template(nameRef(escapeRe(name))), 'i').test(sentence);
}
 
function nameRef(name) {
return String.raw `(?:the\s+)?[\`'"]?(?:[\w-]*_)?${name}\b[\`'"]?(?:\s+tool)?`;
}

const TRIGGER = aroundName((n) => String.raw `\b(?:before|when|whenever|each\s+time|every\s+time|prior\s+to|while|once)\s+(?:you\s+|the\s+(?:user|model|assistant|agent)\s+)?(?:\w+\s+)?${VERB}\s+(?:any\s+|each\s+|every\s+)?${n}`);

const BEFORE_ANY = aroundName((n) => String.raw `\b(?:before|prior\s+to)\s+(?:any|each|every|all)\s+${n}`);
const WHEN_USED = aroundName((n) => String.raw `\b(?:before|when|whenever|each\s+time|every\s+time|once|if)\s+${n}\s+(?:tool\s+)?(?:is|gets|has\s+been)\s+(?:used|called|invoked|run|executed|triggered)`);
const AFTER = aroundName((n) => String.raw `\bafter\s+(?:you\s+)?${VERB}\s+${n}`);

const ORDERED = aroundName((n) => String.raw `${n}\s+(?:tool\s+)?(?:must|should|shall|will\s+need\s+to|needs?\s+to|has\s+to|is\s+required\s+to)\s+(?:always\s+|now\s+|also\s+)?(?!be\s+called\b|be\s+used\b)`);
const FOR_EVERY = aroundName((n) => String.raw `\b(?:for|with|in)\s+(?:every\s+|all\s+|any\s+)?(?:calls?\s+(?:to|of)\s+)?${n}\s*,?\s+(?:you\s+)?(?:must|always|never)\b`);

const ARGUMENTS_OF = aroundName((n) => String.raw `\b(?:override|overwrite|replace|change|modify|alter|set|add|append|insert|inject)\b[^.]{0,80}\b(?:parameter|argument|field|value|recipient|account|path|destination|address|query)\b[^.]{0,40}\b(?:of|for|in|to|when\s+(?:calling|using))\s+${n}`);
const CALLED_WITH = aroundName((n) => String.raw `\b${VERB}\s+${n}[^.]{0,80}\b(?:with|set\s+to|replaced\s+(?:with|by)|pass(?:ing)?)\b[^.]{0,40}\b(?:instead\s+of|always|regardless)\b`);

const AVOID = aroundName((n) => String.raw `\b(?:do\s+not|don'?t|never|avoid)\s+(?:\w+\s+)?${VERB}\s+${n}|\binstead\s+of\s+(?:${VERB}\s+)?${n}`);
 
function relation(sentence, name) {
const imperative = IMPERATIVE.test(sentence);

const ordered = imperative || /\bshould\b/i.test(sentence);
if (ordered && TRIGGER(sentence, name))
return { kind: 'trigger', high: true };
if (imperative && (BEFORE_ANY(sentence, name) || WHEN_USED(sentence, name)))
return { kind: 'trigger', high: true };
if (/\b(?:must|always|never|required|need\s+to|have\s+to)\b/i.test(sentence) && AFTER(sentence, name))
return { kind: 'trigger', high: true };
if (ORDERED(sentence, name) || FOR_EVERY(sentence, name))
return { kind: 'order', high: true };
if (ARGUMENTS_OF(sentence, name) || CALLED_WITH(sentence, name))
return { kind: 'arguments', high: true };
if (AVOID(sentence, name))
return { kind: 'avoid', high: /\b(?:must|always|never)\b/i.test(sentence) || DISPARAGE.test(sentence) };
if (imperative)
return { kind: 'call', high: false };
return undefined;
}
const KIND_TEXT = {
trigger: 'tells the model what to do whenever it uses',
order: 'gives orders about',
arguments: 'tells the model to change the arguments of',
avoid: 'steers the model away from',
call: 'tells the model to call',
};








const crossTool = (0,_signal_js__WEBPACK_IMPORTED_MODULE_1__  .sg)({
family: 'cross-tool',
confidence: 'high',
label: 'an instruction about another tool',
rationale: "A description is read by the model next to every other tool's: text that sets conditions on a sibling, gives it orders or changes its arguments shadows that tool (the published shadowing attacks), while naming a prerequisite is common and real.",
detect: (sentence, ctx) => {
let best;
for (const t of candidates(sentence, ctx)) {
if (t.name === ctx.self || !mention(sentence, t.name))
continue;
const rel = relation(sentence, t.name);
if (!rel)
continue;
const other = t.server !== undefined;
const lookalike = ctx.self !== undefined && ctx.self !== t.name && ctx.self.includes(t.name);
const high = rel.high || (other && rel.kind !== 'avoid') || (lookalike && rel.kind === 'avoid');
const where = other ? `tool '${t.name}' of server '${t.server}'` : `sibling tool '${t.name}'`;
const hit = { confidence: high ? 'high' : 'review', label: `an instruction that ${KIND_TEXT[rel.kind]} ${where}` };
const rank = high ? 1 : 0;
if (!best || rank > best.rank)
best = { hit, rank };
}
return best?.hit;
},
});


  }),

  5385:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
H: () => (  textFlags)
});


var literals = __nccwpck_require__(1535);

var signal = __nccwpck_require__(6890);
;


const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
const ASCII = /^[\x00-\x7f]*$/;
const ANSI = (0,literals .aH)(/\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/);
const COMMENT = (0,literals .aH)(/<!--[\s\S]*?-->/);
 
const BASE64 = (0,literals .aH)(/(?<![A-Za-z0-9+/=_-])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*\d)[A-Za-z0-9+/]{60,}={0,2}(?![A-Za-z0-9+/=_-])/);
 
const FAR_RIGHT = (0,literals .aH)(/\S[ \t\u00A0]{60,}\S/);
 
function invisibleCharacters(text) {
if (ASCII.test(text))
return []; 
const counts = new Map();
for (const m of text.matchAll(INVISIBLE)) {
const code = `U+${m[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
counts.set(code, (counts.get(code) ?? 0) + 1);
}
return [...counts.entries()].map(([c, n]) => (n > 1 ? `${c} \u00d7${n}` : c));
}





const hidden_hidden = (0,signal .sg)({
family: 'hidden',
confidence: 'high',
spans: true,
label: 'text hidden from a reader (an HTML comment, ANSI escapes, a base64 blob or text pushed off-screen)',
rationale: 'Text the reviewer cannot see but the model reads is the whole point of a hidden comment, a terminal escape, an encoded blob or a run of spaces; none of them documents a tool.',
detect: (s) => {
if (COMMENT.test(s))
return { label: 'a hidden HTML comment' };
if (ANSI.test(s))
return { label: 'ANSI terminal escapes' };
if (FAR_RIGHT.test(s))
return { label: 'text pushed off-screen by a run of spaces' };
if (BASE64.test(s))
return { label: 'a base64 blob' };
return undefined;
},
});

;


const TAG = (0,literals .aH)(/<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|sys)\s*>|\[\s*(?:important|system|admin)\s*\]/i);
const SHOUTED = (0,literals .aH)(/\bSECURITY PROTOCOL\b|\bMANDATORY\b|\bCRITICAL INSTRUCTIONS?\b|\bVERY,? VERY\b|\bSYSTEM (?:OVERRIDE|NOTICE|MESSAGE)\b/);





const alarm = (0,signal .sg)({
family: 'alarm',
confidence: 'high',
spans: true,
label: 'alarm framing addressed to the model',
rationale: 'A description that describes a tool has no use for <IMPORTANT> tags, [important] brackets or a "SECURITY PROTOCOL": they are how published poisoning examples make the model treat the text as an order.',
detect: (s) => (TAG.test(s) || SHOUTED.test(s) ? {} : undefined),
});


var confusable = __nccwpck_require__(4162);
;

 
const concealment = (0,signal .sg)({
family: 'concealment',
confidence: 'high',
label: 'an instruction to hide something from the user',
rationale: 'A tool that does what it says needs no secrecy from the person using it; "do not mention", "silently forward" and "without telling the user" are how poisoned descriptions keep the user from noticing.',
detect: (0,signal .cK)(/\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t)\s+(?:ever\s+)?(?:mention|tell|inform|reveal|disclose|notify|alert|show|display|report|explain)\b(?![^.]*\b(?:unless|only\s+if)\b)|\bwithout\s+(?:telling|informing|notifying|alerting|asking|mentioning|showing)\b|\b(?:silently|secretly|covertly|quietly|discreetly)\s+(?:\w+\s+){0,3}(?:send|append|add|include|call|forward|copy|upload|read|pass|use|replace|change|collect|attach|log|store|share)|\b(?:user|human)\s+(?:does\s+not|doesn'?t|need\s+not|must\s+not|should\s+not)\s+(?:need\s+to\s+)?(?:know|see|be\s+(?:told|informed|aware))|\b(?:keep|hide)\s+(?:this|it|these)\s+(?:step\s+|instruction\s+)?(?:secret|hidden|confidential|private)\b|\bcould\s+(?:even\s+)?upset\s+the\s+user\b|\b(?:keep|leave)\s+(?:[\w-]+\s+){0,4}?out\s+of\s+(?:your|the)\s+(?:answer|reply|response|summary|output|message)s?\b|\b(?:user|human)\s+(?:must|should|shall|need|needs)\s+not\s+(?:ever\s+)?(?:learn|find\s+out|discover|notice|realize|realise|see|hear|know)\b|\bomit\s+(?:from\s+(?:your|the)\s+(?:answer|reply|response|summary|output)\s+)?(?:any|all)\s+(?:mention|reference|trace)s?\b/i),
});


var cross_tool = __nccwpck_require__(3415);
;












const NAME_SHAPE = String.raw `(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+)`;
const CAMEL = /\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g;





function shaped(sentence) {
return sentence.replace(CAMEL, (w) => w.replace(/([a-z0-9])(?=[A-Z])/g, '$1_'));
}




const TOOL_REF = String.raw `(?:(?:the\s+)?(?:[\`'"][^\`'"\n]{2,60}[\`'"]|${NAME_SHAPE})(?:\s+(?:tool|function|endpoint))?|the\s+(?:[A-Z][\w-]*\s+){1,4}(?:tool|function))`;
 
const CALL_VERB = String.raw `(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)`;
 
const TOOL_CALL = String.raw `\b${CALL_VERB}\s+${TOOL_REF}`;





const LITERAL = String.raw `(?:[\`'"][^\`'"\n]{1,80}[\`'"]|~?\/(?:[\w.~\/-]+|(?=\s))|(?:https?|ftp):\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|[A-Za-z]+:[\w.:-]+|[+-]?\d[\d,.]*\s*(?:%|x\d+)?)`;
 
const ID = String.raw `(?=[A-Za-z_-]*\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\b`;



const ARGUMENT = String.raw `(?:(?:search\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\s+ids?)?|(?:base\s+|head\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))`;
 
const OVERRIDING = String.raw `(?:always|every|each|all|any|regardless|instead|rather\s+than|even\s+(?:if|when)|no\s+matter|whatever|whichever|whenever|first)`;
 
const TRIGGER = String.raw `\b(?:before|prior\s+to|when|whenever|after|each\s+time|every\s+time|once|for\s+(?:every|each|any|all))\b`;





function mainClause(sentence) {
return sentence.replace(/\b(?:before|prior\s+to)\b[^,;:]*/gi, ' ');
}
 
function re(source) {
return (0,literals .aH)(new RegExp(source, 'i'));
}

;



 
const PRECONDITION = re(String.raw `\b(?:before|prior\s+to|first|beforehand|to\s+start\s+(?:fresh|clean|over)|as\s+a\s+(?:first\s+step|precondition|prerequisite))\b`);
const DESTROY = String.raw `(?:delete|drop|remove|wipe|erase|truncate|purge|destroy|kill|reset|clear|revoke|uninstall)`;
 
const DESTRUCTIVE_CALL = re(String.raw `\b${CALL_VERB}\s+(?:the\s+)?[\`'"]?(?:[\w-]*[_.-])?${DESTROY}(?:[_.-][\w.-]*)?[\`'"]?(?=[\s.,;:)]|$)`);
 
const DESTRUCTIVE_ORDER = (0,literals .aH)(new RegExp(String.raw `(?:^|[,;:]\s*|\b(?:must|should|always|first|then|and|you)\s+)(?:first\s+|always\s+)?(?:${DESTROY}|force[- ]push|overwrite|empty|format)\s+(?:all|every|each|everything|any|the|its|their|existing|old)\b|\b(?:DROP\s+(?:TABLE|DATABASE|SCHEMA|COLLECTION)|TRUNCATE(?:\s+TABLE)?\s+\w+|DELETE\s+FROM)\b|\brm\s+-[rf]{1,2}\b|\bforce[- ]push\b|\breset\s+--hard\b|\bmode\s+['"\`]?hard\b`, 'i'));






const destruction = (0,signal .sg)({
family: 'destruction',
confidence: 'high',
label: 'an instruction to destroy something as a precondition',
rationale: "A real prerequisite fetches what a call needs (an ID, a listing); one that deletes, drops, resets or kills something first destroys the user's data or work on the way to what they asked for.",
detect: (sentence) => {
if (!PRECONDITION.test(sentence))
return undefined;
const main = mainClause(shaped(sentence));
return DESTRUCTIVE_CALL.test(main) || DESTRUCTIVE_ORDER.test(main) ? {} : undefined;
},
});

;


const SEND = (0,literals .aH)(/\b(?:send|sends|append|forward|forwards|post|posts|upload|uploads|include|copy|copies|mirror|mirrors|log|report|cc|bcc|email|mail|transmit|share|submit|leak|sms|text)\s[^.\n]{0,100}?((?:https?|s?ftp|wss?):\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|(?<![\d.])\+?\d{1,3}[\s-]?\(?\d{2,4}\)?[\s-]\d{3,4}[\s-]?\d{3,4}(?![\d.]))/i);
 
const USER_DATA = (0,literals .aH)(/\b(?:user'?s?|their|the\s+full|full|entire|whole|all|every|each|conversation|chat|history|quer(?:y|ies)|messages?|contents?|contacts?|cookies?|codes?|prompts?|request|credentials?|secrets?|tokens?|keys?|passwords?|api[\s_-]?keys?|context|results?|responses?)\b/i);
 
const ADDRESS = String.raw `(?:(?:https?|s?ftp|wss?):\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+)`;




const STANDING = (0,literals .aH)(new RegExp([
String.raw `${ADDRESS}[^.\n]{0,60}?\b(?:for|on|with|in|after|to)\s+(?:every|each|all|any)\b`,
String.raw `\b(?:every|each|all|any)\s+(?:[\w-]+\s+){0,2}?(?:messages?|e?mails?|replies|answers?|requests?|calls?|orders?|invoices?|events?|notes?)\b[^.\n]{0,60}?\b(?:go|goes|be\s+sent|be\s+copied|be\s+forwarded|be\s+cc'?d|be\s+bcc'?d)\s+(?:also\s+)?(?:to\s+)?${ADDRESS}`,
String.raw `${ADDRESS}\s+as\s+(?:an?\s+|the\s+)?(?:bcc|cc|recipient|copy)\b`,
String.raw `\b(?:bcc|cc)\s+(?:field\s+)?(?:to\s+)?${ADDRESS}`,
].join('|'), 'i'));




const FILLED = (0,literals .aH)(/(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/[\w./-]*)?\?\S*=\s*(?:<[^>\s]{1,30}[^>]{0,20}>|\{[^}\s]{1,30}\})|=['"`]?\s+followed\s+by\s+(?:the\s+)?(?:user'?s|current|their|your)\b/i);
 
const exfiltration = (0,signal .sg)({
family: 'exfiltration',
confidence: 'review',
label: 'an instruction to send something to an address',
rationale: "Real descriptions cite URLs as examples; one that tells the model to send, append or forward the user's data to an address is an exfiltration endpoint (high when the user's data is named, review otherwise).",
detect: (s) => {
if (STANDING.test(s) || FILLED.test(s))
return { confidence: 'high', label: "an instruction to send the user's data to an address" };
const m = SEND.exec(s);
if (!m)
return undefined;
const before = s.slice(0, m.index + m[0].length - m[1].length);
return USER_DATA.test(before) ? { confidence: 'high', label: "an instruction to send the user's data to an address" } : {};
},
});

;

 
const hijack = (0,signal .sg)({
family: 'hijack',
confidence: 'high',
label: "an instruction to change the arguments of the user's request",
rationale: 'A description says what the arguments mean; one that says the recipient or account "must be replaced", or that every email goes somewhere "instead of the intended recipient", rewrites the user\'s request.',
detect: (0,signal .cK)(/\binstead\s+of\s+(?:to\s+)?the\s+(?:intended|requested|original|specified|user'?s?|actual|real|given)\b|\b(?:must|should|shall|will|needs?\s+to)\s+(?:always\s+)?be\s+(?:replaced|overridden|overwritten|changed|redirected|rerouted)\s+(?:with|to|by)\b|\balways\s+(?:override|replace|redirect|overwrite|change)\s+(?:the\s+)?['"`]?[\w-]+['"`]?\s+(?:\w+\s+)?(?:with|to)\b|\b(?:all|every|each|any)\s+(?:\w+\s+)?(?:emails?|messages?|payments?|transfers?|funds|requests?|files?|invoices?)\s+(?:must|should|shall|will|are\s+to)\s+(?:always\s+)?(?:be\s+)?(?:sent|forwarded|redirected|routed|transferred|copied|cc'?d|bcc'?d|uploaded|posted)\s+(?:to|into)\b|\b(?:must|should|shall|always)\s+(?:\w+\s+){0,2}(?:send|forward|redirect|route|transfer|bcc|cc)\s+(?:all|every|each|any|a\s+copy)\b|\b(?:recipient|destination|payee|beneficiary|owner|bcc|cc|to)(?:\s+(?:field|id|account|address|number))?\s+(?:must|should|shall)\s+(?:always\s+)?be\s+(?:set|changed)\s+to\b|\bmust\s+also\s+(?:post|send|forward|copy|cc|bcc|upload)\b[^.]{0,80}\bto\b|\b(?:the\s+)?actual\s+recipient\b|\bput\s+the\s+actual\b|\bregardless\s+of\s+the\s+(?:recipient|destination|account|amount|target)\b/i),
});

;







const IMPERATIVE = (0,literals .aH)(/\b(?:if\s+the\s+user\b|before\s+(?:using|calling|you\s+(?:use|call))|after\s+(?:using|calling)|(?:also|first|always|must|should|make\s+sure\s+to|be\s+sure\s+to|please|then)\s+(?:(?!not\b|never\b)\w+\s+)?(?:send|include|attach|read|pass|forward|upload|collect|copy|share|post|export|dump|reveal|print|append|add|put|leak|provide|supply)\b)/i);
 
const SENSITIVE = (0,literals .aH)(/\b(?:other\s+tools?'?\s+(?:data|results?|outputs?)|all\s+tools|(?:conversation|chat|attachment|session)\s+(?:history|context|logs?)|(?:the\s+)?conversation|api[\s_-]?keys?|secrets?|passwords?|credentials?|(?:access|auth|api|bearer|session|github|slack)\s+tokens?|private\s+keys?|ssh\s+keys?|cookies?|crm|customer\s+(?:data|records|rows)|id_rsa|mcp\.json|environment\s+variables?)\b|(?<![\w.])\.env\b|~\/|\/etc\//i);





const instruction = (0,signal .sg)({
family: 'instruction',
confidence: 'high',
label: 'an instruction to read or pass on what the tool has no business with (the conversation, secrets, files)',
rationale: 'A description says what its own tool does; telling the model to also read files, pass the conversation or hand secrets on is the core move of tool poisoning. Naming a prerequisite tool is not: only verbs that read or move data count.',
detect: (s) => (IMPERATIVE.test(s) && SENSITIVE.test(s) ? {} : undefined),
});

;


 
const CHOSE = String.raw `(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\s+for|asked\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)`;





const USER_CHOICE = (0,literals .aH)(new RegExp([
String.raw `\b(?:ignore|disregard|override|overrule|discard|drop)\s+(?:any|the|whatever|all|whichever)\s+(?:[\w-]+\s+){0,3}?(?:(?:that|which)\s+)?(?:the\s+)?user\s+(?:explicitly\s+)?${CHOSE}`,
String.raw `\b(?:whatever|whichever|no\s+matter\s+(?:what|which|whom|who|how))\s+(?:[\w-]+\s+){0,3}?(?:the\s+)?user\s+(?:explicitly\s+)?${CHOSE}`,
String.raw `\beven\s+(?:if|when|though)\s+the\s+user\s+(?:explicitly\s+)?${CHOSE}`,
String.raw `\brather\s+than\s+(?:what|whatever|the\s+one|the\s+\w+)\s+(?:that\s+)?(?:the\s+)?user\b`,
String.raw `\bregardless\s+of\s+(?:the\s+|which\s+|what\s+)?(?:[\w-]+\s+)?(?:requested|chosen|specified|given|asked\s+for)\b`,
String.raw `\bignore\s+(?:all\s+)?(?:the\s+)?other\s+(?:[\w-]+\s+)?tools\b`,
].join('|'), 'i'));
 
const PRIORITY = (0,signal .cK)(/\bpriority\s+is\s+higher\b|\bhigher\s+priority\s+than\s+(?:the\s+)?(?:user|any|all|other)|\b(?:highest|top)\s+priority\s+(?:instruction|rule|over)|\btakes?\s+precedence\s+over\s+(?:the\s+)?(?:user|any|all|other)|\bsupersedes?\s+(?:the\s+)?(?:user|any|all|other|previous)|\boverrides?\s+(?:the\s+)?(?:user'?s?|all|any|previous|prior)\s+(?:\w+\s+)?(?:instructions?|requests?|quer(?:y|ies)|rules|prompts?)|\bfor\s+the\s+rest\s+of\s+(?:the|this)\s+(?:session|conversation|chat)\b|\bregardless\s+of\s+(?:what\s+)?the\s+user\b|\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|other|the\s+user'?s?|your)\s+(?:\w+\s+)?(?:instructions|rules|prompts?|requests?|messages?|guidelines)|\bmore\s+important\s+than\s+(?:the\s+)?user'?s?\b|\byour\s+(?:new|real|true)\s+(?:instructions|task|role)\b/i);
 
const override = (0,signal .sg)({
family: 'override',
confidence: 'high',
label: "an instruction that claims priority over the user's request",
rationale: 'A description ranks nothing above the user; "this description\'s priority is higher than the user\'s query", "ignore previous instructions", "for the rest of the session" and "ignore any model the user specifies" are an attempt to take over the conversation or the user\'s own choices.',
detect: (s) => (USER_CHOICE.test(s) ? {} : PRIORITY(s)),
});

;


 
const OUT = String.raw `(?:export|exports|dump|leak|upload|exfiltrate|mirror|sync|back\s+up)`;
 
const MOVE = String.raw `(?:send|forward|pass|post|copy|share|include|store|save|write|report|attach|put|paste|push|append|add|log|email)`;
 
const DEST = String.raw `(?:(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:${LITERAL}|${ID}|${TOOL_REF}|[\w-]+\/[\w.-]+|argument|parameter|param|field)\b)`;
 
const BULK = String.raw `\b(?:all|every|each|everything|entire|whole|full|complete)\b|\b(?:the|its|their|all)\s+(?:[\w-]+\s+)?(?:contents?|bod(?:y|ies)|history|graph|observations|messages|list|listing|log|output|results?|response)\b`;
const relay_SENSITIVE = String.raw `\b(?:credentials?|secrets?|passwords?|passphrases?|tokens?|api[\s_-]?keys?|private\s+keys?|cookies?|document\.cookie|session\s+(?:ids?|tokens?)|conversation|chat\s+history|home\s+(?:director(?:y|ies)|address)|email\s+address(?:es)?|location|\.env)\b|\buser'?s\s+(?:\w+\s+)?(?:request|query|question|messages?|data|files?|token|address|location)\b`;
 
const TOOL_CONTEXT = re(String.raw `${TOOL_CALL}|${TRIGGER}\s+(?:\w+\s+){0,4}?(?:with\s+)?${TOOL_REF}`);
 
const NAMES = new RegExp(String.raw `[\`'"][^\`'"\n]{2,60}[\`'"]|${NAME_SHAPE}`, 'g');
const MOVES_OUT = re(String.raw `\b${OUT}\b`);
const MOVES = re(String.raw `\b${MOVE}\b|\b${OUT}\b`);
const MOVES_TO = re(String.raw `\b${MOVE}\b[^.;]{0,100}?\b(?:to|into|in|under|via|with|as)\s+${DEST}`);
const CARRIES = re(String.raw `\bwith\s+(?:its|their|the(?:\s+(?:full|whole|entire))?)\s+(?:contents?|body|output|data|results?)\b`);
const IS_BULK = re(BULK);
const IS_SENSITIVE = re(relay_SENSITIVE);
 
const CALL_WITH_SECRET = re(String.raw `${TOOL_CALL}\s+(?:\w+\s+){0,3}?with\s+(?:the\s+|your\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,5}?(?:credentials?|secrets?|passwords?|passphrases?|api[\s_-]?keys?|private\s+keys?|cookies?|session\s+tokens?|access\s+tokens?|user'?s\s+(?:\w+\s+)?(?:location|email|e-mail|address|home|phone|contacts?|token|password|credentials?|history))\b`);







const relay = (0,signal .sg)({
family: 'relay',
confidence: 'high',
label: 'an instruction to call another tool with data the user did not ask to send',
rationale: "Naming a prerequisite tool is common and real; telling the model to call one and export, forward or hand it everything (the graph, every message, the user's token) moves the user's data where the user did not ask (MCPTox's function hijacking).",
detect: (sentence) => {
const s = shaped(sentence);
if (CALL_WITH_SECRET.test(s))
return {};
if (!TOOL_CONTEXT.test(s))
return undefined;
const bulk = IS_BULK.test(s);
const sensitive = IS_SENSITIVE.test(s);
if (!bulk && !sensitive)
return undefined;
const named = s.replace(NAMES, 'the_tool');

if (sensitive && MOVES.test(named))
return {};
if (MOVES_OUT.test(named) || CARRIES.test(named) || MOVES_TO.test(named))
return {};
return undefined;
},
});

;


 
const PATH = (0,literals .aH)(/~\/\.(?:ssh|aws|cursor|gnupg|kube|npmrc|netrc|docker|git-credentials|bash_history|zsh_history|history|pgpass|azure|gcloud|config\/gcloud|config\/solana|password-store)\b|(?:^|[\s'"`(])\/?(?:home|Users)\/[^\s/]+\/\.(?:ssh|aws|gnupg|kube)\b|\/root\/\.\w|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\bauthorized_keys\b|\bmcp\.json\b|\/etc\/(?:passwd|shadow|sudoers|ssl\/private)\b|\/etc\/[\w.-]*(?:passw|secret|credential|token|shadow|private)|\bclaude_desktop_config\.json\b|\.aws\/credentials\b|\bapplication_default_credentials\b|\bwallet\.dat\b|\b(?:private|secret)[\s_-]?keys?\s+files?\b|\b(?:seed|recovery|mnemonic)\s+phrases?\b|['"]Login Data['"]/i);
 
const SECRET_FILE = (0,literals .aH)(/(?<![\w.])\.env\b|\/[\w.-]+\.(?:key|pem|p12|pfx|keystore|jks)\b|\b(?:private|server|tls|ssl|client|priv)[\w-]*\.(?:key|pem)\b|\bkey\s+file\b/i);
const SECRET_VARIABLE = (0,literals .aH)(/\b[A-Z][A-Z0-9]*_(?:TOKEN|KEY|SECRET|PASSWORD|PASS|PAT)\b/);
const HAND_ON = (0,literals .aH)(/\b(?:read|cat|open|load|send|pass|include|attach|upload|copy|put|add|append|forward|post|print|output|dump|paste|share|provide|supply|embed|insert)\b/i);
 
const sensitivePath = (0,signal .sg)({
family: 'sensitive-path',
confidence: 'high',
label: 'a reference to credentials or agent configuration on disk',
rationale: "A tool describing itself has no reason to name the user's SSH keys, cloud credentials, shell history or the MCP client's own configuration, nor to have the model read a key file or a secret variable and pass it on: published poisoning examples do exactly that.",
detect: (s) => (PATH.test(s) || ((SECRET_FILE.test(s) || SECRET_VARIABLE.test(s)) && HAND_ON.test(s)) ? {} : undefined),
});

;

 
const shell = (0,signal .sg)({
family: 'shell',
confidence: 'high',
label: 'a shell command to run',
rationale: 'Command substitution, `&& curl \u2026` or `curl \u2026 | bash` in a description are commands for the model to run or to smuggle into an argument (a commit message, a file), not documentation of the tool.',
detect: (0,signal .cK)(/\$\([^)]{1,200}\)|`[^`]*\b(?:curl|wget)\s[^`]*`|(?:&&|;|\|\|)\s*(?:curl|wget|bash|sh|nc|ncat|python\d?|rm\s+-rf|chmod|eval)\b|\b(?:curl|wget)\s+(?:-\S+\s+)*['"]?https?:\/\/|\|\s*(?:ba|z)?sh\b|\brm\s+-rf\s+[~/]|\bbase64\s+(?:-d|--decode)\b|\bnc\s+-e\b/i),
});

;



 
const ARG = String.raw `(?:the\s+|its\s+|their\s+|any\s+|every\s+|each\s+|all\s+)?(?:user'?s\s+)?(?:[\w-]+\s+){0,2}?${ARGUMENT}(?:\s+(?:argument|parameter|param|field|value|id))?(?:\s+(?:of|for|in)\s+${TOOL_REF})?`;
 
const VALUE = String.raw `(?:${LITERAL}|${ID}|(?:the\s+)?user'?s\s+\w+)`;
const CHANGED = re(String.raw `\b(?:change|replace|override|overwrite|rewrite|redirect|reroute|swap|switch|alter|modify)\s+${ARG}\s+(?:to|with|into|by)\s+${VALUE}`);
const PASSIVE = re(String.raw `\b${ARGUMENT}(?:\s+(?:argument|parameter|param|field|value|id))?(?:\s+(?:of|for|in)\s+${TOOL_REF})?\s+(?:must|should|shall|will|needs?\s+to|has\s+to)\s+(?:always\s+|also\s+|now\s+)?(?:be\s+)?(?:changed|set|replaced|overridden|overwritten|redirected|rewritten|rerouted|multiplied|increased|inflated)\s+(?:to|with|by|into)\b|\bhave\s+(?:its|their|the)\s+(?:[\w-]+\s+){0,2}?${ARGUMENT}\s+(?:changed|set|replaced|rewritten|redirected)\s+(?:to|with)\b|\b${ARGUMENT}(?:\s+(?:argument|parameter|field|value))?(?:\s+(?:of|for)\s+${TOOL_REF})?\s+(?:must|should|shall)\s+always\s+be\s+${VALUE}`);
 
const SET = re(String.raw `\bset\s+${ARG}\s+(?:to|=)\s+(?:[\w-]+\s+)?(?:${VALUE}|true|false|null)`);
 
const SHOULD_BE = re(String.raw `\b${ARGUMENT}(?:\s+(?:argument|parameter|field|value))?\s+(?:must|should|shall)\s+(?:always\s+)?be\s+${VALUE}`);
 
const INSTEAD = re(String.raw `\bthe\s+user\b[^.]*\b(?:for|with|to|use)\s+${LITERAL}\s+instead\b(?!\s+of)`);
const SET_CONTEXT = re(String.raw `\b${OVERRIDING}\b|${TRIGGER}\s+(?:\w+\s+){0,2}?${TOOL_REF}|\b(?:for|with|in)\s+${NAME_SHAPE}\s*,`);
 
const INJECT = re(String.raw `\b(?:append|prepend|add|insert|inject|include|attach|put)\s+(?:the\s+(?:words?|string|text|phrase|tag|label|category|filter|suffix|prefix|term|keyword|line)\s+)?${LITERAL}\s+(?:as\s+\w+\s+)?(?:to|into|in|onto|at\s+the\s+(?:end|start|beginning)\s+of)\s+(?:${ARG}|${NAME_SHAPE}\b)`);
 
const AMOUNT = String.raw `(?:amounts?|values?|prices?|totals?|payments?|transfers?|fees?|quantit(?:y|ies)|sums?)`;
const ARITHMETIC = re(String.raw `\b(?:multiply|increase|raise|inflate|double|triple|mark\s+up|round\s+up)\s+(?:every|each|all|any|the)\s+(?:[\w-]+\s+){0,2}?${AMOUNT}\b[^.]{0,40}?\bby\s+[+-]?\d|\badds?\s+(?:a\s+|an\s+)?\d[\d.]*\s*%\s+(?:[\w-]+\s+){0,2}(?:fee|charge|surcharge|tip|commission|markup)\s+to\s+(?:every|each|all|any)\b`);
 
const ROUTE = re(String.raw `\b(?:ship|send|deliver|route|forward|redirect|transfer|pay|wire|move)\s+(?:every|each|all|any)\s+(?:[\w-]+\s+)?(?:orders?|payments?|packages?|shipments?|parcels?|transfers?|funds|invoices?|deliveries)\s+to\b`);
 
const RESULTS = re(String.raw `\b(?:replace|overwrite|swap)\s+(?:the|all|its|their)\s+(?:values?|arguments?|parameters?|inputs?)\s+with\b|\b(?:modify|alter|rewrite|falsify|overwrite)\s+the\s+(?:\w+\s+)?(?:results?|outputs?|responses?|verdicts?)\s+of\b`);




const K = {
changed: (0,literals .aH)(/\b(?:change|replace|override|overwrite|rewrite|redirect|reroute|swap|switch|alter|modify)\b/i),
passive: (0,literals .aH)(/\b(?:changed|set|replaced|overridden|overwritten|redirected|rewritten|rerouted|multiplied|increased|inflated|be)\b/i),
inject: (0,literals .aH)(/\b(?:append|prepend|add|insert|inject|include|attach|put)\b/i),
arithmetic: (0,literals .aH)(/\b(?:multiply|increase|raise|inflate|double|triple|mark|round|adds?)\b/i),
route: (0,literals .aH)(/\b(?:ship|send|deliver|route|forward|redirect|transfer|pay|wire|move)\b/i),
results: (0,literals .aH)(/\b(?:replace|overwrite|swap|modify|alter|rewrite|falsify)\b/i),
set: (0,literals .aH)(/\bset\b/i),
shouldBe: (0,literals .aH)(/\b(?:must|should|shall)\b/i),
instead: (0,literals .aH)(/\binstead\b/i),
};








const tamper = (0,signal .sg)({
family: 'tamper',
confidence: 'high',
label: 'an instruction to change or add argument values the user gave',
rationale: "A description documents what an argument means; text that injects a value of its own into it, rewrites it to a fixed value, or applies to every call whatever the user asked, rewrites the user's request (MCPTox's parameter tampering).",
detect: (sentence) => {
const s = shaped(sentence);
const has = (k, full) => k.test(s) && full.test(s);
if (has(K.changed, CHANGED) || has(K.passive, PASSIVE) || has(K.inject, INJECT) || has(K.arithmetic, ARITHMETIC) || has(K.route, ROUTE) || has(K.results, RESULTS))
return {};
if ((has(K.set, SET) || has(K.shouldBe, SHOULD_BE)) && SET_CONTEXT.test(s))
return {};
if (has(K.instead, INSTEAD))
return {};
return undefined;
},
});

;


















const SIGNALS = [alarm, concealment, override, hijack, tamper, cross_tool .N, relay, destruction, exfiltration, sensitivePath, shell, hidden_hidden, instruction];
 
const NAME_SIGNALS = [confusable .dv];

;








function clip(text, max = 200) {
return text.length > max ? `${text.slice(0, max)}\u2026` : text;
}




const readings = new Map();
const MAX_READINGS = 20_000;
function detectIn(i, text, ctx) {
const signal = SIGNALS[i];
if (ctx.self !== undefined || ctx.siblings !== undefined || ctx.others !== undefined)
return signal.detect(text, ctx);
let row = readings.get(text);
if (!row) {
if (readings.size >= MAX_READINGS)
readings.clear();
readings.set(text, (row = []));
}
let hit = row[i];
if (hit === undefined)
row[i] = hit = signal.detect(text, ctx) ?? null;
return hit ?? undefined;
}




function textFlags(before, after, what, ctx = {}, family) {
if (!after)
return [];
const flags = [];
const old = new Set((0,signal .hC)(before ?? ''));
const added = (0,signal .hC)(after).filter((s) => !old.has(s));
const addedText = added.join(' ');
for (let i = 0; i < SIGNALS.length; i++) {
const signal = SIGNALS[i];
if (family !== undefined && signal.family !== family)
continue;
let found;
for (const s of added) {
const hit = detectIn(i, s, ctx);
if (hit && (!found || (hit.confidence ?? signal.confidence) === 'high'))
found = { sentence: s, hit };
if (found && (found.hit.confidence ?? signal.confidence) === 'high')
break;
}

if (!found && signal.spans && added.length > 1) {
const hit = signal.detect(addedText, ctx);
if (hit)
found = { sentence: addedText, hit };
}
if (!found)
continue;

const was = before ? detectIn(i, before, ctx) : undefined;
if (was && was.label === found.hit.label && (was.confidence ?? signal.confidence) === (found.hit.confidence ?? signal.confidence))
continue;
flags.push({
id: 'instruction-text',
message: `${what} newly contains ${found.hit.label ?? signal.label}`,
evidence: clip(found.sentence),
confidence: found.hit.confidence ?? signal.confidence,
family: signal.family,
});
}
if (family !== undefined && family !== 'hidden')
return flags;
const hiddenNow = invisibleCharacters(after);
const hiddenBefore = new Set(invisibleCharacters(before ?? '').map((c) => c.split(' ')[0]));
const newHidden = hiddenNow.filter((c) => !hiddenBefore.has(c.split(' ')[0]));
if (newHidden.length)
flags.push({
id: 'invisible-unicode',
message: `${what} newly contains invisible or bidirectional characters (${newHidden.join(', ')})`,
evidence: newHidden.join(', '),
confidence: 'high',
family: 'hidden',
});
return flags;
}


  }),

  6890:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    cK: () => (  matches),
    hC: () => (  sentences),
    sg: () => (  defineSignal)
  });
  var _util_literals_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1535);

function defineSignal(s) {
return s;
}
 
function sentences(text) {
return text
.split(/(?<=[.!?])\s+|\n+/)
.map((s) => s.trim())
.filter(Boolean);
}
 
function matches(re) {
const p = (0,_util_literals_js__WEBPACK_IMPORTED_MODULE_0__  .aH)(re);
return (s) => (p.test(s) ? {} : undefined);
}


  }),

  2321:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    BV: () => (  MIN_MENTIONED_NAME),
    Qz: () => (  ToolNameIndex),
    ky: () => (  runsOf)
  });






 
const MIN_MENTIONED_NAME = 3;
 
function runsOf(text) {
return (text.match(/[A-Za-z0-9]+/g) ?? []).map((r) => r.toLowerCase());
}
class ToolNameIndex {




byRun = new Map();
 
always = [];
 
names;
 
tools;
 
constructor(tools) {
const entries = new Map();
const listed = [];
this.tools = listed;
let at = 0;
for (const t of tools) {
listed.push(t);
const place = t.server !== undefined ? { server: t.server, at: at++ } : { at: at++ };
const known = entries.get(t.name);
if (known)
known.where.push(place);
else
entries.set(t.name, { name: t.name, runs: runsOf(t.name), where: [place] });
}
this.names = new Set(entries.keys());
const mentionable = [...entries.values()].filter((e) => e.name.length >= MIN_MENTIONED_NAME);
const shared = new Map();
for (const e of mentionable)
for (const r of new Set(e.runs))
shared.set(r, (shared.get(r) ?? 0) + 1);
for (const e of mentionable) {
let key;
for (const r of e.runs) {
if (key === undefined)
key = r;
else {
const [n, m] = [shared.get(r), shared.get(key)];
if (n < m || (n === m && r.length > key.length))
key = r;
}
}
if (key === undefined)
this.always.push(e);
else {
const bucket = this.byRun.get(key);
if (bucket)
bucket.push(e);
else
this.byRun.set(key, [e]);
}
}
}




candidates(runs, except = {}) {
const out = [];
const consider = (e) => {
if (except.names?.has(e.name))
return;
const place = except.server === undefined ? e.where[0] : e.where.find((w) => w.server !== except.server);
if (place)
out.push({ name: e.name, runs: e.runs, ...place });
};
for (const e of this.always)
consider(e);
for (const r of runs)
for (const e of this.byRun.get(r) ?? [])
if (e.runs.every((x) => runs.has(x)))
consider(e);
return out.length > 1 ? out.sort((a, b) => a.at - b.at) : out;
}
 
static ofServers(servers) {
return new ToolNameIndex((function* () {
for (const [server, names] of servers)
for (const name of names)
yield { server, name };
})());
}
}


  }),

  2496:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Km: () => (  defineRule),
    SP: () => (  shown),
    _M: () => (  where),
    e7: () => (  mirror),
    q: () => (  q)
  });
 
 
function mirror(rule, before, after, meta) {
return { make: (site, flags) => rule.make(site, before, after, meta, flags) };
}





function defineRule() {
return (spec) => buildRule(spec);
}
function buildRule(spec) {
return {
...spec,
make(site, before, after, meta, flags) {
const b = before === undefined ? null : before;
const a = after === undefined ? null : after;
const judged = spec.judge?.(meta) ?? { severity: spec.severity, reason: spec.rationale };
const change = {
rule: spec.id,
severity: judged.severity,
entity: site.entity,
tool: site.tool,
path: site.path,
pointer: site.pointer,
before: b,
after: a,
message: spec.message({ before: b, after: a, site, meta }),
reason: judged.reason,
};
if (flags && flags.length)
change.flags = flags;
if (meta !== undefined)
change.data = meta;
return change;
},
};
}
 
function dataOf(rule, change) {
return change.rule === rule.id ? change.data : undefined;
}
 
function q(value) {
if (value === null || value === undefined)
return '(none)';
if (typeof value === 'string')
return `'${value}'`;
return JSON.stringify(value);
}
 
function shown(value, present) {
if (!present)
return '(none)';
return value === null || value === undefined ? 'null' : q(value);
}
 
function where(site, noun = 'parameter') {
return site.path ? `${noun} '${site.path}'` : 'the schema root';
}


  }),

  7959:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    kF: () => (  RULES_BY_ID),
    y0: () => (  RULES)
  });
 
  var _index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7011);

 
const SCOPE_ORDER = ['tool', 'request', 'response', 'annotations', 'any', 'prompt', 'resource', 'server'];
 
const RULES = Object.values(_index_js__WEBPACK_IMPORTED_MODULE_0__).sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const RULE_IDS = RULES.map((r) => r.id);
const RULES_BY_ID = new Map(RULES.map((r) => [r.id, r]));


  }),

  9898:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Q8: () => (  destructiveSource),
    fO: () => (  destructiveReason),
    rF: () => (  annotationChanges)
  });
 
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);






const HINTS = {
readOnlyHint: { default: false, unsafe: false },
destructiveHint: { default: true, unsafe: true },
idempotentHint: { default: false, unsafe: false },
openWorldHint: { default: true, unsafe: true },
};
function effective(key, value) {
return typeof value === 'boolean' ? value : HINTS[key].default;
}
 
function destructiveReason(annotations) {
const a = annotations ?? {};
if (a.readOnlyHint === true)
return undefined;
if (a.destructiveHint === true)
return 'annotated destructiveHint: true';
if (a.destructiveHint === false)
return undefined;
return 'destructive by the spec defaults: no readOnlyHint or destructiveHint says otherwise';
}
 
function destructiveSource(annotations) {
const a = annotations ?? {};
if (a.readOnlyHint === true || a.destructiveHint === false)
return undefined;
return a.destructiveHint === true ? 'annotation' : 'default';
}
 
function annotationChanges({ before, after }) {
const a = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(before.annotations) ? before.annotations : {};
const b = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(after.annotations) ? after.annotations : {};
const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
const out = [];
for (const key of keys) {
const x = a[key];
const y = b[key];
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Zm)(x, y))
continue;
const common = { key, before: x ?? null, after: y ?? null, pointer: `/annotations/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` };
const hint = HINTS[key];
if (hint && (x === undefined || typeof x === 'boolean') && (y === undefined || typeof y === 'boolean')) {
const ex = effective(key, x);
const ey = effective(key, y);
if (ex === ey)
out.push({ ...common, kind: 'changed' });
else
out.push({ ...common, kind: ey === hint.unsafe ? 'regressed' : 'relaxed', effectiveBefore: ex, effectiveAfter: ey });
}
else
out.push({ ...common, kind: 'changed' });
}
return out;
}


  }),

  7011:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.r(__webpack_exports__);


__nccwpck_require__.d(__webpack_exports__, {
additionalPropertiesClosed: () => (  additionalPropertiesClosed),
additionalPropertiesOpened: () => (  additionalPropertiesOpened),
annotationChanged: () => (  annotationChanged),
annotationRegressed: () => (  annotationRegressed),
annotationRelaxed: () => (  annotationRelaxed),
authScopeWidened: () => (  authScopeWidened),
authServerChanged: () => (  authServerChanged),
compositionNarrowed: () => (  compositionNarrowed),
compositionWidened: () => (  compositionWidened),
constChanged: () => (  constChanged),
constraintLoosened: () => (  constraintLoosened),
constraintTightened: () => (  constraintTightened),
contentChanged: () => (  contentChanged),
defaultChanged: () => (  defaultChanged),
enumNarrowed: () => (  enumNarrowed),
enumWidened: () => (  enumWidened),
executionChanged: () => (  executionChanged),
instructionsChanged: () => (  instructionsChanged),
outputDefaultChanged: () => (  outputDefaultChanged),
outputDescriptionChanged: () => (  outputDescriptionChanged),
outputEnumWidened: () => (  outputEnumWidened),
outputFieldAdded: () => (  outputFieldAdded),
outputFieldBecameOptional: () => (  outputFieldBecameOptional),
outputFieldRemoved: () => (  outputFieldRemoved),
outputFieldRenamed: () => (  outputFieldRenamed),
outputNarrowed: () => (  outputNarrowed),
outputRepresentationChanged: () => (  outputRepresentationChanged),
outputSchemaAdded: () => (  outputSchemaAdded),
outputSchemaRemoved: () => (  outputSchemaRemoved),
outputTypeChanged: () => (  outputTypeChanged),
outputTypeWidened: () => (  outputTypeWidened),
outputWidened: () => (  outputWidened),
paramAddedOptional: () => (  paramAddedOptional),
paramAddedRequired: () => (  paramAddedRequired),
paramBecameOptional: () => (  paramBecameOptional),
paramBecameRequired: () => (  paramBecameRequired),
paramDescriptionChanged: () => (  paramDescriptionChanged),
paramHeaderAdded: () => (  paramHeaderAdded),
paramHeaderInvalid: () => (  paramHeaderInvalid),
paramHeaderRemoved: () => (  paramHeaderRemoved),
paramHeaderRenamed: () => (  paramHeaderRenamed),
paramRemoved: () => (  paramRemoved),
paramRenamed: () => (  paramRenamed),
patternChanged: () => (  patternChanged),
patternNarrowed: () => (  patternNarrowed),
patternWidened: () => (  patternWidened),
promptAdded: () => (  promptAdded),
promptArgumentAddedOptional: () => (  promptArgumentAddedOptional),
promptArgumentAddedRequired: () => (  promptArgumentAddedRequired),
promptArgumentBecameOptional: () => (  promptArgumentBecameOptional),
promptArgumentBecameRequired: () => (  promptArgumentBecameRequired),
promptArgumentDescriptionChanged: () => (  promptArgumentDescriptionChanged),
promptArgumentRemoved: () => (  promptArgumentRemoved),
promptArgumentRenamed: () => (  promptArgumentRenamed),
promptDescriptionChanged: () => (  promptDescriptionChanged),
promptRemoved: () => (  promptRemoved),
promptRenamed: () => (  promptRenamed),
resourceAdded: () => (  resourceAdded),
resourceChanged: () => (  resourceChanged),
resourceRemoved: () => (  resourceRemoved),
resourceTemplateAdded: () => (  resourceTemplateAdded),
resourceTemplateChanged: () => (  resourceTemplateChanged),
resourceTemplateRemoved: () => (  resourceTemplateRemoved),
schemaChanged: () => (  schemaChanged),
schemaDescriptionChanged: () => (  schemaDescriptionChanged),
schemaRepresentationChanged: () => (  schemaRepresentationChanged),
skillAdded: () => (  skillAdded),
skillAllowedToolsWidened: () => (  skillAllowedToolsWidened),
skillDescriptionChanged: () => (  skillDescriptionChanged),
skillFilesChanged: () => (  skillFilesChanged),
skillRemoved: () => (  skillRemoved),
surfaceUnpinned: () => (  surfaceUnpinned),
titleChanged: () => (  titleChanged),
toolAdded: () => (  toolAdded),
toolDescriptionChanged: () => (  toolDescriptionChanged),
toolDuplicated: () => (  toolDuplicated),
toolInvalid: () => (  toolInvalid),
toolRemoved: () => (  toolRemoved),
toolRenamed: () => (  toolRenamed),
typeChanged: () => (  typeChanged),
typeNarrowed: () => (  typeNarrowed),
typeWidened: () => (  typeWidened),
uiCspNarrowed: () => (  uiCspNarrowed),
uiCspWidened: () => (  uiCspWidened),
uiPermissionsNarrowed: () => (  uiPermissionsNarrowed),
uiPermissionsWidened: () => (  uiPermissionsWidened),
uiResourceChanged: () => (  uiResourceChanged),
uiResourceSwitched: () => (  uiResourceSwitched)
});


var rule = __nccwpck_require__(2496);
;

const toolRemoved = (0,rule .Km)()({
id: 'tool-removed',
title: 'Tool removed',
scope: 'tool',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Agents that learned the tool still call it and get an unknown-tool error.',
message: ({ site }) => `tool '${site.tool}' removed`,
});

;

const toolRenamed = (0,rule .Km)()({
id: 'tool-renamed',
title: 'Tool renamed',
scope: 'tool',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Calls made with the old name fail as an unknown tool; one finding stands for the removal and the addition.',
message: ({ before, after }) => `tool '${String(before)}' renamed to '${String(after)}'`,
});

;

const toolAdded = (0,rule .Km)()({
id: 'tool-added',
title: 'Tool added',
scope: 'tool',
foundBy: 'pairing',
severity: 'additive',
rationale: 'Nothing that worked stops working; a destructive or deny-listed new tool is flagged for review.',
message: ({ site, meta }) => `tool '${site.tool}' added${meta.destructive ? ` (${meta.destructive})` : ''}${meta.possibleRenameOf ? `; possible rename of '${meta.possibleRenameOf}' (not paired: the evidence disagrees)` : ''}`,
});

;

const toolInvalid = (0,rule .Km)()({
id: 'tool-invalid',
title: 'Invalid entry in the list',
scope: 'tool',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'A client cannot use an entry without a string name, an object shape or a bounded depth: the SDKs reject it or the whole list.',
message: ({ site, meta }) => `${meta.kind} entry ${site.tool} is invalid: ${meta.problem}`,
});

;

const toolDuplicated = (0,rule .Km)()({
id: 'tool-duplicated',
title: 'Name listed more than once',
scope: 'tool',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Clients keep one copy of a name (which one varies), so callers may get a contract other than the one reviewed.',
message: ({ site, meta }) => `${meta.kind} '${site.tool}' is listed ${meta.count} times${meta.differ ? ' and the copies differ' : ''}; the diff reads the first copy`,
});


var instructions = __nccwpck_require__(5385);
;
 
function squashWhitespace(text) {
return (text ?? '').replace(/\s+/g, ' ').trim();
}
const ASCII = /^[\x00-\x7f]*$/;
 
function withoutSentencePunctuation(text) {
const plain = text.replace(/ (?=[.,;:!?])/g, '').replace(/[.,;:!?]+(?= |$)/g, '');
return ASCII.test(plain) ? plain : plain.replace(/[\u201c\u201d\u201e]/g, '"').replace(/[\u2018\u2019]/g, "'");
}
 
const EMOJI = /\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*|[\u{1F1E6}-\u{1F1FF}]/gu;
 
function emojiWithin(few, many) {
const left = [...many];
return few.every((e) => {
const i = left.indexOf(e);
if (i >= 0)
left.splice(i, 1);
return i >= 0;
});
}





function cosmeticEdit(before, after) {
if ((before ?? '') === (after ?? ''))
return undefined;
const a = squashWhitespace(before);
const b = squashWhitespace(after);
if (a === b)
return 'whitespace';
if (a === '' || b === '')
return undefined;
const sameWords = (x, y) => withoutSentencePunctuation(x) === withoutSentencePunctuation(y);
if (sameWords(a, b))
return 'punctuation';

const ea = ASCII.test(a) ? [] : (a.match(EMOJI) ?? []);
const eb = ASCII.test(b) ? [] : (b.match(EMOJI) ?? []);
if (ea.length === eb.length || !(emojiWithin(ea, eb) || emojiWithin(eb, ea)))
return undefined;
const wa = squashWhitespace(a.replace(EMOJI, ' '));
const wb = squashWhitespace(b.replace(EMOJI, ' '));
return wa !== '' && wb !== '' && (wa === wb || sameWords(wa, wb)) ? 'emoji' : undefined;
}




function textEdit(before, after) {
return cosmeticEdit(before, after) ?? (squashWhitespace(before) === '' && squashWhitespace(after) !== '' ? 'added' : undefined);
}
 
function judgeCosmetic(edit) {
if (edit === 'whitespace')
return { severity: 'cosmetic', reason: 'Only whitespace changed: the model reads the same words.' };
if (edit === 'punctuation')
return { severity: 'cosmetic', reason: 'Only whitespace or sentence punctuation changed: the model reads the same words.' };
if (edit === 'emoji')
return { severity: 'cosmetic', reason: 'Only emoji were added or removed (with whitespace or punctuation): the model reads the same words.' };
if (edit === 'added')
return {
severity: 'additive',
reason: 'A description was added where there was none: the same call, explained; its text is judged by the security flags, which block on a high-confidence finding.',
};
return undefined;
}
 
function editNote(edit) {
if (edit === 'added')
return ' (added where there was none)';
return edit ? ` (${edit} only)` : '';
}

;








function textChange(before, after, pointer, what) {
if ((before ?? '') === (after ?? ''))
return undefined;
const edit = textEdit(before, after);

const flags = edit && edit !== 'added' ? [] : (0,instructions .H)(before, after, what);
return { before: before ?? null, after: after ?? null, pointer, meta: { edit }, flags };
}
 
function textFinding(before, after, pointer, what) {
const found = textChange(before, after, pointer, what);
return found && [found];
}
 
function descriptionJudged(kind) {
return {
judge: (meta) => judgeCosmetic(meta.edit),
message: ({ site, meta }) => `description of ${kind} '${site.tool}' changed${editNote(meta.edit)}`,
};
}

;


const toolDescriptionChanged = (0,rule .Km)()({
id: 'tool-description-changed',
textChange: true,
title: 'Tool description changed',
scope: 'tool',
severity: 'silent',
rationale: 'The description is the instruction the model follows: new words change what agents do with no error anywhere (and are where a rug pull hides).',
...descriptionJudged('tool'),
on: { tool: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the tool description') },
});


var titles = __nccwpck_require__(5873);
;


function titleFinding(before, after, pointer) {
return (before ?? null) !== (after ?? null) ? [{ before: (before ?? null), after: (after ?? null), pointer }] : undefined;
}
const titleChanged = (0,rule .Km)()({
id: 'title-changed',
title: 'Title changed',
scope: 'any',
severity: 'cosmetic',
rationale: 'A display name: agents call tools by name, not by title.',
message: ({ before, after, site }) => `title of ${site.path ? `parameter '${site.path}'` : `'${site.tool}'`} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
detect: {
keywords: ['title'],
compare: ({ before, after, renamed, at }) => ((0,titles .a)(before.title, after.title, renamed) ? undefined : titleFinding(before.title, after.title, at('title'))),
},
on: {
tool: ({ before, after }) => titleFinding(before.title, after.title, '/title'),
prompt: ({ before, after }) => titleFinding(before.title, after.title, '/title'),
argument: ({ before, after, site }) => titleFinding(before.title, after.title, `${site.pointer}/title`),
},
});


var json = __nccwpck_require__(1973);
;

 
function taskSupport(tool) {
return (0,json .Gv)(tool.execution) && typeof tool.execution.taskSupport === 'string' ? tool.execution.taskSupport : 'forbidden';
}

;


const executionChanged = (0,rule .Km)()({
id: 'execution-changed',
title: 'Execution mode changed',
scope: 'tool',
severity: 'breaking',
rationale: 'execution.taskSupport becoming "required" rejects clients that call the tool without task support.',
judge: (meta) => (meta.to === 'required' ? undefined : { severity: 'additive', reason: 'Clients that call the tool directly still can.' }),
message: ({ site, meta }) => `execution.taskSupport of tool '${site.tool}' changed from ${(0,rule.q)(meta.from)} to ${(0,rule.q)(meta.to)}`,
on: {
tool({ before, after }) {
const [from, to] = [taskSupport(before), taskSupport(after)];
return from !== to ? [{ before: before.execution ?? null, after: after.execution ?? null, pointer: '/execution', meta: { from, to } }] : undefined;
},
},
});


var node_reading = __nccwpck_require__(17);
;

const outputRepresentationChanged = (0,rule .Km)()({
id: 'output-representation-changed',
title: 'Output schema written differently',
scope: 'response',
foundBy: 'response',
severity: 'cosmetic',
rationale: 'The response schema accepts the same instances as before (a $schema dialect, a no-op keyword): consumers see no difference.',
message: ({ site, meta }) => `output schema ${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
});


var canonical = __nccwpck_require__(207);
;


const memo = new WeakMap();
 
function valueChange(pair) {
let row = memo.get(pair.before);
if (!row)
memo.set(pair.before, (row = new WeakMap()));
if (row.has(pair.after))
return row.get(pair.after);
const out = classify(pair.before, pair.after);
row.set(pair.after, out);
return out;
}
function classify(va, vb) {
const a = va.values;
const b = vb.values;
if (a === null && b === null)
return undefined;
if (a === null)
return vb.isConst ? { kind: 'const', before: null, after: b[0] } : { kind: 'imposed', after: b };
if (b === null)
return { kind: 'lifted', before: a };
const ka = a.map((v) => (0,canonical .dj)(v));
const kb = b.map((v) => (0,canonical .dj)(v));
const removed = a.filter((_, i) => !kb.includes(ka[i]));
const added = b.filter((_, i) => !ka.includes(kb[i]));
if (!removed.length && !added.length)
return ka.join() !== kb.join() && !va.isConst && !vb.isConst ? { kind: 'reordered', before: a, after: b } : undefined;
if (vb.isConst && (va.isConst || removed.length))
return { kind: 'const', before: va.isConst ? a[0] : a, after: b[0] };
return { kind: 'edited', before: a, after: b, removed, added };
}




function valuesPointer(pair) {
const key = pair.after.isConst ? 'const' : 'enum';
const { schema, pointer } = pair.after.node;
if (schema[key] === undefined)
for (const union of ['anyOf', 'oneOf']) {
const alternatives = schema[union];
const i = Array.isArray(alternatives) ? alternatives.findIndex((alt) => (0,json .Gv)(alt) && alt[key] !== undefined) : -1;
if (i >= 0)
return `${pointer}/${union}/${i}/${key}`;
}
return `${pointer}/${key}`;
}
 
const VALUE_KEYWORDS = ['enum', 'const'];


var keywords = __nccwpck_require__(5056);

var subschema = __nccwpck_require__(8449);
;


const effects_memo = new WeakMap();
function keywordEffect(pair, keywords) {
let row = effects_memo.get(pair);
if (!row)
effects_memo.set(pair, (row = new Map()));
const key = keywords.join(',');
let out = row.get(key);
if (!out)
row.set(key, (out = compute(pair, keywords)));
return out;
}
function valueIn(view, k) {
return view.constraints.get(k) ?? view.other.get(k);
}
function compute(pair, keywords) {
const { before: va, after: vb } = pair;
const rawA = va.node.schema;
const rawB = vb.node.schema;


const own = keywords.every((k) => (0,json .Zm)(rawA[k], valueIn(va, k)) && (0,json .Zm)(rawB[k], valueIn(vb, k)));
let before;
let after;
if (own && va.alternatives.length <= 1) {
before = rawA;
after = { ...rawA };
for (const k of keywords) {
if (rawB[k] === undefined)
delete after[k];
else
after[k] = rawB[k];
}
}
else {
before = {};
after = {};
if (va.types)
before.type = after.type = va.types;
for (const k of keywords) {
const x = valueIn(va, k);
const y = valueIn(vb, k);
if (x !== undefined)
before[k] = x;
if (y !== undefined)
after[k] = y;
}
}

if (keywords.some((k) => hasRef(after[k])))
return 'unknown';
const root = va.node.root;
const forward = (0,subschema .d8)({ schema: before, root }, { schema: after, root });
if (forward.kind === 'unknown')
return 'unknown';
const backward = (0,subschema .d8)({ schema: after, root }, { schema: before, root });
if (forward.kind === 'included')
return backward.kind === 'included' ? 'same' : 'wider';
return backward.kind === 'included' ? 'narrower' : 'both';
}
function hasRef(v) {
if (Array.isArray(v))
return v.some(hasRef);
if (!(0,json .Gv)(v))
return false;
return typeof v.$ref === 'string' || Object.values(v).some(hasRef);
}

;



 
const GROUPS = [['if', 'then', 'else']];
const conditions_memo = new WeakMap();
 
function conditionChanges(pair) {
let out = conditions_memo.get(pair);
if (!out)
conditions_memo.set(pair, (out = conditions_classify(pair)));
return out;
}
function conditions_classify(pair) {
const { before: va, after: vb } = pair;
const keys = [...new Set([...va.other.keys(), ...vb.other.keys()])].sort();
const out = [];
for (const k of keys) {
if (pair.claimed.has(k))
continue; 
const x = va.other.get(k);
const y = vb.other.get(k);
if ((0,json .Zm)((0,keywords .no)(x), (0,keywords .no)(y)))
continue;
const pointer = pair.at(k, vb.other.has(k));
const what = keywords .h1.has(k) ? 'condition' : 'keyword';


const effect = keywordEffect(pair, GROUPS.find((g) => g.includes(k)) ?? [k]);
const narrowed = effect === 'unknown' ? y !== undefined : effect === 'narrower' || effect === 'both';
const found = (before, after, detail) => ({ before, after, pointer, meta: { keyword: k, detail } });
const how = effect === 'wider' ? ' (loosened)' : effect === 'narrower' ? ' (tightened)' : '';
const same = effect === 'same';
if (x === undefined)
out.push({ narrowed, same, finding: found(null, y ?? null, `${k} ${what} added${how}`) });
else if (y === undefined)
out.push({ narrowed, same, finding: found(x, null, `${k} ${what} removed${how}`) });
else
out.push({ narrowed, same, finding: found(x, y, `${k} changed${how}`) });
}
return out;
}

;
 
function isSafeIntegerLimit(keyword, value) {
if (typeof value !== 'number')
return false;
const upper = keyword === 'maximum' || keyword === 'exclusiveMaximum';
const lower = keyword === 'minimum' || keyword === 'exclusiveMinimum';
return (upper && value >= Number.MAX_SAFE_INTEGER) || (lower && value <= -Number.MAX_SAFE_INTEGER);
}
const SAFE_INTEGER_REASON = 'A bound at the safe-integer limit (\u00b19007199254740991, what zod .int() writes) rejects no number a client sends in practice (policy.safe-integer-bounds: ignore).';

;




 
const BOUND_PAIRS = [
['minimum', 'exclusiveMinimum'],
['maximum', 'exclusiveMaximum'],
];
const constraints_memo = new WeakMap();
 
function constraintChanges(pair) {
let out = constraints_memo.get(pair);
if (!out)
constraints_memo.set(pair, (out = constraints_classify(pair)));
return out;
}
function constraints_classify(pair) {
const { before: va, after: vb } = pair;
const keys = [...new Set([...va.constraints.keys(), ...vb.constraints.keys()])].sort();
const differs = (k) => !pair.claimed.has(k) && !(0,json .Zm)(va.constraints.get(k), vb.constraints.get(k));
const out = [];
const done = new Set();
for (const k of keys) {
if (done.has(k) || !differs(k))
continue;

const pairOf = BOUND_PAIRS.find((p) => p.includes(k) && p.every(differs));
const group = pairOf ?? [k];
for (const g of group)
done.add(g);
const x = pairOf ? boundOf(pairOf, va.constraints) : (va.constraints.get(k) ?? null);
const y = pairOf ? boundOf(pairOf, vb.constraints) : (vb.constraints.get(k) ?? null);
const present = group.find((g) => vb.constraints.has(g));
const keyword = pairOf ? pairOf[0] : k;
const effect = keywordEffect(pair, group);
const limit = isSafeIntegerLimit(k, vb.constraints.get(k)) && (va.constraints.get(k) === undefined || isSafeIntegerLimit(k, va.constraints.get(k)));

const tighter = effect === 'unknown' || (effect === 'same' && limit) ? syntacticTighter(k, va.constraints.get(k), vb.constraints.get(k)) : effect === 'narrower' || effect === 'both';
out.push({ keyword, before: x, after: y, pointer: pair.at(present ?? k, present !== undefined), tighter, same: effect === 'same' && !limit, safeIntegerLimit: tighter && limit });
}
return out;
}
 
function boundOf(keys, constraints) {
const out = {};
for (const k of keys)
if (constraints.has(k))
out[k] = constraints.get(k);
return Object.keys(out).length ? out : null;
}
 
function syntacticTighter(k, x, y) {
if (keywords .P7.has(k) || keywords .WL.has(k)) {
if (typeof x !== 'number' || typeof y !== 'number')
return x === undefined;
return keywords .P7.has(k) ? y < x : y > x;
}
if (k === 'uniqueItems')
return y === true;
return y !== undefined;
}

;








function edit(before, after) {
return before === null ? 'added' : after === null ? 'removed' : 'changed';
}
 
function noEffectDetail({ before: va, after: vb, claimed }) {

const na = [...va.noEffect.entries()].filter(([k]) => !claimed.has(k) && !(0,json .Zm)(va.noEffect.get(k), vb.noEffect.get(k)));
const nb = [...vb.noEffect.entries()].filter(([k]) => !claimed.has(k) && !va.noEffect.has(k));

const unread = (k) => k === '$schema' && !((0,node_reading .Yi)(va.noEffect.get(k)) && (0,node_reading .Yi)(vb.noEffect.get(k)));
const changed = [...new Set([...na.map(([k]) => k), ...nb.map(([k]) => k)])].filter((k) => !unread(k)).sort();
if (!changed.length)
return undefined;
return changed.map((k) => (k === '$schema' ? `$schema ${String(va.noEffect.get(k) ?? '(none)')} \u2192 ${String(vb.noEffect.get(k) ?? '(none)')}` : `${k} changed`)).join(', ');
}
const schemaRepresentationChanged = (0,rule .Km)()({
id: 'schema-representation-changed',
title: 'Schema written differently',
scope: 'any',
severity: 'cosmetic',
rationale: 'The same instances are accepted (a $schema dialect, type ["x"] vs "x", enum order, a no-op keyword): nothing changes for callers.',
message: ({ site, meta }) => `${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,

detect: {
keywords: VALUE_KEYWORDS,
compare(pair) {
const out = [];
const c = valueChange(pair);
if (c?.kind === 'reordered')
out.push({ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { detail: 'enum values reordered' } });
const detail = noEffectDetail(pair);
if (detail)
out.push({ before: null, after: null, pointer: pair.site.pointer, meta: { detail } });

for (const c of constraintChanges(pair))
if (c.same)
out.push({ before: c.before, after: c.after, pointer: c.pointer, meta: { detail: `${c.keyword} ${edit(c.before, c.after)}, the same values pass` } });
for (const c of conditionChanges(pair))
if (c.same)
out.push({ ...c.finding, meta: { detail: `${c.finding.meta.keyword} ${edit(c.finding.before, c.finding.after)}, the same values pass` } });
return out.length ? out : undefined;
},
},
on: {
tool({ before, after }) {
const support = taskSupport(before);
if (support !== taskSupport(after) || (0,json .Zm)(before.execution ?? null, after.execution ?? null))
return undefined;
return [{ before: before.execution ?? null, after: after.execution ?? null, pointer: '/execution', meta: { detail: `execution written differently (taskSupport ${support} either way)` } }];
},
},
response: ({ before, after, meta }) => (0,rule .e7)(outputRepresentationChanged, before, after, meta),
});

;

const output = (pointer) => pointer.startsWith('/outputSchema');
const schemaChanged = (0,rule .Km)()({
id: 'schema-changed',
title: 'Schema changed (found by the subschema check)',
scope: 'any',
foundBy: 'inclusion',
severity: 'breaking',
inclusion: {},
rationale: 'The subschema check found a call that passed the old schema and fails the new one (in an output schema: a value the tool may now return that the old one ruled out), and no other rule names the change; the finding carries that value.',
judge: (meta) => meta.verdict === 'safe'
? { severity: 'additive', reason: 'Proven by the subschema check: every call that passed still passes (every value the tool returns was possible before).' }
: meta.verdict === 'dropped'
? { severity: 'silent', reason: 'Every call that passed still passes, but part of what it sends is no longer declared: the server may now ignore it.' }
: meta.verdict === 'unknown'
? { severity: 'silent', reason: `The two schemas cannot be compared (${meta.keyword}): values that passed may fail now, and no one can tell without trying.` }
: undefined,
message: ({ site, meta }) => {
if (meta.verdict === 'unknown')
return `${output(site.pointer) ? `output ${(0,rule ._M)(site, 'field')}` : (0,rule ._M)(site)} changed and cannot be compared (${meta.keyword})`;
if (output(site.pointer))
return meta.verdict === 'breaks'
? `output ${(0,rule ._M)(site, 'field')} may now hold values the old schema ruled out (${meta.keyword})`
: `output ${(0,rule ._M)(site, 'field')} changed (${meta.keyword}); it holds no value the old schema ruled out`;
if (meta.verdict === 'breaks')
return `calls that passed before now fail at ${(0,rule ._M)(site)} (rejected by ${meta.keyword})`;
if (meta.verdict === 'dropped')
return `${(0,rule ._M)(site)} changed (${meta.keyword}); calls that passed still pass, but it no longer declares part of what they send`;
return `${(0,rule ._M)(site)} changed (${meta.keyword}); every call that passed still passes, and it accepts calls it did not before`;
},
});

;

const outputFieldRenamed = (0,rule .Km)()({
id: 'output-field-renamed',
title: 'Output field renamed',
scope: 'response',
foundBy: 'response',
severity: 'breaking',
inclusion: { whenIncluded: 'silent' },
rationale: 'Consumers that read the old name get nothing.',
message: ({ before, after }) => `output field '${String(before)}' renamed to '${String(after)}'`,
});

;


const paramRenamed = (0,rule .Km)()({
id: 'param-renamed',
title: 'Parameter renamed',
scope: 'request',
foundBy: 'pairing',
severity: 'breaking',
inclusion: { whenIncluded: 'silent' },
rationale: 'Callers keep sending the old name: a closed schema rejects it, an open one silently drops it.',
judge: (meta) => {
if (meta.requiredAfter)
return { severity: 'breaking', reason: 'The new name is required: calls that send the old name lack it and are rejected.' };
if (meta.closed)
return { severity: 'breaking', reason: 'The schema is closed (additionalProperties: false): calls with the old name are rejected.' };
return { severity: 'silent', reason: 'The schema is open: calls with the old name still succeed, and the argument is silently dropped.' };
},
message: ({ before, after, meta }) => `parameter '${String(before)}' renamed to '${String(after)}'${meta.descriptionChanged ? ' (its description changed too)' : ''}`,
response: ({ before, after }) => (0,rule .e7)(outputFieldRenamed, before, after, undefined),
});

;

const outputFieldAdded = (0,rule .Km)()({
id: 'output-field-added',
title: 'Output field added',
scope: 'response',
foundBy: 'response',
severity: 'additive',
inclusion: {},
rationale: 'Consumers ignore fields they do not know.',
message: ({ site }) => `output field '${site.path}' added`,
});

;


const paramAddedRequired = (0,rule .Km)()({
id: 'param-added-required',
title: 'Required parameter added',
scope: 'request',
foundBy: 'pairing',
severity: 'breaking',
inclusion: {},
rationale: 'Calls built on the old contract do not send it and are rejected.',
judge: (meta) => (meta.newForm !== undefined ? { severity: 'additive', reason: 'It belongs to a form of the value that did not exist before, so no existing call uses it.' } : undefined),
message: ({ site, meta }) => `required parameter '${site.path}' added${meta.newForm ? ` (in a new form of '${meta.newForm}')` : ''}${meta.possibleRenameOf ? `; possible rename of '${meta.possibleRenameOf}' (not paired: the evidence disagrees)` : ''}`,
response: ({ before, after }) => (0,rule .e7)(outputFieldAdded, before, after, undefined),
});

;


const paramAddedOptional = (0,rule .Km)()({
id: 'param-added-optional',
title: 'Optional parameter added',
scope: 'request',
foundBy: 'pairing',
severity: 'additive',
inclusion: {},
rationale: 'Existing calls omit it and keep working.',
message: ({ site, meta }) => `optional parameter '${site.path}' added${meta?.possibleRenameOf ? `; possible rename of '${meta.possibleRenameOf}' (not paired: the evidence disagrees)` : ''}`,
response: ({ before, after }) => (0,rule .e7)(outputFieldAdded, before, after, undefined),
});

;

const outputFieldRemoved = (0,rule .Km)()({
id: 'output-field-removed',
title: 'Output field removed',
scope: 'response',
foundBy: 'response',
severity: 'breaking',
inclusion: { whenIncluded: 'silent' },
rationale: 'Consumers that read the field get nothing.',
message: ({ site }) => `output field '${site.path}' removed`,
});

;


const paramRemoved = (0,rule .Km)()({
id: 'param-removed',
title: 'Parameter removed',
scope: 'request',
foundBy: 'pairing',
severity: 'breaking',
inclusion: { whenIncluded: 'silent' },
rationale: 'Callers keep sending it: a closed schema rejects the call, an open one silently drops the argument.',
judge: (meta) => (meta.closed ? undefined : { severity: 'silent', reason: 'The schema is open: calls that send it still succeed, and the argument is silently ignored.' }),
message: ({ site }) => `parameter '${site.path}' removed`,
response: ({ before, after }) => (0,rule .e7)(outputFieldRemoved, before, after, undefined),
});

;

const outputNarrowed = (0,rule .Km)()({
id: 'output-narrowed',
title: 'Output narrowed',
scope: 'response',
foundBy: 'response',
severity: 'additive',
inclusion: {},
rationale: 'Responses now promise more (a field always present, fewer types or values, tighter bounds): consumers are unaffected.',
message: ({ site, meta }) => `output ${(0,rule ._M)(site, 'field')}: ${meta.detail}`,
});

;


const paramBecameRequired = (0,rule .Km)()({
id: 'param-became-required',
title: 'Parameter became required',
scope: 'request',
foundBy: 'pairing',
severity: 'breaking',
inclusion: {},
rationale: 'Calls that omitted it are now rejected.',
message: ({ site }) => `parameter '${site.path}' became required`,
response: ({ before, after }) => (0,rule .e7)(outputNarrowed, before, after, { detail: 'now always present' }),
});

;

const outputFieldBecameOptional = (0,rule .Km)()({
id: 'output-field-became-optional',
title: 'Output field became optional',
scope: 'response',
foundBy: 'response',
severity: 'breaking',
inclusion: {},
rationale: 'Consumers that relied on its presence can now miss it.',
message: ({ site }) => `output field '${site.path}' is no longer always present`,
});

;


const paramBecameOptional = (0,rule .Km)()({
id: 'param-became-optional',
title: 'Parameter became optional',
scope: 'request',
foundBy: 'pairing',
severity: 'additive',
inclusion: {},
rationale: 'Every call that was valid stays valid.',
message: ({ site }) => `parameter '${site.path}' became optional`,
response: ({ before, after }) => (0,rule .e7)(outputFieldBecameOptional, before, after, undefined),
});

;
 
function fmtTypes(types) {
if (types === null)
return 'any';
if (Array.isArray(types))
return types.length === 1 ? String(types[0]) : `[${types.join(', ')}]`;
return String(types);
}
 
function fmtValues(values) {
if (!Array.isArray(values))
return JSON.stringify(values);
const shown = values.slice(0, 8).map((v) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v)));
return values.length > 8 ? `${shown.join(', ')} and ${values.length - 8} more` : shown.join(', ');
}

;
function covers(types, t) {
return types.includes(t) || (t === 'integer' && types.includes('number'));
}
 
function typeChange({ before: va, after: vb }) {
const ta = va.types;
const tb = vb.types;
if (ta === null && tb === null)
return undefined;
if (ta && tb && ta.length === tb.length && ta.every((t, i) => t === tb[i]))
return undefined;
const found = (kind) => ({ kind, before: ta ? [...ta] : null, after: tb ? [...tb] : null });
if (tb === null)
return found('widened');
if (ta === null)
return found('narrowed');
const widened = ta.every((t) => covers(tb, t));
const narrowed = tb.every((t) => covers(ta, t));
if (widened && !narrowed)
return found('widened');
if (narrowed && !widened)
return found('narrowed');
if (!widened && !narrowed)
return found('changed');
return undefined;
}
 
function typeDetector(kind) {
return {
keywords: ['type'],
compare(pair) {
const c = typeChange(pair);
return c?.kind === kind ? [{ before: c.before, after: c.after, pointer: pair.site.pointer }] : undefined;
},
};
}

;




const typeNarrowed = (0,rule .Km)()({
id: 'type-narrowed',
title: 'Type narrowed',
scope: 'request',
severity: 'breaking',
inclusion: {},
rationale: 'Values of the dropped types are now rejected (number to integer, [string, null] to string).',
message: ({ before, after, site }) => `type of ${(0,rule ._M)(site)} narrowed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
detect: typeDetector('narrowed'),
response: ({ before, after }) => (0,rule .e7)(outputNarrowed, before, after, { detail: `type narrowed from ${fmtTypes(before)} to ${fmtTypes(after)}` }),
});

;


const outputTypeChanged = (0,rule .Km)()({
id: 'output-type-changed',
title: 'Output type changed',
scope: 'response',
foundBy: 'response',
severity: 'breaking',
inclusion: {},
rationale: 'Responses carry a type (or constant) consumers were not built for.',
message: ({ before, after, site }) => `type of output ${(0,rule ._M)(site, 'field')} changed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
});

;




const typeChanged = (0,rule .Km)()({
id: 'type-changed',
title: 'Type changed',
scope: 'request',
severity: 'breaking',
inclusion: {},
rationale: 'Values of the old type are rejected.',
message: ({ before, after, site }) => `type of ${(0,rule ._M)(site)} changed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
detect: typeDetector('changed'),
response: ({ before, after }) => (0,rule .e7)(outputTypeChanged, before, after, undefined),
});

;


const outputTypeWidened = (0,rule .Km)()({
id: 'output-type-widened',
title: 'Output type widened',
scope: 'response',
foundBy: 'response',
severity: 'breaking',
inclusion: {},
rationale: 'Responses may now carry types consumers do not handle.',
message: ({ before, after, site }) => `type of output ${(0,rule ._M)(site, 'field')} widened from ${fmtTypes(before)} to ${fmtTypes(after)}`,
});

;




const typeWidened = (0,rule .Km)()({
id: 'type-widened',
title: 'Type widened',
scope: 'request',
severity: 'additive',
inclusion: {},
rationale: 'Every value that was accepted is still accepted.',
message: ({ before, after, site }) => `type of ${(0,rule ._M)(site)} widened from ${fmtTypes(before)} to ${fmtTypes(after)}`,
detect: typeDetector('widened'),
response: ({ before, after }) => (0,rule .e7)(outputTypeWidened, before, after, undefined),
});

;




const enumNarrowed = (0,rule .Km)()({
id: 'enum-narrowed',
title: 'Enum narrowed',
scope: 'request',
severity: 'breaking',
inclusion: {},
rationale: 'Calls that send a dropped value are rejected.',
message: ({ after, site, meta }) => (meta.imposed ? `values of ${(0,rule ._M)(site)} restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} removed from ${(0,rule ._M)(site)}`),
detect: {
keywords: VALUE_KEYWORDS,
compare(pair) {
const c = valueChange(pair);
if (c?.kind === 'imposed')
return [{ before: null, after: c.after, pointer: valuesPointer(pair), meta: { values: c.after, imposed: true } }];
if (c?.kind === 'edited' && c.removed.length)
return [{ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { values: c.removed, imposed: false } }];
return undefined;
},
},
response: ({ before, after, meta }) => (0,rule .e7)(outputNarrowed, before, after, { detail: meta.imposed ? `values restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} no longer returned` }),
});

;


const outputEnumWidened = (0,rule .Km)()({
id: 'output-enum-widened',
title: 'Output enum widened',
scope: 'response',
foundBy: 'response',
severity: 'breaking',
inclusion: {},
rationale: 'Responses may carry values consumers do not handle.',
message: ({ site, meta }) => (meta.lifted ? `output ${(0,rule ._M)(site, 'field')} is no longer limited to a list of values` : `output ${(0,rule ._M)(site, 'field')} may now be ${fmtValues(meta.values)}`),
});

;




const enumWidened = (0,rule .Km)()({
id: 'enum-widened',
title: 'Enum widened',
scope: 'request',
severity: 'additive',
inclusion: {},
rationale: 'Every value that was accepted is still accepted.',
message: ({ site, meta }) => (meta.lifted ? `the value list of ${(0,rule ._M)(site)} was lifted` : `values ${fmtValues(meta.values)} added to ${(0,rule ._M)(site)}`),
detect: {
keywords: VALUE_KEYWORDS,
compare(pair) {
const c = valueChange(pair);
if (c?.kind === 'lifted')
return [{ before: c.before, after: null, pointer: valuesPointer(pair), meta: { values: c.before, lifted: true } }];
if (c?.kind === 'edited' && c.added.length)
return [{ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { values: c.added, lifted: false } }];
return undefined;
},
},
response: ({ before, after, meta }) => (0,rule .e7)(outputEnumWidened, before, after, meta),
});

;




const constChanged = (0,rule .Km)()({
id: 'const-changed',
title: 'Constant changed',
scope: 'request',
severity: 'breaking',
inclusion: {},
rationale: 'Only the new constant is accepted; calls sending the old one are rejected.',
message: ({ before, after, site }) => `constant of ${(0,rule ._M)(site)} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
detect: {
keywords: VALUE_KEYWORDS,
compare(pair) {
const c = valueChange(pair);
return c?.kind === 'const' ? [{ before: c.before, after: c.after, pointer: valuesPointer(pair) }] : undefined;
},
},


response: ({ before, after }) => before === null
? (0,rule .e7)(outputNarrowed, before, after, { detail: `now always ${(0,rule.q)(after)}` })
: (0,rule .e7)(outputTypeChanged, [JSON.stringify(before)], after === null ? null : [JSON.stringify(after)], undefined),
});

;






function keywordChange(keyword, read, meta) {
return {
keywords: [keyword],
compare(pair) {
const a = read(pair.before);
const b = read(pair.after);
if (a.present === b.present && (!a.present || (0,json .Zm)(a.value, b.value)))
return undefined;
const edit = !a.present ? 'added' : !b.present ? 'removed' : 'changed';
return [{ before: a.present ? a.value : null, after: b.present ? b.value : null, pointer: pair.at(keyword, b.present), meta: meta(edit, a, b, pair) }];
},
};
}

;

const outputDefaultChanged = (0,rule .Km)()({
id: 'output-default-changed',
title: 'Output default changed',
scope: 'response',
foundBy: 'response',
severity: 'cosmetic',
rationale: 'A default in a response schema has no effect on what consumers receive.',
message: ({ before, after, site, meta }) => `default of output ${(0,rule ._M)(site, 'field')} changed from ${(0,rule .SP)(before, meta.had)} to ${(0,rule .SP)(after, meta.has)}`,
});

;



const defaultChanged = (0,rule .Km)()({
id: 'default-changed',
title: 'Default changed',
scope: 'request',
severity: 'silent',
rationale: 'Callers that omit the parameter now get different behaviour, with no error.',
judge: (meta) => (meta.nullAdded ? { severity: 'cosmetic', reason: 'A default of null on a parameter that accepts null: omitting it still sends no value.' } : undefined),
message: ({ before, after, site, meta }) => `default of ${(0,rule ._M)(site)} changed from ${(0,rule .SP)(before, meta.had)} to ${(0,rule .SP)(after, meta.has)}`,
detect: keywordChange('default', (v) => ({ present: v.hasDefault, value: v.hasDefault ? (v.default ?? null) : null }), (edit, had, has, { after: vb }) => {
const nullable = (vb.types === null || vb.types.includes('null')) && (vb.values === null || vb.values.includes(null));
return { had: had.present, has: has.present, nullAdded: edit === 'added' && vb.default === null && nullable };
}),
response: ({ before, after, meta }) => (0,rule .e7)(outputDefaultChanged, before, after, { had: meta.had, has: meta.has }),
});

;




const constraintTightened = (0,rule .Km)()({
id: 'constraint-tightened',
title: 'Constraint tightened',
scope: 'request',
severity: 'breaking',
inclusion: {},
rationale: 'Values that used to pass may now be rejected.',
judge: (meta) => (meta.safeIntegerLimit ? { severity: 'cosmetic', reason: SAFE_INTEGER_REASON } : undefined),

message: ({ before, after, site, meta }) => meta.safeIntegerLimit
? `${meta.keyword} of ${(0,rule ._M)(site)} ${before === null ? 'set' : 'moved'} to the safe-integer limit ${(0,rule.q)(after)}: a tightening no client meets in practice`
: `${meta.keyword} of ${(0,rule ._M)(site)} tightened from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
detect: {
keywords: [],
compare: (pair) => constraintChanges(pair).flatMap(({ keyword, before, after, pointer, tighter, same, safeIntegerLimit }) => tighter && !same ? [{ before, after, pointer, meta: safeIntegerLimit ? { keyword, safeIntegerLimit } : { keyword } }] : []),
},
response: ({ before, after, meta }) => (0,rule .e7)(outputNarrowed, before, after, { detail: `${meta.keyword} tightened from ${JSON.stringify(before)} to ${JSON.stringify(after)}` }),
});

;

const outputWidened = (0,rule .Km)()({
id: 'output-widened',
title: 'Output constraint loosened',
scope: 'response',
foundBy: 'response',
severity: 'breaking',
inclusion: {},
rationale: 'Responses may now hold values the old schema ruled out (looser bounds, a new union branch, unknown properties).',
message: ({ site, meta }) => `output ${(0,rule ._M)(site, 'field')}: ${meta.detail}`,
});

;



const constraintLoosened = (0,rule .Km)()({
id: 'constraint-loosened',
title: 'Constraint loosened',
scope: 'request',
severity: 'additive',
inclusion: {},
rationale: 'Every value that passed still passes.',
message: ({ before, after, site, meta }) => `${meta.keyword} of ${(0,rule ._M)(site)} loosened from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
detect: {
keywords: [],
compare: (pair) => constraintChanges(pair).flatMap(({ keyword, before, after, pointer, tighter, same }) => (tighter || same ? [] : [{ before, after, pointer, meta: { keyword } }])),
},
response: ({ before, after, meta }) => (0,rule .e7)(outputWidened, before, after, { detail: `${meta.keyword} loosened from ${JSON.stringify(before)} to ${JSON.stringify(after)}` }),
});


var strings = __nccwpck_require__(6796);
;

const patterns_memo = new Map();
 
const MEMO_LIMIT = 512;
 
function patternChange(pair) {
const x = pair.before.constraints.get('pattern');
const y = pair.after.constraints.get('pattern');
if (x === y)
return undefined;

if (typeof y === 'string' && x === undefined)
return compared(strings .x4, y).kind === 'equivalent' ? { kind: 'equivalent', before: null, after: y } : { kind: 'added', after: y };
if (typeof x === 'string' && y === undefined)
return compared(x, strings .x4).kind === 'equivalent' ? { kind: 'equivalent', before: x, after: null } : { kind: 'removed', before: x };
if (typeof x !== 'string' || typeof y !== 'string')
return { kind: 'unknown', before: String(x ?? ''), after: String(y ?? '') };
return compared(x, y);
}
function compared(x, y) {
const key = `${x}\u0000${y}`;
let out = patterns_memo.get(key);
if (!out) {
out = (0,strings .$u)(x, y);
if (patterns_memo.size >= MEMO_LIMIT)
patterns_memo.clear();
patterns_memo.set(key, out);
}
return out;
}
 
function patternPointer(pair, c) {
return pair.at('pattern', c.kind !== 'removed' && !(c.kind === 'equivalent' && c.after === null));
}
const PATTERN_KEYWORDS = ['pattern'];

;


const patternChanged = (0,rule .Km)()({
id: 'pattern-changed',
title: 'Pattern changed (cannot be compared)',
scope: 'request',
severity: 'silent',
inclusion: {},
rationale: 'The pattern changed and the two cannot be compared (backreferences, lookarounds, or automata too large): strings that passed may fail now, and no one can tell without trying. When one provably contains the other, pattern-narrowed or pattern-widened reports it instead.',
judge: (meta) => (meta.comparable ? { severity: 'cosmetic', reason: 'Written differently, the two patterns accept exactly the same strings.' } : undefined),
message: ({ before, after, site, meta }) => `pattern of ${(0,rule ._M)(site, site.pointer.startsWith('/outputSchema') ? 'output field' : 'parameter')} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)} (${meta.comparable ? 'the same strings pass' : 'cannot be compared'})`,
detect: {
keywords: PATTERN_KEYWORDS,
compare(pair) {
const c = patternChange(pair);
if (c?.kind !== 'equivalent' && c?.kind !== 'unknown')
return undefined;
return [{ before: c.before, after: c.after, pointer: patternPointer(pair, c), meta: { comparable: c.kind === 'equivalent' } }];
},
},
});

;



 
function what(meta, before, after) {
if (meta.change === 'added')
return `set to ${(0,rule.q)(after)}`;
const example = meta.example !== undefined ? ` (${(0,rule.q)(meta.example)} no longer passes)` : '';
return `${meta.partial ? 'changed' : 'narrowed'} from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}${example}`;
}
const patternNarrowed = (0,rule .Km)()({
id: 'pattern-narrowed',
title: 'Pattern added or narrowed',
scope: 'request',
severity: 'breaking',
inclusion: {},
rationale: 'A new pattern, or a changed one that provably rejects strings the old one accepted: callers sending those strings are rejected.',
message: ({ before, after, site, meta }) => `pattern of ${(0,rule ._M)(site)} ${what(meta, before, after)}`,
detect: {
keywords: PATTERN_KEYWORDS,
compare(pair) {
const c = patternChange(pair);
if (c?.kind === 'added')
return [{ before: null, after: c.after, pointer: patternPointer(pair, c), meta: { change: 'added' } }];
if (c?.kind === 'narrowed')
return [{ before: c.before, after: c.after, pointer: patternPointer(pair, c), meta: { change: 'narrowed', example: c.example, partial: c.partial } }];
return undefined;
},
},

response: ({ before, after, meta }) => (0,rule .e7)(outputNarrowed, before, after, { detail: `pattern ${what(meta, before, after)}` }),
});

;



 
function pattern_widened_what(meta, before, after) {
if (meta.change === 'removed')
return `removed (was ${(0,rule.q)(before)})`;
const example = meta.example !== undefined ? ` (${(0,rule.q)(meta.example)} now passes too)` : '';
return `widened from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}${example}`;
}
const patternWidened = (0,rule .Km)()({
id: 'pattern-widened',
title: 'Pattern removed or widened',
scope: 'request',
severity: 'additive',
inclusion: {},
rationale: 'The pattern was removed, or the new one provably accepts every string the old one did: every call that passed still passes.',
message: ({ before, after, site, meta }) => `pattern of ${(0,rule ._M)(site)} ${pattern_widened_what(meta, before, after)}`,
detect: {
keywords: PATTERN_KEYWORDS,
compare(pair) {
const c = patternChange(pair);
if (c?.kind === 'removed')
return [{ before: c.before, after: null, pointer: patternPointer(pair, c), meta: { change: 'removed' } }];
if (c?.kind === 'widened')
return [{ before: c.before, after: c.after, pointer: patternPointer(pair, c), meta: { change: 'widened', example: c.example } }];
return undefined;
},
},

response: ({ before, after, meta }) => (0,rule .e7)(outputWidened, before, after, { detail: `pattern ${pattern_widened_what(meta, before, after)}` }),
});

;


 
const CONTENT_KEYWORDS = ['contentEncoding', 'contentMediaType', 'contentSchema'];
const contentChanged = (0,rule .Km)()({
id: 'content-changed',
title: 'Content encoding, media type or content schema changed',
scope: 'any',


severity: 'silent',
rationale: 'The same strings pass, but they are read another way (contentEncoding base64 or none, another media type, a new content schema for the decoded value): what callers encode, or what readers decode, is misread, with no error to show it.',

judge: (meta) => meta.keyword === 'contentSchema' && meta.edit === (meta.output ? 'added' : 'removed')
? {
severity: 'additive',
reason: meta.output ? 'Results now promise a decoded content schema: readers are unaffected.' : 'The decoded content is no longer constrained: what callers sent still decodes as before.',
}
: undefined,
message: ({ before, after, site, meta }) => `${meta.keyword} of ${(0,rule ._M)(site, meta.output ? 'output field' : 'parameter')} ${meta.edit === 'changed' ? `changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}` : meta.edit === 'added' ? `set to ${(0,rule.q)(after)}` : `removed (was ${(0,rule.q)(before)})`}`,
detect: {
keywords: CONTENT_KEYWORDS,
compare(pair) {
const out = [];
const read = (view, k) => view.constraints.get(k) ?? view.other.get(k) ?? view.noEffect.get(k);
for (const k of CONTENT_KEYWORDS) {
const x = read(pair.before, k);
const y = read(pair.after, k);
if ((0,json .Zm)(x, y))
continue;
const edit = x === undefined ? 'added' : y === undefined ? 'removed' : 'changed';
out.push({ before: x ?? null, after: y ?? null, pointer: pair.at(k, y !== undefined), meta: { keyword: k, edit, output: pair.direction === 'response' } });
}
return out.length ? out : undefined;
},
},
});

;


const additionalPropertiesClosed = (0,rule .Km)()({
id: 'additional-properties-closed',
title: 'Schema closed to unknown arguments',
scope: 'request',
foundBy: 'pairing',
severity: 'breaking',
inclusion: {},
rationale: 'additionalProperties: false now rejects arguments the server used to ignore.',
message: ({ site }) => `${(0,rule ._M)(site, 'object')} no longer accepts unknown properties`,
response: ({ before, after }) => (0,rule .e7)(outputNarrowed, before, after, { detail: 'no longer carries unknown properties' }),
});

;


const additionalPropertiesOpened = (0,rule .Km)()({
id: 'additional-properties-opened',
title: 'Schema opened to unknown arguments',
scope: 'request',
foundBy: 'pairing',
severity: 'additive',
inclusion: {},
rationale: 'Arguments that were rejected are now accepted (and ignored when unknown). An object loosened to any properties at all (`additionalProperties: true` or `{}` where properties were named) is one such finding: every call that passed still passes.',
message: ({ site, meta }) => meta?.freeForm
? `${(0,rule ._M)(site, 'object')} loosened to accept any properties (${meta.freeForm.length ? `${meta.freeForm.map((n) => `'${n}'`).join(', ')} no longer checked` : 'none were named'})`
: `${(0,rule ._M)(site, 'object')} now accepts unknown properties`,

response: ({ before, after, meta }) => (0,rule .e7)(outputWidened, before, after, { detail: meta?.freeForm ? 'loosened to any properties: readers must handle properties they never saw' : 'may now carry unknown properties' }),
});

;



const compositionNarrowed = (0,rule .Km)()({
id: 'composition-narrowed',
title: 'Composition narrowed',
scope: 'request',
severity: 'breaking',
inclusion: {},
rationale: 'An alternative (oneOf/anyOf branch) was removed, or a new condition (allOf, not, if/then, dependentRequired) must hold: some old calls are rejected.',
message: ({ site, meta }) => `${meta.detail} at ${(0,rule ._M)(site)}`,

detect: {
keywords: [],
compare: (pair) => conditionChanges(pair).flatMap((c) => (c.narrowed && !c.same ? [c.finding] : [])),
},
response: ({ before, after, meta }) => (0,rule .e7)(outputNarrowed, before, after, { detail: meta.detail }),
});

;



const compositionWidened = (0,rule .Km)()({
id: 'composition-widened',
title: 'Composition widened',
scope: 'request',
severity: 'additive',
inclusion: {},
rationale: 'An alternative was added or a condition dropped: every old call still validates.',
message: ({ site, meta }) => `${meta.detail} at ${(0,rule ._M)(site)}`,

detect: {
keywords: [],
compare: (pair) => conditionChanges(pair).flatMap((c) => (!c.narrowed && !c.same ? [c.finding] : [])),
},
response: ({ before, after, meta }) => (0,rule .e7)(outputWidened, before, after, { detail: meta.detail }),
});

;

const outputDescriptionChanged = (0,rule .Km)()({
id: 'output-description-changed',
textChange: true,
title: 'Output description changed',
scope: 'response',
foundBy: 'response',
severity: 'cosmetic',
rationale: 'Describes what comes back; calls and their results are unchanged.',
message: ({ site }) => `description of output ${(0,rule ._M)(site, 'field')} changed`,
});

;




const paramDescriptionChanged = (0,rule .Km)()({
id: 'param-description-changed',
textChange: true,
title: 'Parameter description changed',
scope: 'request',
severity: 'silent',
rationale: 'Same name and type, new words: the model fills the argument with a different meaning ("max results" becomes "page index").',
judge: (meta) => judgeCosmetic(meta.edit),
message: ({ site, meta }) => `description of ${(0,rule ._M)(site)} changed${editNote(meta.edit)}`,

detect: {
keywords: ['description'],
compare: ({ before, after, site, renamed, at }) => (site.path && !renamed ? textFinding(before.description, after.description, at('description'), `the description of '${site.path}'`) : undefined),
},
response: ({ before, after }) => (0,rule .e7)(outputDescriptionChanged, before, after, undefined),
});

;




const schemaDescriptionChanged = (0,rule .Km)()({
id: 'schema-description-changed',
textChange: true,
title: 'Input schema description changed',
scope: 'request',
severity: 'silent',
rationale: 'The description of the whole input schema reaches the model in many clients: new words can change how it fills the call, or carry instructions.',
judge: (meta) => judgeCosmetic(meta.edit),
message: ({ site, meta }) => `description of the input schema of tool '${site.tool}' changed${editNote(meta.edit)}`,
detect: {
keywords: ['description'],
compare: ({ before, after, site, renamed, at }) => (!site.path && !renamed ? textFinding(before.description, after.description, at('description'), 'the schema description') : undefined),
},
response: ({ before, after }) => (0,rule .e7)(outputDescriptionChanged, before, after, undefined),
});


var param_headers = __nccwpck_require__(3163);

var mirrored_headers = __nccwpck_require__(8367);
;



const paramHeaderAdded = (0,rule .Km)()({
id: 'param-header-added',
title: 'Parameter newly mirrored into an HTTP header (x-mcp-header)',
scope: 'request',
severity: 'silent',
rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP now also send the argument as an Mcp-Param header: what gateways, load balancers and their logs route, limit or record on changed (${mirrored_headers .vW}).`,
message: ({ meta, after }) => meta.unusable
? (0,mirrored_headers ._P)(after, meta.parameter, 'added to')
: `${meta.withParameter ? 'new parameter' : 'parameter'} '${meta.parameter}' is mirrored into the HTTP header ${meta.header} on 2026-07-28 calls over Streamable HTTP (x-mcp-header added; ${mirrored_headers .vW})`,
detect: {
keywords: ['x-mcp-header'],
compare(pair) {
const c = (0,mirrored_headers .a)(pair);
if (c?.kind !== 'added')
return undefined;
const flags = (0,mirrored_headers .Z1)(pair.site.path, pair.after.node.schema, c.after, pair.site.tool);
return [
{ before: null, after: c.after, pointer: c.pointer, meta: { parameter: pair.site.path, header: (0,mirrored_headers .TK)(c.after), ...((0,mirrored_headers .Wd)(pair.after, c.after) ? {} : { unusable: true }) }, flags },
];
},
},
on: {
tool(pair) {
const out = [];
for (const d of (0,mirrored_headers .JG)(pair).added) {
const parameter = d.path.join('.');
const flags = (0,mirrored_headers .Z1)(parameter, (0,mirrored_headers .E9)(pair.after.inputSchema, d), d.header, pair.site.tool);
out.push({ before: null, after: d.header, pointer: (0,mirrored_headers .u2)(d), meta: { parameter, header: (0,param_headers .q4)(d), withParameter: true }, flags });
}
return out;
},
},
});

;



const paramHeaderRemoved = (0,rule .Km)()({
id: 'param-header-removed',
title: 'Parameter no longer mirrored into an HTTP header (x-mcp-header)',
scope: 'request',
severity: 'silent',
rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP stop sending the Mcp-Param header: a gateway or load balancer that routes, limits or authorises on it now sees nothing (${mirrored_headers .vW}).`,
message: ({ meta }) => meta.withParameter
? `removed parameter '${meta.parameter}' was mirrored into the HTTP header ${meta.header}: 2026-07-28 calls over Streamable HTTP no longer carry it (${mirrored_headers .vW})`
: `parameter '${meta.parameter}' is no longer mirrored into the HTTP header ${meta.header} on 2026-07-28 calls over Streamable HTTP (x-mcp-header removed; ${mirrored_headers .vW})`,
detect: {
keywords: ['x-mcp-header'],
compare(pair) {
const c = (0,mirrored_headers .a)(pair);
if (c?.kind !== 'removed')
return undefined;
return [{ before: c.before, after: null, pointer: c.pointer, meta: { parameter: pair.site.path, header: (0,mirrored_headers .TK)(c.before) } }];
},
},
on: {
tool(pair) {
const out = [];
for (const d of (0,mirrored_headers .JG)(pair).removed)
out.push({ before: d.header, after: null, pointer: (0,mirrored_headers .u2)(d), meta: { parameter: d.path.join('.'), header: (0,param_headers .q4)(d), withParameter: true } });
return out;
},
},
});

;


const paramHeaderRenamed = (0,rule .Km)()({
id: 'param-header-renamed',
title: 'Parameter mirrored into another HTTP header (x-mcp-header renamed)',
scope: 'request',
severity: 'silent',
rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP send the argument under another Mcp-Param header: a gateway or load balancer that routes, limits or authorises on the old name no longer sees it (${mirrored_headers .vW}).`,
message: ({ meta, after }) => meta.unusable
? (0,mirrored_headers ._P)(after, meta.parameter, `(was ${meta.from}) set on`)
: `parameter '${meta.parameter}' is mirrored into the HTTP header ${meta.to} instead of ${meta.from} on 2026-07-28 calls over Streamable HTTP (${mirrored_headers .vW})`,
detect: {
keywords: ['x-mcp-header'],
compare(pair) {
const c = (0,mirrored_headers .a)(pair);
if (c?.kind !== 'renamed')
return undefined;
const flags = (0,mirrored_headers .Z1)(pair.site.path, pair.after.node.schema, c.after, pair.site.tool);
return [
{
before: c.before,
after: c.after,
pointer: c.pointer,
meta: { parameter: pair.site.path, from: (0,mirrored_headers .TK)(c.before), to: (0,mirrored_headers .TK)(c.after), ...((0,mirrored_headers .Wd)(pair.after, c.after) ? {} : { unusable: true }) },
flags,
},
];
},
},
});

;



const paramHeaderInvalid = (0,rule .Km)()({
id: 'param-header-invalid',
title: 'An x-mcp-header annotation makes the tool invalid for 2026-07-28 clients',
scope: 'request',
severity: 'breaking',
rationale: 'A 2026-07-28 client over Streamable HTTP must drop a tool whose x-mcp-header annotation breaks the spec (a name that is not an RFC 9110 token or carries CR/LF, a duplicate ignoring case, a parameter that is not a string, integer or boolean, an annotation reachable only through items, a composition or conditional keyword or $ref): for those clients the tool disappears, as if removed. 2025-era clients ignore the annotation and still list it.',
judge: (meta) => meta.alreadyInvalid
? { severity: 'silent', reason: 'The tool already broke the x-mcp-header rules, so 2026-07-28 clients over Streamable HTTP already dropped it; the reason they do changed.' }
: undefined,
message: ({ site, meta }) => `'${site.tool}' is rejected by 2026-07-28 clients over Streamable HTTP: ${meta.reason} (${mirrored_headers .vW} and still list the tool)`,
on: {
tool({ before, after }) {
const was = (0,param_headers .zf)(before.inputSchema).problems;
const old = new Set(was.map((p) => `${p.kind}\u0000${p.reason}`));
const out = [];
for (const p of (0,param_headers .zf)(after.inputSchema).problems) {
if (old.has(`${p.kind}\u0000${p.reason}`))
continue;
out.push({ before: null, after: p.value, pointer: `/inputSchema${p.pointer}`, meta: { kind: p.kind, reason: p.reason, where: p.where, alreadyInvalid: was.length > 0 } });
}
return out;
},
},
});


var tool_list = __nccwpck_require__(8756);
;


const outputSchemaRemoved = (0,rule .Km)()({
id: 'output-schema-removed',
title: 'Output schema removed',
scope: 'tool',
severity: 'breaking',
rationale: 'Clients that validate or parse structuredContent lose the contract they were built on.',
message: ({ site }) => `output schema of tool '${site.tool}' removed`,
on: { tool: ({ before, after }) => ((0,tool_list .D1)(before) && !(0,tool_list .D1)(after) ? [{ before: before.outputSchema, after: null, pointer: '/outputSchema' }] : undefined) },
});

;


const outputSchemaAdded = (0,rule .Km)()({
id: 'output-schema-added',
title: 'Output schema added',
scope: 'tool',
severity: 'additive',
rationale: 'Clients gain a contract; nothing they relied on changed.',
message: ({ site }) => `output schema of tool '${site.tool}' added`,
on: { tool: ({ before, after }) => (!(0,tool_list .D1)(before) && (0,tool_list .D1)(after) ? [{ before: null, after: after.outputSchema, pointer: '/outputSchema' }] : undefined) },
});


var hints = __nccwpck_require__(9898);
;


const annotationRegressed = (0,rule .Km)()({
id: 'annotation-regressed',
title: 'Annotation regressed',
scope: 'annotations',
severity: 'silent',
rationale: 'The tool now claims to be less safe (may write, destroy, repeat effects or reach the open world): hosts that auto-approve on the old hint run it unprompted.',
message: ({ before, after, site, meta }) => `annotation ${meta.key} of tool '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)} (in effect ${String(meta.effectiveBefore)} to ${String(meta.effectiveAfter)})`,
on: {
tool: (pair) => (0,hints .rF)(pair).flatMap((c) => {
if (c.kind !== 'regressed')
return [];
const { key, before, after, effectiveBefore, effectiveAfter } = c;
const flag = {
id: 'annotation-regressed',
message: `${key} now says the tool is less safe (${String(effectiveBefore)} \u2192 ${String(effectiveAfter)})`,
evidence: `${key}: ${JSON.stringify(after)}`,
};
return [{ before, after, pointer: c.pointer, meta: { key, effectiveBefore, effectiveAfter }, flags: [flag] }];
}),
},
});

;


const annotationRelaxed = (0,rule .Km)()({
id: 'annotation-relaxed',
title: 'Annotation relaxed',
scope: 'annotations',
severity: 'additive',
rationale: 'The tool now claims to be safer: nothing callers relied on is lost.',
message: ({ before, after, site, meta }) => `annotation ${meta.key} of tool '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)} (in effect ${String(meta.effectiveBefore)} to ${String(meta.effectiveAfter)})`,
on: {
tool: (pair) => (0,hints .rF)(pair).flatMap((c) => c.kind === 'relaxed' ? [{ before: c.before, after: c.after, pointer: c.pointer, meta: { key: c.key, effectiveBefore: c.effectiveBefore, effectiveAfter: c.effectiveAfter } }] : []),
},
});

;


const annotationChanged = (0,rule .Km)()({
id: 'annotation-changed',
title: 'Annotation changed',
scope: 'annotations',
severity: 'cosmetic',
rationale: 'A literal change with the same effect: a title, a non-standard key, or a hint spelled out with its spec default.',
message: ({ before, after, site, meta }) => `annotation ${meta.key} of tool '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
on: {
tool: (pair) => (0,hints .rF)(pair).flatMap((c) => (c.kind === 'changed' ? [{ before: c.before, after: c.after, pointer: c.pointer, meta: { key: c.key } }] : [])),
},
});

;

const promptAdded = (0,rule .Km)()({
id: 'prompt-added',
title: 'Prompt added',
scope: 'prompt',
foundBy: 'pairing',
severity: 'additive',
rationale: 'Nothing that worked stops working.',
message: ({ site }) => `prompt '${site.tool}' added`,
});

;

const promptRemoved = (0,rule .Km)()({
id: 'prompt-removed',
title: 'Prompt removed',
scope: 'prompt',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Clients that request it get an error.',
message: ({ site }) => `prompt '${site.tool}' removed`,
});

;

const promptRenamed = (0,rule .Km)()({
id: 'prompt-renamed',
title: 'Prompt renamed',
scope: 'prompt',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Requests with the old name fail.',
message: ({ before, after }) => `prompt '${String(before)}' renamed to '${String(after)}'`,
});

;


const promptDescriptionChanged = (0,rule .Km)()({
id: 'prompt-description-changed',
textChange: true,
title: 'Prompt description changed',
scope: 'prompt',
severity: 'silent',
rationale: 'The text users and models pick the prompt by now says something else.',
...descriptionJudged('prompt'),
on: { prompt: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the prompt description') },
});

;

const promptArgumentAddedRequired = (0,rule .Km)()({
id: 'prompt-argument-added-required',
title: 'Required prompt argument added',
scope: 'prompt',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Requests built on the old prompt lack it and fail.',
message: ({ site }) => `required argument '${site.path}' added to prompt '${site.tool}'`,
});

;

const promptArgumentAddedOptional = (0,rule .Km)()({
id: 'prompt-argument-added-optional',
title: 'Optional prompt argument added',
scope: 'prompt',
foundBy: 'pairing',
severity: 'additive',
rationale: 'Old requests keep working.',
message: ({ site }) => `optional argument '${site.path}' added to prompt '${site.tool}'`,
});

;

const promptArgumentRemoved = (0,rule .Km)()({
id: 'prompt-argument-removed',
title: 'Prompt argument removed',
scope: 'prompt',
foundBy: 'pairing',
severity: 'silent',
rationale: 'Clients keep sending it and it is ignored: the prompt no longer uses what they give.',
message: ({ site }) => `argument '${site.path}' removed from prompt '${site.tool}'`,
});

;

const promptArgumentRenamed = (0,rule .Km)()({
id: 'prompt-argument-renamed',
title: 'Prompt argument renamed',
scope: 'prompt',
foundBy: 'pairing',
severity: 'silent',
rationale: 'Clients keep sending the old name, which is ignored.',
judge: (meta) => (meta.requiredAfter ? { severity: 'breaking', reason: 'The new name is required: old requests lack it and fail.' } : undefined),
message: ({ before, after, site }) => `argument '${String(before)}' of prompt '${site.tool}' renamed to '${String(after)}'`,
});

;

const promptArgumentBecameRequired = (0,rule .Km)()({
id: 'prompt-argument-became-required',
title: 'Prompt argument became required',
scope: 'prompt',
severity: 'breaking',
rationale: 'Requests that omitted it fail.',
message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became required`,

on: { argument: ({ before, after, site, renamed }) => (!renamed && before.required !== true && after.required === true ? [{ before: false, after: true, pointer: site.pointer }] : undefined) },
});

;

const promptArgumentBecameOptional = (0,rule .Km)()({
id: 'prompt-argument-became-optional',
title: 'Prompt argument became optional',
scope: 'prompt',
severity: 'additive',
rationale: 'Every old request stays valid.',
message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became optional`,

on: { argument: ({ before, after, site, renamed }) => (!renamed && before.required === true && after.required !== true ? [{ before: true, after: false, pointer: site.pointer }] : undefined) },
});

;



const promptArgumentDescriptionChanged = (0,rule .Km)()({
id: 'prompt-argument-description-changed',
textChange: true,
title: 'Prompt argument description changed',
scope: 'prompt',
severity: 'silent',
rationale: 'Same name, new meaning for what users and models fill in.',
judge: (meta) => judgeCosmetic(meta.edit),
message: ({ site, meta }) => `description of argument '${site.path}' of prompt '${site.tool}' changed${editNote(meta.edit)}`,
on: { argument: ({ before, after, site }) => textFinding(before.description, after.description, `${site.pointer}/description`, `the description of argument '${site.path}'`) },
});

;

const resourceTemplateAdded = (0,rule .Km)()({
id: 'resource-template-added',
title: 'Resource template added',
scope: 'resource',
foundBy: 'pairing',
severity: 'additive',
rationale: 'Nothing that worked stops working; its description is new text the model reads (checked for instructions).',
message: ({ site }) => `resource template '${site.tool}' added`,
});

;

const resourceTemplateRemoved = (0,rule .Km)()({
id: 'resource-template-removed',
title: 'Resource template removed',
scope: 'resource',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Clients and agents that build resource URIs from the template get unknown-resource errors.',
message: ({ site }) => `resource template '${site.tool}' removed`,
});

;




 
const FIELDS = ['uriTemplate', 'description', 'mimeType', 'title', 'annotations'];
const BY_FIELD = {
uriTemplate: { severity: 'breaking', reason: 'URIs built from the old template no longer name a resource of this server (or name another one).' },
description: undefined,
mimeType: { severity: 'silent', reason: 'Readers that parse the content by its old media type misread it.' },
title: { severity: 'cosmetic', reason: 'A display name: nothing reads it to build a request.' },
annotations: { severity: 'cosmetic', reason: 'Hints for clients (audience, priority), not part of any request.' },
};
const resourceTemplateChanged = (0,rule .Km)()({
id: 'resource-template-changed',
title: "A resource template's URI template, description, media type, title or annotations changed",
scope: 'resource',
severity: 'silent',
rationale: 'The description the model picks resources by now says something else (a changed URI template is breaking, a changed title cosmetic).',
judge: (meta) => judgeCosmetic(meta.edit) ?? BY_FIELD[meta.field],
message: ({ site, before, after, meta }) => meta.field === 'description' || meta.field === 'annotations'
? `${meta.field} of resource template '${site.tool}' changed${editNote(meta.edit)}`
: `${meta.field} of resource template '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
on: {
template({ before: a, after: b, site }) {
const out = [];
for (const field of FIELDS) {
const x = a[field];
const y = b[field];
if ((0,json .Zm)(x ?? null, y ?? null))
continue;
const text = field === 'description' || field === 'title';
const edit = text ? cosmeticEdit(x, y) : undefined;
const flags = field === 'description' && !edit ? (0,instructions .H)(x, y, `the description of resource template '${site.tool}'`) : [];
out.push({ before: (x ?? null), after: (y ?? null), pointer: `/${field}`, meta: { field, edit }, flags });
}
return out;
},
},
});

;

const resourceAdded = (0,rule .Km)()({
id: 'resource-added',
title: 'Resource added',
scope: 'resource',
foundBy: 'pairing',
severity: 'additive',
rationale: 'Nothing that worked stops working; its description is new text the model reads (checked for instructions).',
message: ({ site, after }) => `resource ${typeof after === 'string' ? `'${after}' ` : ''}(${site.tool}) added`,
});

;

const resourceRemoved = (0,rule .Km)()({
id: 'resource-removed',
title: 'Resource removed',
scope: 'resource',
foundBy: 'pairing',
severity: 'breaking',
rationale: 'Clients and agents that read the resource by its URI get an unknown-resource error.',
message: ({ site, before }) => `resource ${typeof before === 'string' ? `'${before}' ` : ''}(${site.tool}) removed`,
});

;




const resource_changed_FIELDS = ['uri', 'name', 'title', 'description', 'mimeType'];
const resource_changed_BY_FIELD = {
uri: { severity: 'breaking', reason: 'Clients and agents that read the resource by its old URI get an unknown-resource error.' },
name: undefined,
title: { severity: 'cosmetic', reason: 'A display name: nothing reads it to build a request.' },
description: undefined,
mimeType: { severity: 'silent', reason: 'Readers that parse the content by its old media type misread it.' },
};
const resourceChanged = (0,rule .Km)()({
id: 'resource-changed',
title: "A resource's URI, name, title, description or media type changed",
scope: 'resource',
severity: 'silent',
rationale: 'The name or description the model picks resources by now says something else (a changed URI is breaking, a changed title cosmetic).',
judge: (meta) => judgeCosmetic(meta.edit) ?? resource_changed_BY_FIELD[meta.field],
message: ({ site, before, after, meta }) => meta.field === 'description' ? `description of resource ${site.tool} changed${editNote(meta.edit)}` : `${meta.field} of resource ${site.tool} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
on: {
resource({ before: a, after: b, site }) {
const out = [];
for (const field of resource_changed_FIELDS) {
const x = a[field];
const y = b[field];
if ((0,json .Zm)(x ?? null, y ?? null))
continue;
const text = field === 'description' || field === 'title' || field === 'name';
const edit = text ? cosmeticEdit(x, y) : undefined;
const flags = field === 'description' && !edit ? (0,instructions .H)(x, y, `the description of resource '${site.tool}'`) : [];
out.push({ before: (x ?? null), after: (y ?? null), pointer: `/${field}`, meta: { field, ...(edit ? { edit } : {}) }, flags });
}
return out;
},
},
});

;



const instructionsChanged = (0,rule .Km)()({
id: 'instructions-changed',
title: 'Server instructions added, changed or removed',
scope: 'server',
severity: 'silent',
rationale: "Clients put the server's instructions into the model's context for every tool call: new words change how the model uses every tool, and can carry instructions (a rug pull that no tool shows); removed ones can drop a safety rule the agent relied on.",
judge: (meta) => judgeCosmetic(meta.edit),
message: ({ meta }) => `server instructions ${meta.change}${editNote(meta.edit)}`,
on: {
server({ before, after }) {

if (before.instructionsUnpinned || after.instructionsUnpinned)
return undefined;
const a = before.instructions;
const b = after.instructions;
if ((a ?? '') === (b ?? ''))
return undefined;
const change = !a ? 'added' : !b ? 'removed' : 'changed';
const edit = change === 'changed' ? cosmeticEdit(a, b) : undefined;
const flags = edit ? [] : (0,instructions .H)(a, b, 'the server instructions');
return [{ before: a ?? null, after: b ?? null, pointer: '/instructions', meta: { change, edit }, flags }];
},
},
});

;

 
function scopesAdded(before, after) {
const had = new Set(before ?? []);
return (after ?? []).filter((s) => !had.has(s));
}
const authScopeWidened = (0,rule .Km)()({
id: 'auth-scope-widened',
title: 'Server demands wider OAuth scopes',
scope: 'server',
severity: 'silent',
rationale: "A remote server's challenges now demand scopes its pinned contract did not: the tokens agents hold for it (minted for the old scopes) are refused or stepped up, and an agent granted the new scope can do more than it was reviewed for. Nothing in the tools shows it.",
message: ({ meta }) => `the server now demands OAuth scope${meta.added.length > 1 ? 's' : ''} ${meta.added.map((s) => `"${s}"`).join(', ')}`,
on: {
server({ before, after }) {

if (!before.auth || !after.auth)
return undefined;
const added = scopesAdded(before.auth.scopesRequired, after.auth.scopesRequired);
if (!added.length)
return undefined;
return [{ before: before.auth.scopesRequired ?? [], after: after.auth.scopesRequired ?? [], pointer: '/auth/scopesRequired', tool: 'auth', meta: { added } }];
},
},
});

;

const authServerChanged = (0,rule .Km)()({
id: 'auth-server-changed',
title: 'OAuth authorization server changed',
scope: 'server',
severity: 'breaking',
rationale: 'The protected-resource metadata names other authorization servers: clients registered with the old one hold no credentials the new one accepts, and tokens now come from an issuer nobody reviewed.',
message: ({ before, after }) => `the server's authorization servers changed from ${list(before)} to ${list(after)}`,
on: {
server({ before, after }) {
const a = before.auth?.authorizationServers;
const b = after.auth?.authorizationServers;

if (!a?.length || !b?.length || (a.length === b.length && a.every((x, i) => x === b[i])))
return undefined;
return [{ before: a, after: b, pointer: '/auth/authorizationServers', tool: 'auth' }];
},
},
});
function list(value) {
return Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(value);
}


var surfaces = __nccwpck_require__(9710);
;



const ui_resource_changed_BY_FIELD = {
content: undefined,
mimeType: undefined,
domain: { severity: 'silent', reason: "The frame's origin changed: what its OAuth callbacks, CORS policies and API key allowlists trust moves with it." },
prefersBorder: { severity: 'cosmetic', reason: 'A display preference: the host draws a border or not.' },
visibility: { severity: 'silent', reason: 'Who may call the tool (the model, the UI, or both) changed: a tool hidden from the model becomes callable by it, or the reverse.' },
};
 
function contentValue(ui) {
return 'error' in ui.resource ? `unreadable: ${ui.resource.error}` : ui.resource.digest;
}
function sized(ui) {
const c = (0,surfaces .$E)(ui);
return c ? `${(0,surfaces .VK)(c.digest)} (${c.size} bytes)` : contentValue(ui);
}
const uiResourceChanged = (0,rule .Km)()({
id: 'ui-resource-changed',
title: "A tool's UI resource (MCP Apps) changed its content, media type, origin or visibility",
scope: 'tool',
severity: 'silent',
rationale: "The HTML the host renders for the tool is what the user sees and it can call the server's tools: new bytes under the same `ui://` URI change both, and nothing in the tool list shows it.",
judge: (meta) => ui_resource_changed_BY_FIELD[meta.field],
message: ({ site, before, after, meta }) => meta.field === 'content'
? `UI resource ${meta.uri} of tool '${site.tool}' changed: ${meta.from} \u2192 ${meta.to}`
: `${meta.field} of UI resource ${meta.uri} of tool '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
on: {
server({ before, after }) {
const out = [];
for (const { tool, before: a, after: b } of (0,surfaces .c5)(before, after)) {
if (!a || !b || a.resourceUri !== b.resourceUri)
continue; 
const uri = b.resourceUri;
const at = (p) => ({ entity: 'tool', tool, pointer: `/ui/${p}` });
if (contentValue(a) !== contentValue(b))
out.push({ ...at('resource/digest'), before: contentValue(a), after: contentValue(b), meta: { uri, field: 'content', from: sized(a), to: sized(b) } });
const x = (0,surfaces .$E)(a);
const y = (0,surfaces .$E)(b);
for (const field of ['mimeType', 'domain', 'prefersBorder']) {
const v = x?.[field];
const w = y?.[field];
if (x && y && !(0,json .Zm)(v ?? null, w ?? null))
out.push({ ...at(`resource/${field}`), before: (v ?? null), after: (w ?? null), meta: { uri, field } });
}
if (!(0,json .Zm)(a.visibility ?? null, b.visibility ?? null))
out.push({ ...at('visibility'), before: a.visibility ?? null, after: b.visibility ?? null, meta: { uri, field: 'visibility' } });
}
return out;
},
},
});

;


const uiResourceSwitched = (0,rule .Km)()({
id: 'ui-resource-switched',
title: "A tool's UI resource (MCP Apps) switched to another, added or dropped",
scope: 'tool',
severity: 'silent',
rationale: "The tool now renders another `ui://` resource (or one where it rendered none): different HTML that the user sees and that can call the server's tools, under a tool whose list entry may not have changed at all.",
message: ({ site, before, after }) => before === null
? `tool '${site.tool}' now renders UI resource ${String(after)}`
: after === null
? `tool '${site.tool}' no longer renders UI resource ${String(before)}`
: `tool '${site.tool}' switched its UI resource from ${String(before)} to ${String(after)}`,
on: {
server({ before, after }) {
return (0,surfaces .c5)(before, after)
.filter((p) => p.before?.resourceUri !== p.after?.resourceUri)
.map((p) => ({ entity: 'tool', tool: p.tool, pointer: '/ui/resourceUri', before: p.before?.resourceUri ?? null, after: p.after?.resourceUri ?? null }));
},
},
});

;


const uiCspWidened = (0,rule .Km)()({
id: 'ui-csp-widened',
title: "A tool's UI resource (MCP Apps) widened its CSP",
scope: 'tool',
severity: 'breaking',
rationale: 'The frame may now reach origins the pinned UI could not (connect, load, frame, base URI): data the user sees or types can leave for them, and code from them runs inside the host. A security surface, reviewed like a new permission.',
message: ({ site, meta }) => `CSP of UI resource ${meta.uri} of tool '${site.tool}' widened: ${meta.added.join(', ')} added`,
on: {
server({ before, after }) {
return (0,surfaces .c5)(before, after).flatMap(({ tool, before: a, after: b }) => {
const x = (0,surfaces .bY)(a);
const y = (0,surfaces .bY)(b);
const { added } = (0,surfaces .gp)(x, y);
const uri = b?.resourceUri ?? a?.resourceUri ?? '';
return added.length ? [{ entity: 'tool', tool, pointer: '/ui/resource/csp', before: x, after: y, meta: { uri, added } }] : [];
});
},
},
});

;


const uiCspNarrowed = (0,rule .Km)()({
id: 'ui-csp-narrowed',
title: "A tool's UI resource (MCP Apps) narrowed its CSP",
scope: 'tool',
severity: 'additive',
rationale: 'The frame may reach fewer origins than the pinned UI: nothing new can leave or load.',
message: ({ site, meta }) => `CSP of UI resource ${meta.uri} of tool '${site.tool}' narrowed: ${meta.removed.join(', ')} removed`,
on: {
server({ before, after }) {
return (0,surfaces .c5)(before, after).flatMap(({ tool, before: a, after: b }) => {
const x = (0,surfaces .bY)(a);
const y = (0,surfaces .bY)(b);
const { removed } = (0,surfaces .gp)(x, y);
const uri = b?.resourceUri ?? a?.resourceUri ?? '';
return removed.length ? [{ entity: 'tool', tool, pointer: '/ui/resource/csp', before: x, after: y, meta: { uri, removed } }] : [];
});
},
},
});

;


const uiPermissionsWidened = (0,rule .Km)()({
id: 'ui-permissions-widened',
title: "A tool's UI resource (MCP Apps) widened its sandbox permissions",
scope: 'tool',
severity: 'breaking',
rationale: 'The UI now asks the host for sandbox permissions (camera, microphone, geolocation, clipboard write) the pinned UI did not: a security surface, reviewed like any new permission.',
message: ({ site, meta }) => `sandbox permissions of UI resource ${meta.uri} of tool '${site.tool}' widened: ${meta.added.join(', ')} added`,
on: {
server({ before, after }) {
return (0,surfaces .c5)(before, after).flatMap(({ tool, before: a, after: b }) => {
const x = (0,surfaces .QE)(a);
const y = (0,surfaces .QE)(b);
const { added } = (0,surfaces .gp)(x, y);
const uri = b?.resourceUri ?? a?.resourceUri ?? '';
return added.length ? [{ entity: 'tool', tool, pointer: '/ui/resource/permissions', before: x, after: y, meta: { uri, added } }] : [];
});
},
},
});

;


const uiPermissionsNarrowed = (0,rule .Km)()({
id: 'ui-permissions-narrowed',
title: "A tool's UI resource (MCP Apps) narrowed its sandbox permissions",
scope: 'tool',
severity: 'additive',
rationale: 'The UI asks for fewer sandbox permissions than the pinned one: nothing new is granted.',
message: ({ site, meta }) => `sandbox permissions of UI resource ${meta.uri} of tool '${site.tool}' narrowed: ${meta.removed.join(', ')} removed`,
on: {
server({ before, after }) {
return (0,surfaces .c5)(before, after).flatMap(({ tool, before: a, after: b }) => {
const x = (0,surfaces .QE)(a);
const y = (0,surfaces .QE)(b);
const { removed } = (0,surfaces .gp)(x, y);
const uri = b?.resourceUri ?? a?.resourceUri ?? '';
return removed.length ? [{ entity: 'tool', tool, pointer: '/ui/resource/permissions', before: x, after: y, meta: { uri, removed } }] : [];
});
},
},
});

;

const skillAdded = (0,rule .Km)()({
id: 'skill-added',
title: 'Skill added (skills extension), with the tools its allowed-tools grants',
scope: 'server',
foundBy: 'pairing',
severity: 'silent',
rationale: "A new skill is new instructions a host may load into the model (and its `allowed-tools` asks for tool access without prompts): the extension requires the user's approval of it, bound to its files, so it is reviewed like changed instructions. Skill files injected by a release are a documented attack.",
message: ({ meta }) => `skill '${meta.name}' added${meta.allowedTools.length ? ` (allowed-tools: ${meta.allowedTools.join(', ')})` : ''}`,
});

;

const skillRemoved = (0,rule .Km)()({
id: 'skill-removed',
title: 'Skill removed (skills extension)',
scope: 'server',
foundBy: 'pairing',
severity: 'breaking',
rationale: "Hosts that load the skill by its URI (from an approval, the server's instructions or another skill) get an unknown-skill error, and the workflow it taught is gone.",
message: ({ meta }) => `skill '${meta.name}' removed`,
});

;


 
function manifest(skill) {
if (skill.resources === 'dynamic')
return 'dynamic';
const root = skill.uri.replace(/SKILL\.md$/, '');
return skill.resources.map((f) => `${f.uri.startsWith(root) ? f.uri.slice(root.length) : f.uri} ${f.digest}`);
}
const skillFilesChanged = (0,rule .Km)()({
id: 'skill-files-changed',
title: "A skill's files (SKILL.md or a supporting file) changed, were added or removed",
scope: 'server',
severity: 'silent',
rationale: "The extension binds a host's approval of a skill to its whole file set and revokes it when the set changes: new bytes in any file are new instructions, scripts or references the model acts on, and the server's own digests are no trust anchor (any intermediary can rewrite file and digest).",
message: ({ meta }) => {
const parts = [
meta.changed.length ? `${meta.changed.join(', ')} edited` : '',
meta.added.length ? `${meta.added.join(', ')} added` : '',
meta.removed.length ? `${meta.removed.join(', ')} removed` : '',
];
return `files of skill '${meta.name}' changed: ${parts.filter(Boolean).join('; ')}`;
},
on: {
skill({ before: a, after: b }) {
const x = manifest(a);
const y = manifest(b);
if (JSON.stringify(x) === JSON.stringify(y))
return [];
const name = (0,surfaces .F)(b);
if (x === 'dynamic' || y === 'dynamic') {
const meta = { name, changed: [], added: x === 'dynamic' ? ['(a file list)'] : [], removed: y === 'dynamic' ? ['(the file list: now "dynamic")'] : [] };
return [{ pointer: '/resources', before: x, after: y, meta }];
}
const split = (lines) => new Map(lines.map((l) => [l.slice(0, l.lastIndexOf(' ')), l.slice(l.lastIndexOf(' ') + 1)]));
const p = split(x);
const q = split(y);
const changed = [...p.keys()].filter((k) => q.has(k) && q.get(k) !== p.get(k));
const added = [...q.keys()].filter((k) => !p.has(k));
const removed = [...p.keys()].filter((k) => !q.has(k));
const show = (m, keys) => keys.map((k) => `${k} ${(0,surfaces .VK)(m.get(k))}`);
return [{ pointer: '/resources', before: show(p, [...changed, ...removed]), after: show(q, [...changed, ...added]), meta: { name, changed, added, removed } }];
},
},
});

;


const skillAllowedToolsWidened = (0,rule .Km)()({
id: 'skill-allowed-tools-widened',
title: "A skill's allowed-tools grants more tools",
scope: 'server',
severity: 'breaking',
rationale: "`allowed-tools` asks the host to let the skill use tools without asking: the extension forbids honouring it from a server without the user's approval, so a release that grants more is a permission change, reviewed before it reaches an agent.",
message: ({ meta }) => `allowed-tools of skill '${meta.name}' widened: ${meta.added.join(', ')} added`,
on: {
skill({ before: a, after: b }) {
const { added } = (0,surfaces .gp)((0,surfaces .gu)(a), (0,surfaces .gu)(b));
return added.length ? [{ pointer: '/frontmatter/allowed-tools', before: (0,surfaces .gu)(a), after: (0,surfaces .gu)(b), meta: { name: (0,surfaces .F)(b), added } }] : [];
},
},
});

;




const skillDescriptionChanged = (0,rule .Km)()({
id: 'skill-description-changed',
title: "A skill's description changed",
scope: 'server',
severity: 'silent',
textChange: true,
rationale: 'The description is what the model picks a skill by and when it loads it: new words change when the skill runs, and can carry instructions of their own.',
judge: (meta) => judgeCosmetic(meta.edit),
message: ({ meta }) => `description of skill '${meta.name}' changed${editNote(meta.edit)}`,
on: {
skill({ before: a, after: b }) {
const x = typeof a.frontmatter.description === 'string' ? a.frontmatter.description : undefined;
const y = typeof b.frontmatter.description === 'string' ? b.frontmatter.description : undefined;
if (x === y)
return [];
const edit = cosmeticEdit(x, y);
const flags = edit ? [] : (0,instructions .H)(x, y, `the description of skill '${(0,surfaces .F)(b)}'`);
return [{ pointer: '/frontmatter/description', before: x ?? null, after: y ?? null, meta: { name: (0,surfaces .F)(b), ...(edit ? { edit } : {}) }, flags }];
},
},
});

;

const NOUN = { ui: 'MCP Apps UI resources', skills: 'skills' };
const surfaceUnpinned = (0,rule .Km)()({
id: 'surface-unpinned',
title: 'The server serves UI resources or skills the lockfile does not pin',
scope: 'server',
severity: 'silent',
rationale: 'The lockfile was pinned before the gate pinned this surface (or before the server served it): what the server serves there was never reviewed, so it is neither passed nor reported as added; a re-pin pins it and its later changes are judged rule by rule.',
message: ({ meta }) => `the lockfile pins no ${NOUN[meta.surface]} for this server, which now serves ${meta.entries.length}: ${meta.entries.join(', ')} (re-pin to review them)`,
on: {
server({ before, after }) {
const out = [];
const tools = (after.ui ?? []).map((u) => `${u.tool} \u2192 ${u.resourceUri}`);
if (before.uiUnpinned && !after.uiUnpinned && tools.length)
out.push({ tool: 'ui', pointer: '/ui', before: null, after: tools, meta: { surface: 'ui', entries: tools } });
const skills = (after.skills ?? []).map((s) => s.uri);
if (before.skillsUnpinned && !after.skillsUnpinned && skills.length)
out.push({ tool: 'skills', pointer: '/skills', before: null, after: skills, meta: { surface: 'skills', entries: skills } });
return out;
},
},
});

;
 


























































































  }),

  8367:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    E9: () => (  declaredSchema),
    F0: () => (  newToolHeaderFlags),
    JG: () => (  headersWithParameters),
    TK: () => (  headerText),
    Wd: () => (  mirrorable),
    Z1: () => (  secretFlag),
    _P: () => (  unusable),
    a: () => (  nodeHeaderChange),
    u2: () => (  declarationPointer),
    vW: () => (  ERAS_NOTE)
  });
 
  var _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3163);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1973);









 
const ERAS_NOTE = '2025-era clients and clients over stdio ignore the annotation';
 
function headerText(value) {
if (typeof value === 'string')
return (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .Lp)(value) ? (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .q4)({ header: value }) : `'${JSON.stringify(value).slice(1, -1)}'`;
return value === undefined || value === null ? '(none)' : JSON.stringify(value);
}
 
function annotationOf(view) {
for (const n of [view.node, ...view.alternatives])
if (Object.hasOwn(n.schema, _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .ys))
return { value: n.schema[_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .ys], pointer: `${n.pointer}/${_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .ys}` };
return undefined;
}






function mirrorable(view, value) {
const { schema, pointer, root, rootPointer } = view.node;
if (!(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .Lp)(value) || typeof schema.type !== 'string' || !_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .c5.includes(schema.type))
return false;
if (rootPointer !== '/inputSchema' || !pointer.startsWith(`${rootPointer}/`))
return false;
const path = pointer.slice(rootPointer.length + 1).split('/');
if (path.length % 2 !== 0 || path.some((token, i) => i % 2 === 0 && token !== 'properties'))
return false;
let node = root;
for (const token of path)
node = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(node) ? node[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
return node === schema;
}
 
function unusable(value, parameter, verb) {
return `x-mcp-header ${headerText(value)} ${verb} ${parameter ? `'${parameter}'` : 'the schema root'}, which 2026-07-28 clients over Streamable HTTP cannot mirror: they reject the whole tool (see param-header-invalid; ${ERAS_NOTE})`;
}
function nodeHeaderChange(pair) {
if (pair.direction !== 'request')
return undefined;
const x = annotationOf(pair.before);
const y = annotationOf(pair.after);
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Zm)(x?.value, y?.value))
return undefined;
if (x === undefined)
return { kind: 'added', after: y.value, pointer: y.pointer };
if (y === undefined)
return { kind: 'removed', before: x.value, pointer: x.pointer };
return { kind: 'renamed', before: x.value, after: y.value, pointer: y.pointer };
}






function headersWithParameters({ before, after }) {
const sa = (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .zf)(before.inputSchema);
const sb = (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .zf)(after.inputSchema);
const added = sb.declarations.filter((d) => !(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .dm)(before.inputSchema, d.path));
const removed = sa.declarations.filter((d) => !(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .dm)(after.inputSchema, d.path));
return added.length && removed.length ? { added: [], removed: [] } : { added, removed };
}
 
function declarationPointer(d) {
return `/inputSchema${d.path.map((p) => `/properties/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}/${_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .ys}`;
}
 
const SECRET_NAME = /^(?!.*(?:page|next|prev|previous|continuation|cursor|sync|pagination|resume)[_-]?token)(?:.*[_-])?(?:token|secret|password|passwd|passphrase|pwd|api[_-]?key|apikey|access[_-]?key|private[_-]?key|secret[_-]?key|client[_-]?secret|credentials?|auth|authorization|bearer|cookie|session[_-]?id|otp|pin|ssn|social[_-]?security(?:[_-]number)?|date[_-]?of[_-]?birth|dob|birth[_-]?date|email(?:[_-]address)?|phone(?:[_-]number)?|mobile(?:[_-]number)?|credit[_-]?card(?:[_-]number)?|card[_-]?number|cvv|cvc|iban|passport(?:[_-]number)?|tax[_-]?id)(?:[_-].*)?$/i;
const SECRET_TEXT = /\b(?:api[ -]?key|access[ -]?token|bearer[ -]token|auth(?:entication|orization)?[ -]token|refresh[ -]token|secret[ -]key|client[ -]secret|private[ -]key|password|passphrase|credentials?|session[ -]cookie|social[ -]security[ -]number|date[ -]of[ -]birth|credit[ -]card[ -]number|card[ -]number|passport[ -]number|personal(?:ly)?[ -]identifiable|PII|e-?mail[ -]address|phone[ -]number)\b/i;
 
function words(name) {
return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
}





function secretEvidence(name, schema, header) {
if (SECRET_NAME.test(words(name)))
return `parameter name '${name}'`;
if (typeof header === 'string' && SECRET_NAME.test(words(header)))
return `header name '${header}'`;
const description = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(schema) && typeof schema.description === 'string' ? schema.description : undefined;
const hit = description ? SECRET_TEXT.exec(description) : null;
return hit ? `description says '${hit[0]}'` : undefined;
}
 
function secretFlag(parameter, schema, header, tool) {
const evidence = secretEvidence(parameter.split('.').at(-1) ?? parameter, schema, header);
if (!evidence)
return [];
return [
{
id: 'secret-in-header',
message: `parameter '${parameter}' of '${tool}' looks like a secret or personal data (${evidence}) and is mirrored into the HTTP header ${headerText(header)}, which every proxy, gateway and log on the way sees`,
confidence: 'high',
family: 'mirrored-secret',
evidence,
},
];
}
 
function declaredSchema(inputSchema, d) {
let node = inputSchema;
for (const p of d.path)
node = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(node) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(node.properties) ? node.properties[p] : undefined;
return node;
}
 
function newToolHeaderFlags(tool) {
return (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__  .zf)(tool.inputSchema).declarations.flatMap((d) => secretFlag(d.path.join('.'), declaredSchema(tool.inputSchema, d), d.header, tool.name));
}


  }),

  9710:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    $E: () => (  contentOf),
    F: () => (  skillName),
    QE: () => (  permissionEntries),
    VK: () => (  shortDigest),
    bY: () => (  cspEntries),
    c5: () => (  uiPairs),
    gp: () => (  setDiff),
    gu: () => (  grants)
  });
  var _contract_surfaces_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3565);
  var _contract_tool_list_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8756);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1973);



function uiPairs(before, after) {
if (before.uiUnpinned || after.uiUnpinned)
return [];
const names = (s) => new Set((0,_contract_tool_list_js__WEBPACK_IMPORTED_MODULE_1__  .Gd)(s.tools).entries.map((t) => t.name));
const inBefore = names(before);
const inAfter = names(after);
const a = new Map((before.ui ?? []).map((u) => [u.tool, u]));
const b = new Map((after.ui ?? []).map((u) => [u.tool, u]));
const tools = [...new Set([...a.keys(), ...b.keys()])].filter((t) => inBefore.has(t) && inAfter.has(t)).sort();
return tools.map((tool) => ({ tool, before: a.get(tool), after: b.get(tool) }));
}
 
function contentOf(ui) {
return ui && !('error' in ui.resource) ? ui.resource : undefined;
}
 
function cspEntries(ui) {
const csp = contentOf(ui)?.csp;
if (!csp)
return [];
return _contract_surfaces_js__WEBPACK_IMPORTED_MODULE_0__  .fy.flatMap((list) => (Array.isArray(csp[list]) ? csp[list].filter((o) => typeof o === 'string').map((o) => `${list} ${o}`) : [])).sort();
}
 
function permissionEntries(ui) {
const p = contentOf(ui)?.permissions;
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(p)
? Object.keys(p)
.filter((k) => p[k] !== undefined && p[k] !== null && p[k] !== false)
.sort()
: [];
}
 
function setDiff(before, after) {
const a = new Set(before);
const b = new Set(after);
return { added: after.filter((x) => !a.has(x)), removed: before.filter((x) => !b.has(x)) };
}
 
function grants(skill) {
return skill ? (0,_contract_surfaces_js__WEBPACK_IMPORTED_MODULE_0__  .OX)(skill.frontmatter) : [];
}
 
function skillName(skill) {
return typeof skill.frontmatter.name === 'string' ? skill.frontmatter.name : skill.uri;
}
 
function shortDigest(digest) {
return digest.length > 19 ? `${digest.slice(0, 19)}\u2026` : digest;
}


  }),

  5873:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    a: () => (  titleFollowsName)
  });
 
 




function defaultTitle(name) {
return name
.toLowerCase()
.replace(/(^|[^a-z])([a-z])/g, (_, before, letter) => before + letter.toUpperCase())
.replace(/_/g, ' ');
}
 
function titleFollowsName(before, after, renamed) {
return renamed !== undefined && before === defaultTitle(renamed.from) && after === defaultTitle(renamed.to);
}


  }),

  9645:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    BH: () => (  codePoints),
    FE: () => (  isMultiple),
    Jo: () => (  jsonSame),
    O: () => (  formatHolds),
    O0: () => (  Unsupported),
    RZ: () => (  isKnownFormat),
    WF: () => (  jsonTypeOf),
    jB: () => (  regexOf),
    xu: () => (  isNamedFormat)
  });
  var ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3175);









class Unsupported extends Error {
keyword;
constructor(keyword) {
super(`unsupported keyword: ${keyword}`);
this.keyword = keyword;
}
}
const regexes = new Map();
 
function regexOf(pattern) {
let re = regexes.get(pattern);
if (!re) {
try {
re = new RegExp(pattern, 'u');
}
catch {
throw new Unsupported('pattern');
}
if (regexes.size > 4096)
regexes.clear();
regexes.set(pattern, re);
}
return re;
}
 
function codePoints(s) {
let n = 0;
for (let i = 0; i < s.length; i++) {
n++;
const c = s.charCodeAt(i);
if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
const d = s.charCodeAt(i + 1);
if (d >= 0xdc00 && d <= 0xdfff)
i++;
}
}
return n;
}
 
function isMultiple(value, m) {
const t = value / m;
return t === parseInt(String(t), 10);
}
 
function jsonSame(a, b) {
if (a === b)
return true;
if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
return false;
if (Array.isArray(a)) {
if (!Array.isArray(b) || a.length !== b.length)
return false;
for (let i = 0; i < a.length; i++)
if (!jsonSame(a[i], b[i]))
return false;
return true;
}
if (Array.isArray(b))
return false;
const ka = Object.keys(a);
if (ka.length !== Object.keys(b).length)
return false;
for (const k of ka)
if (!Object.prototype.hasOwnProperty.call(b, k) || !jsonSame(a[k], b[k]))
return false;
return true;
}
function jsonTypeOf(v) {
if (v === null)
return 'null';
if (Array.isArray(v))
return 'array';
return typeof v;
}
const FORMATS = ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__.fullFormats;
 
function formatHolds(name, value) {
const def = Object.prototype.hasOwnProperty.call(FORMATS, name) ? FORMATS[name] : undefined;
if (def === undefined || def === true)
return true;
const type = typeof def === 'object' && !(def instanceof RegExp) ? (def.type ?? 'string') : 'string';
if (type === 'number' ? typeof value !== 'number' : typeof value !== 'string')
return true;
const test = def instanceof RegExp || typeof def === 'function' ? def : def.validate;
return test instanceof RegExp ? test.test(value) : test(value);
}
 
function isNamedFormat(name) {
return Object.prototype.hasOwnProperty.call(FORMATS, name);
}
 
function isKnownFormat(name) {
return Object.prototype.hasOwnProperty.call(FORMATS, name) && FORMATS[name] !== true;
}


  }),

  4977:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    AP: () => (  canon),
    Cq: () => (  hasExtras),
    Fq: () => (  MAX_FORMS),
    Jz: () => (  noteReading),
    KN: () => (  isBottom),
    MF: () => (  TooLarge),
    Nx: () => (  TOP_LAZY),
    QE: () => (  TYPES),
    RZ: () => (  lazy),
    Sd: () => (  numTop),
    T5: () => (  readsWithin),
    Yt: () => (  isTop),
    _N: () => (  BOTTOM),
    dU: () => (  objTop),
    eO: () => (  known),
    h4: () => (  BOTTOM_LAZY),
    nI: () => (  arrTop),
    tL: () => (  strTop),
    wv: () => (  TOP)
  });




const READING_RANK = { entry: 0, inplace: 1, open: 2 };




const readings = new WeakMap();
function noteReading(c, text, reading) {
readings.set(c, { text, reading });
}




function readsWithin(x, y) {
const rx = readings.get(x);
if (rx === undefined)
return false;
const ry = readings.get(y);
return ry !== undefined && rx.text === ry.text && READING_RANK[rx.reading] <= READING_RANK[ry.reading];
}
const TYPES = ['null', 'bool', 'num', 'str', 'arr', 'obj'];
let nextId = 1;
function canon(parts) {
return { id: nextId++, null: parts.null ?? [], bool: parts.bool ?? [], num: parts.num ?? [], str: parts.str ?? [], arr: parts.arr ?? [], obj: parts.obj ?? [] };
}
function lazy(f) {
let c;
return {
get: () => (c ??= f()),
};
}
function known(c) {
return { get: () => c };
}
 
const TOP_LAZY = { get: () => TOP };
const BOTTOM_LAZY = { get: () => BOTTOM };
const numTop = () => ({ lo: -Infinity, loEx: false, hi: Infinity, hiEx: false, mult: [], notMult: [], notVals: [] });
const strTop = () => ({ minLen: 0, maxLen: Infinity, patterns: [], notPatterns: [], formats: [], notFormats: [], notVals: [] });
const arrTop = () => ({ minItems: 0, maxItems: Infinity, prefix: [], items: TOP_LAZY, contains: [], unique: false, notVals: [] });
const objTop = () => ({ layers: [], required: new Set(), minProps: 0, maxProps: Infinity, names: [], depReq: [], depSchemas: [], notVals: [] });
 
const TOP = canon({ null: [{}], bool: [{ vals: [true, false] }], num: [numTop()], str: [strTop()], arr: [arrTop()], obj: [objTop()] });
 
const BOTTOM = canon({});
 
function isBottom(c) {
return c === BOTTOM || TYPES.every((t) => c[t].length === 0);
}
function hasExtras(f) {
return !!(f.nots?.length || f.oneOfs?.length || f.conds?.length || f.opaque?.length);
}
 
function isTop(c) {
if (c === TOP)
return true;
if (c.null.length !== 1 || hasExtras(c.null[0]))
return false;
if (c.bool.length !== 1 || hasExtras(c.bool[0]) || c.bool[0].vals.length !== 2)
return false;
if (c.num.length !== 1 || !numIsTop(c.num[0]))
return false;
if (c.str.length !== 1 || !strIsTop(c.str[0]))
return false;
if (c.arr.length !== 1 || !arrIsTop(c.arr[0]))
return false;
return c.obj.length === 1 && objIsTop(c.obj[0]);
}
function numIsTop(f) {
return !hasExtras(f) && f.lo === -Infinity && f.hi === Infinity && !f.mult.length && !f.notMult.length && !f.vals && !f.notVals.length;
}
function strIsTop(f) {
return !hasExtras(f) && f.minLen === 0 && f.maxLen === Infinity && !f.patterns.length && !f.notPatterns.length && !f.formats.length && !f.notFormats.length && !f.vals && !f.notVals.length;
}
function arrIsTop(f) {
return (!hasExtras(f) && f.minItems === 0 && f.maxItems === Infinity && f.prefix.every((p) => p === TOP_LAZY) && f.items === TOP_LAZY && !f.contains.length && !f.unique && !f.vals && !f.notVals.length);
}
function objIsTop(f) {
return (!hasExtras(f) &&
f.layers.every((l) => l.additional === TOP_LAZY && l.patterns.every((p) => p.s === TOP_LAZY) && [...l.props.values()].every((p) => p === TOP_LAZY)) &&
!f.required.size &&
f.minProps === 0 &&
f.maxProps === Infinity &&
!f.names.length &&
!f.depReq.length &&
!f.depSchemas.length &&
!f.vals &&
!f.notVals.length);
}
 
class TooLarge extends Error {
keyword;
constructor(keyword) {
super(`too large: ${keyword}`);
this.keyword = keyword;
}
}
 
const MAX_FORMS = 48;


  }),

  8449:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
lJ: () => (  subschema_confirm),
E6: () => (  subschema_embed),
d8: () => (  included)
});




var json = __nccwpck_require__(1973);

var canonical = __nccwpck_require__(207);

var subschema_forms = __nccwpck_require__(4977);

var keywords = __nccwpck_require__(5056);

var ajv_semantics = __nccwpck_require__(9645);

var member = __nccwpck_require__(4696);
;



 
function concat(a, b) {
if (!a?.length)
return b?.length ? b : undefined;
if (!b?.length)
return a;
return [...a, ...b];
}
function joinExtras(a, b) {
const out = {};
const nots = concat(a.nots, b.nots);
const oneOfs = concat(a.oneOfs, b.oneOfs);
const conds = concat(a.conds, b.conds);
const opaque = concat(a.opaque, b.opaque);
if (nots)
out.nots = nots;
if (oneOfs)
out.oneOfs = oneOfs;
if (conds)
out.conds = conds;
if (opaque)
out.opaque = opaque;
return out;
}
function lazyAnd(x, y) {
if (x === subschema_forms .Nx || x === y)
return y;
if (y === subschema_forms .Nx)
return x;
if (x === subschema_forms .h4 || y === subschema_forms .h4)
return subschema_forms .h4;
return (0,subschema_forms .RZ)(() => intersect(x.get(), y.get()));
}
 
function intersect(a, b) {
if (a === b || b === subschema_forms .wv)
return a;
if (a === subschema_forms .wv)
return b;
if ((0,subschema_forms .KN)(a) || (0,subschema_forms .KN)(b))
return subschema_forms ._N;
const out = {};
for (const t of subschema_forms .QE) {
const fa = a[t];
const fb = b[t];
if (!fa.length || !fb.length)
continue;
if (fa.length * fb.length > subschema_forms .Fq * 4)
throw new subschema_forms .MF('allOf');
const forms = [];
for (const x of fa)
for (const y of fb) {
const f = intersectForm(t, x, y);
if (f && !formEmpty(t, f))
forms.push(f);
}
if (forms.length > subschema_forms .Fq)
throw new subschema_forms .MF('allOf');
out[t] = forms;
}
return (0,subschema_forms .AP)(out);
}
 
function union(parts) {
const live = parts.filter((p) => !(0,subschema_forms .KN)(p));
if (live.length === 0)
return subschema_forms ._N;
if (live.length === 1)
return live[0];
if (live.some(subschema_forms .Yt))
return subschema_forms .wv;
const out = {};
for (const t of subschema_forms .QE) {
const forms = [];
for (const p of live)
for (const f of p[t])
if (!forms.includes(f))
forms.push(f);
if (forms.length > subschema_forms .Fq)
throw new subschema_forms .MF('anyOf');
out[t] = t === 'str' && forms.length > 1 ? mergeLengths(forms) : forms;
}
return (0,subschema_forms .AP)(out);
}




function mergeLengths(forms) {
const plain = (f) => !f.nots?.length && !f.oneOfs?.length && !f.conds?.length && !f.opaque?.length && f.vals === undefined;
const rest = (f) => JSON.stringify([f.patterns, f.notPatterns, f.formats, f.notFormats, f.notVals]);
const out = [];
const groups = new Map();
for (const f of forms) {
if (!plain(f)) {
out.push(f);
continue;
}
const k = rest(f);
const g = groups.get(k);
if (g)
g.push(f);
else
groups.set(k, [f]);
}
for (const g of groups.values()) {
if (g.length === 1) {
out.push(g[0]);
continue;
}
const sorted = [...g].sort((a, b) => a.minLen - b.minLen);
let cur = sorted[0];
for (const f of sorted.slice(1)) {
if (f.minLen <= cur.maxLen + 1) {
if (f.maxLen > cur.maxLen)
cur = { ...cur, maxLen: f.maxLen };
}
else {
out.push(cur);
cur = f;
}
}
out.push(cur);
}
return out.length === forms.length ? forms : out;
}
 
 
function only(t, forms) {
return (0,subschema_forms .AP)({ [t]: forms });
}
function intersectForm(t, x, y) {
const extras = joinExtras(x, y);
switch (t) {
case 'null':
return extras;
case 'bool': {
const vals = x.vals.filter((v) => y.vals.includes(v));
return vals.length ? { ...extras, vals } : undefined;
}
case 'num':
return intersectNum(x, y, extras);
case 'str':
return intersectStr(x, y, extras);
case 'arr':
return intersectArr(x, y, extras);
default:
return intersectObj(x, y, extras);
}
}






function keepVals(t, vals, other, top, extras) {
const kept = [];
let unsure = false;
for (const v of vals) {
const r = (0,member .xA)(t, other, v, 0, member ._K);
if (r === false)
continue;
kept.push(v);
if (r === undefined)
unsure = true;
}
if (!kept.length)
return undefined;
const out = { ...top, ...extras, vals: kept };
if (unsure)
out.conds = [...(extras.conds ?? []), { if: subschema_forms .wv, then: only(t, [other]), else: subschema_forms ._N }];
return out;
}
 
function bothVals(xs, ys, same, top, extras) {
const vals = xs.filter((v) => ys.some((w) => same(v, w)));
return vals.length ? { ...top, ...extras, vals } : undefined;
}
function intersectNum(x, y, extras) {
if (x.vals && y.vals)
return bothVals(x.vals, y.vals, (a, b) => a === b, (0,subschema_forms .Sd)(), extras);
if (x.vals)
return keepVals('num', x.vals, stripExtras(y), (0,subschema_forms .Sd)(), extras);
if (y.vals)
return keepVals('num', y.vals, stripExtras(x), (0,subschema_forms .Sd)(), extras);
const lo = Math.max(x.lo, y.lo);
const hi = Math.min(x.hi, y.hi);
return {
...extras,
lo,
loEx: (x.lo === lo && x.loEx) || (y.lo === lo && y.loEx),
hi,
hiEx: (x.hi === hi && x.hiEx) || (y.hi === hi && y.hiEx),
mult: dedupe([...x.mult, ...y.mult]),
notMult: dedupe([...x.notMult, ...y.notMult]),
notVals: dedupe([...x.notVals, ...y.notVals]),
};
}
function stripExtras(f) {
if (!(0,subschema_forms .Cq)(f))
return f;
const { nots: _n, oneOfs: _o, conds: _c, opaque: _q, ...rest } = f;
return rest;
}
function intersectStr(x, y, extras) {
if (x.vals && y.vals)
return bothVals(x.vals, y.vals, (a, b) => a === b, (0,subschema_forms .tL)(), extras);
if (x.vals)
return keepVals('str', x.vals, stripExtras(y), (0,subschema_forms .tL)(), extras);
if (y.vals)
return keepVals('str', y.vals, stripExtras(x), (0,subschema_forms .tL)(), extras);
return {
...extras,
minLen: Math.max(x.minLen, y.minLen),
maxLen: Math.min(x.maxLen, y.maxLen),
patterns: dedupe([...x.patterns, ...y.patterns]),
notPatterns: dedupe([...x.notPatterns, ...y.notPatterns]),
formats: dedupe([...x.formats, ...y.formats]),
notFormats: dedupe([...x.notFormats, ...y.notFormats]),
notVals: dedupe([...x.notVals, ...y.notVals]),
};
}
function intersectArr(x, y, extras) {
if (x.vals && y.vals)
return bothVals(x.vals, y.vals, ajv_semantics .Jo, (0,subschema_forms .nI)(), extras);
if (x.vals)
return keepVals('arr', x.vals, stripExtras(y), (0,subschema_forms .nI)(), extras);
if (y.vals)
return keepVals('arr', y.vals, stripExtras(x), (0,subschema_forms .nI)(), extras);
const n = Math.max(x.prefix.length, y.prefix.length);
const prefix = [];
for (let i = 0; i < n; i++)
prefix.push(lazyAnd((0,member .G1)(x, i), (0,member .G1)(y, i)));
return {
...extras,
minItems: Math.max(x.minItems, y.minItems),
maxItems: Math.min(x.maxItems, y.maxItems),
prefix,
items: lazyAnd(x.items, y.items),
contains: [...x.contains, ...y.contains],
unique: x.unique || y.unique,
notVals: [...x.notVals, ...y.notVals],
};
}
function intersectObj(x, y, extras) {
if (x.vals && y.vals)
return bothVals(x.vals, y.vals, ajv_semantics .Jo, (0,subschema_forms .dU)(), extras);
if (x.vals)
return keepVals('obj', x.vals, stripExtras(y), (0,subschema_forms .dU)(), extras);
if (y.vals)
return keepVals('obj', y.vals, stripExtras(x), (0,subschema_forms .dU)(), extras);
return {
...extras,
layers: [...x.layers, ...y.layers],
required: new Set([...x.required, ...y.required]),
minProps: Math.max(x.minProps, y.minProps),
maxProps: Math.min(x.maxProps, y.maxProps),
names: [...x.names, ...y.names],
depReq: [...x.depReq, ...y.depReq],
depSchemas: [...x.depSchemas, ...y.depSchemas],
notVals: [...x.notVals, ...y.notVals],
};
}
function dedupe(xs) {
return xs.length < 2 ? xs : [...new Set(xs)];
}
 
function formEmpty(t, f) {
switch (t) {
case 'bool':
return f.vals.length === 0;
case 'num': {
const n = f;
if (n.vals)
return n.vals.length === 0;
return n.lo > n.hi || (n.lo === n.hi && (n.loEx || n.hiEx)) || (n.lo === n.hi && !(0,member .lC)(n, n.lo));
}
case 'str': {
const s = f;
return s.vals ? s.vals.length === 0 : s.minLen > s.maxLen;
}
case 'arr': {
const a = f;
return a.vals ? a.vals.length === 0 : a.minItems > a.maxItems || a.contains.some((c) => c.min > c.max || c.min > a.maxItems);
}
case 'obj': {
const o = f;
if (o.vals)
return o.vals.length === 0;
return o.minProps > o.maxProps || o.required.size > o.maxProps;
}
default:
return false;
}
}
 
function intersect_valueOf(f, name) {
let row = values.get(f);
if (!row)
values.set(f, (row = new Map()));
let out = row.get(name);
if (out)
return out;
out = subschema_forms .Nx;
for (const layer of f.layers)
for (const l of (0,member .$O)(layer, name))
out = lazyAnd(out, l);
row.set(name, out);
return out;
}
const values = new WeakMap();
 
function withExtra(e, of = subschema_forms .wv) {
const out = {};
for (const t of subschema_forms .QE)
out[t] = subschema_forms .wv[t].map((f) => (of[t].length ? { ...f, ...joinExtras(f, e) } : f));
return (0,subschema_forms .AP)(out);
}

;


const MAX_COMPLEMENT_DEPTH = 6;
 
function complement(c, depth = 0) {
if (c === subschema_forms .wv)
return subschema_forms ._N;
if ((0,subschema_forms .KN)(c))
return subschema_forms .wv;
if (depth > MAX_COMPLEMENT_DEPTH)
return undefined;
const out = {};
for (const t of subschema_forms .QE) {
const forms = c[t];
if (!forms.length) {
out[t] = subschema_forms .wv[t];
continue;
}
if (forms.some(subschema_forms .Cq))
return undefined;
if (t === 'null') {
out.null = [];
continue;
}
if (t === 'bool') {
const vals = [true, false].filter((v) => !forms.some((f) => f.vals.includes(v)));
out.bool = vals.length ? [{ vals }] : [];
continue;
}

let acc = subschema_forms .wv[t].slice();
for (const f of forms) {
const parts = complementForm(t, f, depth);
if (!parts)
return undefined;
const next = [];
for (const a of acc)
for (const p of parts) {
const i = intersectForm(t, a, p);
if (i && !formEmpty(t, i))
next.push(i);
}
if (next.length > subschema_forms .Fq)
return undefined;
acc = next;
}
out[t] = acc;
}
return (0,subschema_forms .AP)(out);
}
function lazyNot(l, depth) {
if (l === subschema_forms .Nx)
return subschema_forms .h4;
if (l === subschema_forms .h4)
return subschema_forms .Nx;
const c = complement(l.get(), depth + 1);
return c ? { get: () => c } : undefined;
}
function complementForm(t, f, depth) {
switch (t) {
case 'num': {
const n = f;
if (n.vals)
return [{ ...(0,subschema_forms .Sd)(), notVals: n.vals }];
const out = [];
if (n.lo > -Infinity)
out.push({ ...(0,subschema_forms .Sd)(), hi: n.lo, hiEx: !n.loEx });
if (n.hi < Infinity)
out.push({ ...(0,subschema_forms .Sd)(), lo: n.hi, loEx: !n.hiEx });
for (const m of n.mult)
out.push({ ...(0,subschema_forms .Sd)(), notMult: [m] });
for (const m of n.notMult)
out.push({ ...(0,subschema_forms .Sd)(), mult: [m] });
for (const v of n.notVals)
out.push({ ...(0,subschema_forms .Sd)(), vals: [v] });
return out;
}
case 'str': {
const s = f;
if (s.vals)
return [{ ...(0,subschema_forms .tL)(), notVals: s.vals }];
const out = [];
if (s.minLen > 0)
out.push({ ...(0,subschema_forms .tL)(), maxLen: s.minLen - 1 });
if (s.maxLen < Infinity)
out.push({ ...(0,subschema_forms .tL)(), minLen: s.maxLen + 1 });
for (const p of s.patterns)
out.push({ ...(0,subschema_forms .tL)(), notPatterns: [p] });
for (const p of s.notPatterns)
out.push({ ...(0,subschema_forms .tL)(), patterns: [p] });
for (const fm of s.formats)
out.push({ ...(0,subschema_forms .tL)(), notFormats: [fm] });
for (const fm of s.notFormats)
out.push({ ...(0,subschema_forms .tL)(), formats: [fm] });
for (const v of s.notVals)
out.push({ ...(0,subschema_forms .tL)(), vals: [v] });
return out;
}
case 'arr': {
const a = f;
if (a.vals)
return [{ ...(0,subschema_forms .nI)(), notVals: a.vals }];
if (a.unique || a.notVals.length)
return undefined;
const out = [];
if (a.minItems > 0)
out.push({ ...(0,subschema_forms .nI)(), maxItems: a.minItems - 1 });
if (a.maxItems < Infinity)
out.push({ ...(0,subschema_forms .nI)(), minItems: a.maxItems + 1 });
for (const c of a.contains) {
if (c.min > 0)
out.push({ ...(0,subschema_forms .nI)(), contains: [{ s: c.s, min: 0, max: c.min - 1 }] });
if (c.max < Infinity)
out.push({ ...(0,subschema_forms .nI)(), contains: [{ s: c.s, min: c.max + 1, max: Infinity }] });
}
for (let i = 0; i < a.prefix.length; i++) {
const p = a.prefix[i];
if (p === subschema_forms .Nx)
continue;
const np = lazyNot(p, depth);
if (!np)
return undefined;
out.push({ ...(0,subschema_forms .nI)(), minItems: i + 1, prefix: [...Array(i).fill(subschema_forms .Nx), np] });
}
if (a.items !== subschema_forms .Nx) {
if (a.prefix.length)
return undefined;
const ni = lazyNot(a.items, depth);
if (!ni)
return undefined;
out.push({ ...(0,subschema_forms .nI)(), contains: [{ s: ni, min: 1, max: Infinity }] });
}
return out;
}
case 'obj': {
const o = f;
if (o.vals)
return [{ ...(0,subschema_forms .dU)(), notVals: o.vals }];
if (o.names.length || o.notVals.length)
return undefined;
const out = [];
const forbid = (name) => ({ props: new Map([[name, subschema_forms .h4]]), patterns: [], additional: subschema_forms .Nx });
for (const r of o.required)
out.push({ ...(0,subschema_forms .dU)(), layers: [forbid(r)] });
if (o.minProps > 0)
out.push({ ...(0,subschema_forms .dU)(), maxProps: o.minProps - 1 });
if (o.maxProps < Infinity)
out.push({ ...(0,subschema_forms .dU)(), minProps: o.maxProps + 1 });
for (const [p, qs] of o.depReq)
for (const q of qs)
out.push({ ...(0,subschema_forms .dU)(), required: new Set([p]), layers: [forbid(q)] });
for (const [p, s] of o.depSchemas) {
const ns = complement(s.get(), depth + 1);
if (!ns)
return undefined;
for (const g of ns.obj)
out.push({ ...g, required: new Set([...g.required, p]) });
}
for (const layer of o.layers) {
if (layer.additional !== subschema_forms .Nx || layer.patterns.some((p) => p.s !== subschema_forms .Nx))
return undefined;
for (const [name, s] of layer.props) {
if (s === subschema_forms .Nx)
continue;
const ns = lazyNot(s, depth);
if (!ns)
return undefined;
out.push({ ...(0,subschema_forms .dU)(), required: new Set([name]), layers: [{ props: new Map([[name, ns]]), patterns: [], additional: subschema_forms .Nx }] });
}
}
return out;
}
default:
return undefined;
}
}

;


const MAX_DEPTH = 4;




function disjoint(a, b, depth = 0) {
if ((0,subschema_forms .KN)(a) || (0,subschema_forms .KN)(b))
return true;
if (depth > MAX_DEPTH)
return false;
for (const t of subschema_forms .QE)
for (const x of a[t])
for (const y of b[t])
if (!formsDisjoint(t, x, y, depth))
return false;
return true;
}
function valsOf(t, f) {
return t === 'num' || t === 'str' || t === 'arr' || t === 'obj' ? f.vals : undefined;
}
function formsDisjoint(t, x, y, depth) {
const vx = valsOf(t, x);
const vy = valsOf(t, y);
if (vx && vx.every((v) => (0,member .xA)(t, y, v) === false))
return true;
if (vy && vy.every((v) => (0,member .xA)(t, x, v) === false))
return true;
switch (t) {
case 'null':
return false;
case 'bool':
return !x.vals.some((v) => y.vals.includes(v));
case 'num': {
const a = x;
const b = y;
if (a.vals || b.vals)
return false;
return below(a, b) || below(b, a);
}
case 'str': {
const a = x;
const b = y;
if (a.vals || b.vals)
return false;
if (a.maxLen < b.minLen || b.maxLen < a.minLen)
return true;
return a.patterns.some((p) => b.patterns.some((q) => prefixesClash(p, q)));
}
case 'arr': {
const a = x;
const b = y;
if (a.vals || b.vals)
return false;
if (a.maxItems < b.minItems || b.maxItems < a.minItems)
return true;
const both = Math.max(a.minItems, b.minItems);
for (let i = 0; i < Math.min(both, Math.max(a.prefix.length, b.prefix.length) + 1); i++)
if (disjoint((0,member .G1)(a, i).get(), (0,member .G1)(b, i).get(), depth + 1))
return true;
return false;
}
default: {
const a = x;
const b = y;
if (a.vals || b.vals)
return false;
if (a.maxProps < b.minProps || b.maxProps < a.minProps)
return true;
for (const [p, q] of [
[a, b],
[b, a],
])
for (const r of p.required)
if (forbids(q, r))
return true;
for (const r of a.required) {
if (!b.required.has(r))
continue;
const va = a.layers.flatMap((l) => (0,member .$O)(l, r));
const vb = b.layers.flatMap((l) => (0,member .$O)(l, r));
for (const sa of va)
for (const sb of vb)
if (disjoint(sa.get(), sb.get(), depth + 1))
return true;
}
return false;
}
}
}
 
function below(a, b) {
return a.hi < b.lo || (a.hi === b.lo && (a.hiEx || b.loEx));
}
 
function forbids(f, name) {
return f.layers.some((l) => (0,member .$O)(l, name).some((s) => s === subschema_forms .h4 || (0,subschema_forms .KN)(s.get())));
}
 
function prefixesClash(p, q) {
const lp = literalPrefix(p);
const lq = literalPrefix(q);
if (lp === undefined || lq === undefined)
return false;
const n = Math.min(lp.length, lq.length);
return lp.slice(0, n) !== lq.slice(0, n);
}
function literalPrefix(p) {
if (!p.startsWith('^') || p.includes('|'))
return undefined;
let out = '';
for (let i = 1; i < p.length; i++) {
const c = p[i];
if (/[A-Za-z0-9_\- :/@]/.test(c)) {

const next = p[i + 1];
if (next === '?' || next === '*' || next === '{')
return out;
out += c;
}
else
break;
}
return out.length ? out : undefined;
}


var strings = __nccwpck_require__(6796);
;










const sample_MAX_DEPTH = 8;
const PER_FORM = 4;
 
function sample(c, depth = 0) {
if (depth > sample_MAX_DEPTH || (0,subschema_forms .KN)(c))
return [];
const hit = memo.get(c);
if (hit)
return hit;
const out = [];
for (const t of ORDER) {
for (const f of c[t]) {
for (const v of sampleForm(t, f, depth))
if ((0,member .Dc)(c, v) !== false)
out.push(v);
if (out.length >= PER_FORM * 2)
break;
}
}

if (out.length || depth === 0)
memo.set(c, out);
return out;
}
const memo = new WeakMap();
 
const ORDER = ['str', 'num', 'bool', 'null', 'obj', 'arr'];
void subschema_forms .QE;
function sampleForm(t, f, depth = 0, steer) {
let cands;
switch (t) {
case 'null':
cands = [null];
break;
case 'bool':
cands = f.vals;
break;
case 'num':
cands = numberCandidates(f);
break;
case 'str':
cands = (0,strings .P4)(f);
break;
case 'arr':
cands = arrays(f, depth, steer ?? {});
break;
default:
cands = objects(f, depth, steer ?? {});
}
const out = [];
for (const v of cands) {
if ((0,member .xA)(t, f, v) === true && !out.some((o) => o === v))
out.push(v);
if (out.length >= PER_FORM)
break;
}
return out;
}

 
function lattice(mult) {
if (!mult.length)
return undefined;
let scale = 1;
while (scale <= 1 << 20 && !mult.every((m) => Number.isInteger(m * scale)))
scale *= 2;
if (!mult.every((m) => Number.isInteger(m * scale)))
return mult[0];
let l = 1;
for (const m of mult) {
const k = Math.round(m * scale);
l = (l * k) / gcd(l, k);
if (l > 1e12)
return mult[0];
}
return l / scale;
}
function gcd(a, b) {
while (b)
[a, b] = [b, a % b];
return Math.abs(a);
}
function numberCandidates(f, extra = []) {
if (f.vals)
return [...f.vals];
const step = lattice(f.mult);
const out = [...extra];
const onLattice = (v, dir) => (step ? (dir > 0 ? Math.ceil(v / step) : Math.floor(v / step)) * step : v);
const near = (v) => [v, v + 1, v - 1, v + 0.5, v - 0.5];
if (Number.isFinite(f.lo)) {
let v = onLattice(f.lo, 1);
if (f.loEx && v === f.lo)
v += step ?? Math.min(0.5, Number.isFinite(f.hi) ? (f.hi - f.lo) / 2 : 0.5);
out.push(v, ...near(v));
if (step)
out.push(v + step, v + 2 * step);
}
if (Number.isFinite(f.hi)) {
let v = onLattice(f.hi, -1);
if (f.hiEx && v === f.hi)
v -= step ?? Math.min(0.5, Number.isFinite(f.lo) ? (f.hi - f.lo) / 2 : 0.5);
out.push(v, ...near(v));
if (step)
out.push(v - step);
}
out.push(0, 1, -1, 2, 0.5, 1.5, 3, 10, 7, 100);
if (step)
out.push(step, -step, 2 * step, 3 * step);
for (const m of f.notMult)
out.push(m / 2, m + 1, m * 1.5);
return out.filter((v) => Number.isFinite(v) && Math.abs(v) < 1e15 && (0,member .lC)(f, v));
}

function arrays(f, depth, steer) {
if (f.vals)
return [...f.vals];
const maxAt = steer.at?.size ? Math.max(...steer.at.keys()) + 1 : 0;
const needed = Math.max(f.minItems, maxAt, steer.length ?? 0, ...f.contains.map((c) => c.min));
if (needed > f.maxItems || needed > 64)
return [];
const out = [];
for (const variant of [0, 1]) {
const arr = [];
const counts = f.contains.map(() => 0);
let ok = true;
for (let i = 0; i < needed && ok; i++) {
const fixed = steer.at?.get(i);
if (fixed !== undefined) {
arr.push(fixed);
continue;
}
if (steer.duplicate && i > 0 && arr.length) {
arr.push(arr[0]);
continue;
}
let schema = (0,member .G1)(f, i).get();

const owed = f.contains.findIndex((c, k) => counts[k] < c.min);
if (owed >= 0)
schema = intersect(schema, f.contains[owed].s.get());
let cands = sample(schema, depth + 1);
if (steer.avoid) {
const avoiding = cands.filter((c) => (0,member .Dc)(steer.avoid, c) === false);
if (avoiding.length)
cands = avoiding;
}
if (f.unique)
cands = cands.filter((c) => !arr.some((a) => JSON.stringify(a) === JSON.stringify(c)));
const pick = cands[variant % Math.max(1, cands.length)] ?? cands[0];
if (pick === undefined) {
ok = false;
break;
}
arr.push(pick);
f.contains.forEach((c, k) => {
if ((0,member .Dc)(c.s.get(), pick) === true)
counts[k]++;
});
}
if (ok)
out.push(arr);
}
return out;
}

 
function freshNames(f, taken) {
const out = [];
for (const n of ['a', 'b', 'c', 'x', 'y', 'z', 'k1', 'k2', 'k3', 'item']) {
if (taken.has(n))
continue;
if (f.names.some((s) => (0,member .Dc)(s.get(), n) !== true))
continue;
if (f.layers.some((l) => (0,member .$O)(l, n).some((s) => (0,subschema_forms .KN)(s.get()))))
continue;
out.push(n);
}
return out;
}
 
function declaredNames(f) {
let out = DECLARED.get(f);
if (!out) {
const names = new Set();
for (const l of f.layers)
for (const n of l.props.keys())
names.add(n);
DECLARED.set(f, (out = [...names]));
}
return out;
}
const DECLARED = new WeakMap();
function objects(f, depth, steer) {
if (f.vals)
return [...f.vals];
const out = [];
for (const variant of [0, 1]) {
const o = {};
const valueFor = (name) => {
const fixed = steer.fix?.get(name);
if (fixed !== undefined)
return fixed;
const cands = sample(intersect_valueOf(f, name).get(), depth + 1);
return cands[variant % Math.max(1, cands.length)] ?? cands[0];
};
const put = (name) => {
if (Object.prototype.hasOwnProperty.call(o, name))
return true;
const v = valueFor(name);
if (v === undefined)
return false;
(0,json .P5)(o, name, v);
return true;
};
let ok = true;
for (const [name, v] of steer.fix ?? [])
(0,json .P5)(o, name, v);
for (const r of f.required)
if (!put(r))
ok = false;
if (!ok)
continue;
const optional = declaredNames(f).filter((n) => !f.required.has(n) && !steer.omit?.has(n) && !steer.fix?.has(n));
if (steer.full)
for (const n of optional)
put(n);

for (let round = 0; round < 3; round++)
for (const [p, qs] of f.depReq)
if (Object.prototype.hasOwnProperty.call(o, p))
for (const q of qs)
if (!steer.omit?.has(q))
put(q);
let pool = [...optional, ...freshNames(f, new Set([...Object.keys(o), ...declaredNames(f)]))];
while (Object.keys(o).length < f.minProps && pool.length) {
const n = pool.shift();
put(n);
}
if (steer.full) {
pool = freshNames(f, new Set(Object.keys(o)));
while (Object.keys(o).length < Math.min(f.maxProps, 16) && pool.length)
put(pool.shift());
}
out.push(o);
}
return out;
}

;
const IN = { k: 'in' };
const unk = (kw) => ({ k: 'unk', kw });
 
const MAX_CANDIDATES = 12;
function combine(rs) {
const outs = rs.filter((r) => r.k === 'out');
if (outs.length)
return { k: 'out', kw: outs[0].kw, cands: res_dedupe(outs.flatMap((o) => o.cands)).slice(0, MAX_CANDIDATES) };
const u = rs.find((r) => r.k === 'unk');
return u ?? IN;
}
function res_dedupe(vs) {
const seen = new Set();
return vs.filter((v) => {
const k = JSON.stringify(v);
if (seen.has(k))
return false;
seen.add(k);
return true;
});
}




function outOrUnk(cands, kw, keep) {
const seen = new Set();
const live = [];
for (const v of cands) {
const k = JSON.stringify(v);
if (seen.has(k))
continue;
seen.add(k);
if (!keep(v))
continue;
live.push(v);
if (live.length >= MAX_CANDIDATES)
break;
}
return live.length ? { k: 'out', kw, cands: live } : unk(kw);
}
 
function* each(xs, f) {
for (const x of xs)
yield* f(x);
}

;






 

 
function provesMultiple(n, m) {
for (let scale = 1; scale <= 1 << 30; scale *= 2) {
const a = n * scale;
const b = m * scale;
if (Number.isInteger(a) && Number.isInteger(b))
return b !== 0 && a % b === 0;
}
return false;
}





const NUMBER_LIMIT = Number.MAX_SAFE_INTEGER;
 
function range(f) {
const step = f.mult.length && f.mult.every((m) => provesMultiple(m, m)) ? lattice(f.mult) : undefined;
let { lo, loEx, hi, hiEx } = f;
if (lo < -NUMBER_LIMIT)
[lo, loEx] = [-NUMBER_LIMIT, false];
if (hi > NUMBER_LIMIT)
[hi, hiEx] = [NUMBER_LIMIT, false];
if (step && Number.isFinite(lo)) {
let v = Math.ceil(lo / step) * step;
if (loEx && v === lo)
v += step;
[lo, loEx] = [v, false];
}
if (step && Number.isFinite(hi)) {
let v = Math.floor(hi / step) * step;
if (hiEx && v === hi)
v -= step;
[hi, hiEx] = [v, false];
}
return { lo, loEx, hi, hiEx };
}
function numIn(x, y) {
const rx = range(x);
if (rx.lo > rx.hi || (rx.lo === rx.hi && (rx.loEx || rx.hiEx)))
return IN;
const ry = range(y);
const cands = [];
let kw = '';
const fail = (k, ...vs) => {
kw ||= k;
cands.push(...vs);
};
const loOk = rx.lo > ry.lo || (rx.lo === ry.lo && (!ry.loEx || rx.loEx));
const hiOk = rx.hi < ry.hi || (rx.hi === ry.hi && (!ry.hiEx || rx.hiEx));
const point = rx.lo === rx.hi;
if (!loOk)
fail(y.loEx ? 'exclusiveMinimum' : 'minimum', ...numberCandidates(x, [ry.lo, ry.lo - 1, ry.lo - 0.5]));
if (!hiOk)
fail(y.hiEx ? 'exclusiveMaximum' : 'maximum', ...numberCandidates(x, [ry.hi, ry.hi + 1, ry.hi + 0.5]));
for (const m of y.mult) {
if (x.mult.some((n) => provesMultiple(n, m)) || (point && (0,ajv_semantics .FE)(rx.lo, m)))
continue;
fail('multipleOf', ...numberCandidates(x, [m / 2, m + 1, 1, 0.5]).filter((v) => !(0,ajv_semantics .FE)(v, m)));
}
for (const m of y.notMult) {
if (x.notMult.some((n) => provesMultiple(m, n)))
continue;
const step = lattice([...x.mult, m]) ?? m;
fail('not', ...numberCandidates(x, [step, 2 * step, -step, 0]).filter((v) => (0,ajv_semantics .FE)(v, m)));
}
for (const v of y.notVals)
if ((0,member .lC)(x, v))
fail('not', v);
if (!kw)
return IN;
return outOrUnk(cands, kw, (v) => (0,member .lC)(x, v) && !(0,member .lC)(y, v));
}

function strIn(x, y) {
const cands = [];
let kw = '';
let unsure = '';
const fail = (k, ...vs) => {
kw ||= k;
for (const v of vs)
if (v !== undefined)
cands.push(v);
};
const own = [...x.patterns, (0,strings .Jm)(x.minLen, x.maxLen)];
const provedBy = (q) => {


if ((0,strings .Gv)(own[own.length - 1], q).kind === 'in')
return 'in';
let seen = 'out';
for (const p of own) {
const r = (0,strings .Gv)(p, q);
if (r.kind === 'in')
return 'in';
if (r.kind === 'unknown')
seen = 'unknown';
else if (r.example !== undefined)
cands.push(r.example);
}
return seen;
};
if (y.minLen > x.minLen) {

const r = y.minLen === 1 && (0,member .ex)(x, '') === false ? 'in' : provedBy((0,strings .Jm)(y.minLen, Infinity));
if (r !== 'in')
fail('minLength', 'a'.repeat(x.minLen), ...(0,strings .P4)(x).filter((s) => [...s].length < y.minLen));
if (r === 'unknown')
unsure ||= 'minLength';
}
if (y.maxLen < x.maxLen) {
const r = provedBy((0,strings .Jm)(0, y.maxLen));
if (r !== 'in')
fail('maxLength', 'a'.repeat(y.maxLen + 1), '0'.repeat(y.maxLen + 1), ...(0,strings .P4)(x).filter((s) => [...s].length > y.maxLen));
if (r === 'unknown')
unsure ||= 'maxLength';
}
for (const q of y.patterns) {
if (x.patterns.includes(q))
continue;
const r = provedBy(q);
if (r === 'in')
continue;
fail('pattern', ...(0,strings .P4)(x));
if (r === 'unknown')
unsure ||= 'pattern';
}
for (const f of y.formats) {
if (x.formats.includes(f))
continue;
fail('format', ...(0,strings .P4)(x, (0,strings .VY)(f)));
}
for (const n of y.notPatterns) {
if (x.notPatterns.includes(n) || x.notPatterns.some((m) => (0,strings .Gv)(n, m).kind === 'in'))
continue;
fail('not', (0,strings .kY)(n, '^$'), x.minLen > 0 ? (0,strings .kY)(n, (0,strings .Jm)(0, x.minLen - 1)) : '', ...(0,strings .P4)(x));
}
for (const f of y.notFormats) {
if (x.notFormats.includes(f))
continue;
fail('not', ...(0,strings .P4)(x));
}
for (const v of y.notVals)
if ((0,member .ex)(x, v) === true)
fail('not', v);
if (!kw)
return IN;
void ajv_semantics .O;
const r = outOrUnk(cands, kw, (v) => (0,member .ex)(x, v) === true && (0,member .ex)(y, v) === false);
return r.k === 'unk' && unsure ? unk(unsure) : r;
}
 
function numCover(x, ys) {
if (x.vals || ys.some((y) => y.vals || y.mult.length || y.notMult.length || y.notVals.length || (0,subschema_forms .Cq)(y)))
return undefined;
const rx = range(x);
const step = x.mult.length ? lattice(x.mult) : undefined;
let cur = rx.lo;
let curEx = rx.loEx;
for (let guard = 0; guard <= ys.length + 1; guard++) {
if (step !== undefined && Number.isFinite(cur)) {
let v = Math.ceil(cur / step) * step;
if (curEx && v === cur)
v += step;
[cur, curEx] = [v, false];
}
if (cur > rx.hi || (cur === rx.hi && (curEx || rx.hiEx)))
return IN;
let best;
for (const y of ys) {
const startsOk = y.lo < cur || (y.lo === cur && (!y.loEx || curEx)) || y.lo === -Infinity;
const holds = y.hi > cur || (y.hi === cur && !y.hiEx && !curEx);
if (startsOk && holds && (!best || y.hi > best.hi || (y.hi === best.hi && !y.hiEx)))
best = y;
}
if (!best)
return undefined;
if (best.hi === Infinity)
return IN;
[cur, curEx] = [best.hi, !best.hiEx];
}
return undefined;
}
 
function finiteIn(t, xf, yf, strict) {
if (t === 'num') {
const f = xf;
const step = lattice(f.mult);
if (!step || !Number.isFinite(f.lo) || !Number.isFinite(f.hi) || (f.hi - f.lo) / step > 64)
return undefined;
const pts = [];
for (let v = Math.ceil(f.lo / step) * step; v <= f.hi; v += step)
if ((0,member .lC)(f, v))
pts.push(v);
const bad = pts.filter((v) => (0,member .xA)(t, yf, v) === false);
if (bad.length)
return { k: 'out', kw: 'enum', cands: bad.slice(0, MAX_CANDIDATES) };
return pts.every((v) => (0,member .xA)(t, yf, v, 0, strict) === true) ? IN : undefined;
}
if (t === 'str' && xf.maxLen === 0) {
const r = (0,member .xA)(t, yf, '', 0, strict);
return r === true || (0,member .ex)(xf, '') === false ? IN : r === false ? { k: 'out', kw: 'enum', cands: [''] } : undefined;
}
return undefined;
}

;






 
function maxLength(f) {
let max = f.maxItems;
for (let i = 0; i < Math.min(f.prefix.length, max); i++)
if ((0,subschema_forms .KN)(f.prefix[i].get()))
return i;
if (f.items === subschema_forms .h4 || (0,subschema_forms .KN)(f.items.get()))
max = Math.min(max, f.prefix.length);
return max;
}
function arrIn(x, y, ctx) {
const xmax = maxLength(x);
if (x.minItems > xmax)
return IN;
const rs = [];
const arrays = (steer) => sampleForm('arr', x, 0, steer);
const keep = (v) => (0,member .xA)('arr', x, v) === true && (0,member .xA)('arr', y, v) === false;
if (y.minItems > x.minItems)
rs.push(outOrUnk(arrays({ length: x.minItems }), 'minItems', keep));
if (y.maxItems < xmax)
rs.push(outOrUnk(arrays({ length: y.maxItems + 1 }), 'maxItems', keep));
const n = Math.max(x.prefix.length, y.prefix.length);
for (let i = 0; i <= n && i < xmax; i++) {
const r = ctx.includes((0,member .G1)(x, i).get(), (0,member .G1)(y, i).get(), ctx);
if (r.k === 'in')
continue;
if (r.k === 'unk')
rs.push(r);
else
rs.push(outOrUnk(r.cands.flatMap((c) => arrays({ at: new Map([[i, c]]) })), r.kw, keep));
}
for (const c of y.contains) {
if (c.min > 0) {
const byContains = x.contains.some((d) => d.min >= c.min && ctx.includes(d.s.get(), c.s.get(), ctx).k === 'in');
let forced = 0;
for (let i = 0; i < Math.min(x.minItems, n + 1); i++)
if (ctx.includes((0,member .G1)(x, i).get(), c.s.get(), ctx).k === 'in')
forced++;
if (x.minItems > n && ctx.includes(x.items.get(), c.s.get(), ctx).k === 'in')
forced += x.minItems - n;
if (!byContains && forced < c.min)
rs.push(outOrUnk([...arrays({ avoid: c.s.get() }), ...arrays({ avoid: c.s.get(), length: x.minItems })], c.min > 1 ? 'minContains' : 'contains', keep));
}
if (c.max < Infinity && xmax > c.max) {
const byContains = x.contains.some((d) => d.max <= c.max && ctx.includes(c.s.get(), d.s.get(), ctx).k === 'in');
let disjointAll = true;
for (let i = 0; i <= n && disjointAll; i++)
if (!disjoint((0,member .G1)(x, i).get(), c.s.get()))
disjointAll = false;
if (!byContains && !disjointAll) {
const at = new Map();
for (let i = 0; i <= c.max; i++) {
const v = sample(intersect((0,member .G1)(x, i).get(), c.s.get()))[0];
if (v === undefined)
break;
at.set(i, v);
}
rs.push(outOrUnk(at.size > c.max ? arrays({ at }) : [], 'maxContains', keep));
}
}
}
if (y.unique && !x.unique && xmax >= 2)
rs.push(outOrUnk(arrays({ duplicate: true, length: Math.max(2, x.minItems) }), 'uniqueItems', keep));
for (const v of y.notVals)
if ((0,member .xA)('arr', x, v) === true)
rs.push({ k: 'out', kw: 'not', cands: [v] });
return combine(rs);
}


var validate = __nccwpck_require__(382);
;








 
function extrasIn(t, xf, yf, ctx) {
const xc = only(t, [xf]);
const rs = [];
const inX = (v) => (0,member .xA)(t, xf, v) === true;


for (const o of xf.opaque ?? [])
if ((o.keyword === 'format' || (0,keywords .Rs)(o.keyword)) && !yf.opaque?.some((p) => p.key === o.key))
rs.push(unk(o.keyword));
for (const o of yf.opaque ?? []) {
if (xf.opaque?.some((p) => p.key === o.key))
continue;
rs.push(outOrUnk(sampleForm(t, xf), o.keyword, (v) => {
try {
return !(0,validate .W)(o.root, o.schema, v);
}
catch {
return false;
}
}));
}
for (const n of yf.nots ?? []) {
if (xf.nots?.includes(n) || disjoint(xc, n))
continue;
rs.push(outOrUnk(safeSample(() => intersect(xc, n)), 'not', inX));
}
for (const group of yf.oneOfs ?? []) {
if (xf.oneOfs?.includes(group))
continue;
for (let i = 0; i < group.length; i++)
for (let j = i + 1; j < group.length; j++) {
const gi = group[i];
const gj = group[j];
if (disjoint(xc, gi) || disjoint(xc, gj) || disjoint(gi, gj))
continue;

rs.push(outOrUnk(safeSample(() => intersect(intersect(xc, gi), gj)), 'oneOf', inX));
}
}
for (const c of yf.conds ?? []) {
if (xf.conds?.includes(c))
continue;
const thenPart = ctx.includes(safeIntersect(xc, c.if), c.then, ctx);
if (thenPart.k !== 'in') {
rs.push(thenPart.k === 'out' ? thenPart : unk('then'));
continue;
}
if (ctx.includes(xc, c.else, ctx).k === 'in' || ctx.includes(xc, c.if, ctx).k === 'in')
continue;
rs.push(outOrUnk(sampleForm(t, xf), 'else', (v) => (0,member .Dc)(c.if, v) === false && (0,member .Dc)(c.else, v) === false));
}
return combine(rs);
}
function safeSample(f) {
try {
return sample(f());
}
catch (e) {
if (e instanceof subschema_forms .MF)
return [];
throw e;
}
}
function safeIntersect(a, b) {
try {
return intersect(a, b);
}
catch (e) {
if (e instanceof subschema_forms .MF)
return a;
throw e;
}
}

;
 
const MAX_NESTING = 40;
 
const STEP_BUDGET = 20000;
 
const shortened = new WeakSet();
 
function wasShortened(memo) {
return shortened.has(memo);
}
 
function markShortened(memo) {
shortened.add(memo);
}

;









 
function declared(f) {
const out = new Set();
for (const l of f.layers)
for (const n of l.props.keys())
out.add(n);
return out;
}
 
function allows(f, name) {
if (f.names.some((s) => (0,member .Dc)(s.get(), name) === false))
return false;
return !(0,subschema_forms .KN)(intersect_valueOf(f, name).get());
}
function namesCanon(f) {
let c = (0,subschema_forms .AP)({ str: [(0,subschema_forms .tL)()] });
for (const s of f.names)
c = intersect(c, s.get());
return c;
}
function objIn(x, y, ctx) {
const rs = [];


const outside = (r) => {
rs.push(r);
if (r.k !== 'out' || ctx.thorough)
return false;
markShortened(ctx.memo);
return true;
};
const keep = (v) => (0,member .xA)('obj', x, v) === true && (0,member .xA)('obj', y, v) === false;
const objects = (steer) => sampleForm('obj', x, 0, steer);
const names = new Set([...declared(x), ...declared(y), ...y.required, ...y.depReq.flatMap(([p, qs]) => [p, ...qs]), ...y.depSchemas.map(([p]) => p)]);
let oldNames;
for (const n of names) {
if (!allows(x, n))
continue;
const vx = intersect_valueOf(x, n).get();
if (y.names.some((s) => (0,member .Dc)(s.get(), n) === false)) {
if (outside(outOrUnk(each(sample(vx), (v) => objects({ fix: new Map([[n, v]]) })), 'propertyNames', keep)))
return combine(rs);
continue;
}


for (const ns of y.names) {
if ((0,member .Dc)(ns.get(), n, 0, member ._K) !== undefined)
continue;
const held = ctx.includes((oldNames ??= namesCanon(x)), ns.get(), ctx);
if (held.k !== 'in')
rs.push(held.k === 'unk' ? held : unk('propertyNames'));
}
const r = ctx.includes(vx, intersect_valueOf(y, n).get(), ctx);
if (r.k === 'in')
continue;
if (r.k === 'unk')
rs.push(r);
else if (outside(outOrUnk(each(r.cands, (c) => objects({ fix: new Map([[n, c]]) })), r.kw, keep)))
return combine(rs);
}
if (outside(otherNames(x, y, names, ctx, objects, keep)))
return combine(rs);
for (const r of y.required) {
if (x.required.has(r))
continue;
if (outside(outOrUnk(objects({ omit: new Set([r]) }), 'required', keep)))
return combine(rs);
}
if (y.minProps > Math.max(x.minProps, x.required.size) && outside(outOrUnk(objects({}), 'minProperties', keep)))
return combine(rs);
if (y.maxProps < x.maxProps && y.maxProps < nameCount(x) && outside(outOrUnk(objects({ full: true }), 'maxProperties', keep)))
return combine(rs);
for (const [p, qs] of y.depReq) {
if (!allows(x, p))
continue;
for (const q of qs) {
if (x.required.has(q) || x.depReq.some(([p2, q2]) => p2 === p && q2.includes(q)))
continue;
const v = sample(intersect_valueOf(x, p).get())[0];
if (outside(outOrUnk(v === undefined ? [] : objects({ fix: new Map([[p, v]]), omit: new Set([q]) }), 'dependentRequired', keep)))
return combine(rs);
}
}
for (const [p, s] of y.depSchemas) {
if (!allows(x, p))
continue;
const withP = { ...x, required: new Set([...x.required, p]) };
let xc = only('obj', [withP]);
for (const [p2, s2] of x.depSchemas)
if (p2 === p)
xc = safeIntersect(xc, s2.get());
const r = ctx.includes(xc, s.get(), ctx);
if (r.k !== 'in' && outside(r.k === 'out' ? { ...r, kw: r.kw || 'dependentSchemas' } : r))
return combine(rs);
}
for (const v of y.notVals)
if ((0,member .xA)('obj', x, v) === true)
rs.push({ k: 'out', kw: 'not', cands: [v] });
return combine(rs);
}
 
function nameCount(f) {
let best = Infinity;
for (const l of f.layers) {
if (l.patterns.length || !(l.additional === subschema_forms .h4 || (0,subschema_forms .KN)(l.additional.get())))
continue;
best = Math.min(best, [...l.props.keys()].filter((n) => allows(f, n)).length);
}
return best;
}




function otherNames(x, y, named, ctx, objects, keep) {
const rs = [];
const yPatterns = y.layers.flatMap((l) => l.patterns);
const xPatterns = x.layers.flatMap((l) => l.patterns.map((p) => p.re));
 
const fresh = (pattern, target) => {
const tries = [pattern, target]
.filter((p) => p !== undefined)
.flatMap((p) => [(0,strings .kY)(p, '^$'), (0,strings .kY)(p, (0,strings .Jm)(0, 1))])
.concat(['zz', 'extra', 'k9', 'q', 'a', 'x-a']);
for (const n of tries) {
if (n === undefined || named.has(n))
continue;
try {
if (pattern !== undefined && !(0,member .cK)(pattern, n))
continue;
if (pattern === undefined && x.layers.some((l) => l.patterns.some((p) => (0,member .cK)(p.re, n))))
continue;
if (target !== undefined && !(0,member .cK)(target, n))
continue;
if (target === undefined && y.layers.some((l) => l.patterns.some((p) => (0,member .cK)(p.re, n))))
continue;
}
catch {
continue;
}
if (allows(x, n))
return n;
}
return undefined;
};
const against = (vx, pattern, namePart) => {
if ((0,subschema_forms .KN)(vx))
return;

for (const ns of y.names) {
const r = ctx.includes(namePart, ns.get(), ctx);
if (r.k === 'in')
continue;
const name = r.k === 'out' ? r.cands.find((c) => typeof c === 'string' && !named.has(c)) : undefined;
const v = sample(vx)[0];
rs.push(name !== undefined && v !== undefined ? outOrUnk(objects({ fix: new Map([[name, v]]) }), 'propertyNames', keep) : r.k === 'unk' ? r : unk('propertyNames'));
}
for (const layer of y.layers) {
const covered = pattern !== undefined && layer.patterns.some((q) => (0,strings .Gv)(pattern, q.re).kind === 'in');

const targets = layer.patterns.filter((q) => pattern === undefined ? !xPatterns.some((p) => (0,strings .Gv)(q.re, p).kind === 'in') : !disjointPatterns(pattern, q.re));
if (!covered)
targets.push({ s: layer.additional });
for (const target of targets) {
if (target.s === subschema_forms .Nx)
continue;
const r = ctx.includes(vx, target.s.get(), ctx);
if (r.k === 'in')
continue;
if (r.k === 'unk') {
rs.push(r);
continue;
}
const name = fresh(pattern, target.re);
rs.push(outOrUnk(name === undefined ? [] : r.cands.flatMap((c) => objects({ fix: new Map([[name, c]]) })), target.re === undefined ? 'additionalProperties' : 'patternProperties', keep));
}
}
};
const xNames = namesCanon(x);
for (const layer of x.layers)
for (const p of layer.patterns) {
let vx = p.s.get();

try {
vx = intersect(vx, subschema_forms .wv);
}
catch {
 
}
let namePart = xNames;
try {
namePart = intersect(xNames, (0,subschema_forms .AP)({ str: [{ ...(0,subschema_forms .tL)(), patterns: [p.re] }] }));
}
catch {
 
}
against(vx, p.re, namePart);
}

let additional = subschema_forms .wv;
for (const layer of x.layers)
additional = intersect(additional, layer.additional.get());
if (!(0,subschema_forms .KN)(additional))
against(additional, undefined, xNames);
void yPatterns;
return combine(rs);
}
 
function disjointPatterns(p, q) {
return disjoint((0,subschema_forms .AP)({ str: [{ ...(0,subschema_forms .tL)(), patterns: [p] }] }), (0,subschema_forms .AP)({ str: [{ ...(0,subschema_forms .tL)(), patterns: [q] }] }));
}

;

















function newCtx(thorough = false) {
return { memo: new Map(), stack: new Set(), hits: 0, depth: 0, budget: STEP_BUDGET, thorough, includes };
}
function includes(x, y, ctx) {
if (x === y || (0,subschema_forms .KN)(x) || (0,subschema_forms .Yt)(y) || (0,subschema_forms .T5)(x, y))
return IN;
const key = `${x.id}:${y.id}`;
const hit = ctx.memo.get(key);
if (hit)
return hit;


if (ctx.stack.has(key)) {
ctx.hits++;
return IN;
}
if (ctx.depth >= MAX_NESTING)
return unk('$ref');
if (--ctx.budget < 0)
return unk('size');
const hits = ctx.hits;
ctx.stack.add(key);
ctx.depth++;
let r;
try {
r = typesIn(x, y, ctx);
}
catch (e) {
if (e instanceof subschema_forms .MF)
r = unk(e.keyword);
else if (e instanceof ajv_semantics .O0)
r = unk(e.keyword);
else
throw e;
}
finally {
ctx.stack.delete(key);
ctx.depth--;
}
if (r.k !== 'in' || ctx.hits === hits)
ctx.memo.set(key, r);
return r;
}
function typesIn(x, y, ctx) {
const rs = [];
for (const t of subschema_forms .QE) {
for (const xf of x[t]) {
const r = formInUnion(t, xf, y[t], ctx);
rs.push(r);
if (r.k === 'out')
return combine(rs);
}
}
return combine(rs);
}
function include_valsOf(t, f) {
if (t === 'bool')
return f.vals;
if (t === 'null')
return undefined;
return f.vals;
}
function formInUnion(t, xf, yfs, ctx, split = NO_SPLIT) {


const trusted = trustedBy(xf);
const inY = (v) => {
let unsure = false;
for (const yf of yfs) {
const r = (0,member .xA)(t, yf, v, 0, trusted);
if (r === true)
return true;
if (r !== false)
unsure = true;
}
return unsure ? undefined : false;
};
const outside = (v) => (0,member .xA)(t, xf, v) === true && inY(v) === false;
if (emptyForm(t, xf, ctx))
return IN;
const xv = include_valsOf(t, xf);
if (xv && t !== 'bool') {

let unsure = false;
const cands = [];
for (const v of xv) {
if ((0,member .xA)(t, xf, v) === false)
continue;
const r = inY(v);
if (r === false)
cands.push(v);
else if (r === undefined)
unsure = true;
}
if (cands.length)
return { k: 'out', kw: 'enum', cands: cands.slice(0, MAX_CANDIDATES) };
return unsure ? unk('enum') : IN;
}
if (t === 'bool') {
const cands = xv.filter((v) => (0,member .xA)(t, xf, v) !== false && inY(v) === false);
if (cands.length)
return { k: 'out', kw: 'type', cands };
if (xv.some((v) => (0,member .xA)(t, xf, v) !== false && inY(v) === undefined))
return unk('enum');
return IN;
}
if (!yfs.length)
return outOrUnk(sampleForm(t, xf), 'type', outside);
const rs = [];
for (const yf of yfs) {
const r = formIn(t, xf, yf, ctx);
if (r.k === 'in')
return IN;
rs.push(r);
}
if (yfs.length > 1) {
const r = t === 'num' ? numCover(xf, yfs) : t === 'obj' ? discriminated(xf, yfs, ctx, split) : undefined;
if (r)
return r;
}
const cands = [...rs.flatMap((r) => (r.k === 'out' ? r.cands : [])), ...sampleForm(t, xf)];
const found = outOrUnk(cands, rs.find((r) => r.k === 'out')?.kw ?? 'anyOf', outside);
if (found.k === 'out')
return found;
return rs.length === 1 ? (rs[0].k === 'unk' ? rs[0] : found) : unk(rs.find((r) => r.k === 'unk')?.kw ?? 'anyOf');
}
const NO_SPLIT = new Set();
 
function trustedBy(xf) {
return xf.opaque?.length ? new Set(xf.opaque.map((o) => o.key)) : member ._K;
}





function emptyForm(t, xf, ctx) {
if (t === 'arr') {
const a = xf;
if (!a.vals)
for (const c of a.contains) {
if (c.min === 0)
continue;
let none = true;
const n = Math.min(a.prefix.length, maxLength(a));
for (let i = 0; i <= n && none; i++)
if (i < maxLength(a) && !disjoint((0,member .G1)(a, i).get(), c.s.get()))
none = false;
if (none)
return true;
}
}
if (!xf.oneOfs?.length && !xf.nots?.length)
return false;
const { nots, oneOfs, conds: _c, opaque: _o, ...bare } = xf;
const base = only(t, [bare]);
for (const n of nots ?? [])
if (includes(base, n, ctx).k === 'in')
return true;
for (const group of oneOfs ?? []) {
let inside = 0;
for (const b of group)
if (includes(base, b, ctx).k === 'in' && ++inside >= 2)
return true;
}
return false;
}
 
function finiteValues(c) {
if (c.arr.length || c.obj.length)
return undefined;
const out = [];
for (const f of c.null) {
if ((0,subschema_forms .Cq)(f))
return undefined;
out.push(null);
}
for (const f of c.bool) {
if ((0,subschema_forms .Cq)(f))
return undefined;
out.push(...f.vals);
}
for (const f of [...c.num, ...c.str]) {
if (!f.vals || (0,subschema_forms .Cq)(f))
return undefined;
out.push(...f.vals);
}
return out;
}




function discriminated(x, ys, ctx, split) {
if (x.vals)
return undefined;
const candidates = new Set();
for (const y of ys)
for (const l of y.layers)
for (const n of l.props.keys())
if (!split.has(n))
candidates.add(n);
for (const d of candidates) {
const sets = ys.map((y) => finiteValues(intersect_valueOf(y, d).get()));
if (sets.some((s) => s === undefined))
continue;
const all = [];
for (const s of sets)
for (const v of s)
if (!all.some((w) => JSON.stringify(w) === JSON.stringify(v)))
all.push(v);
const vx = intersect_valueOf(x, d).get();
const next = new Set([...split, d]);
const rs = [];
for (const v of all) {
if ((0,member .Dc)(vx, v) === false)
continue;
const fixed = { props: new Map([[d, (0,subschema_forms .eO)(only((0,member .TB)(v), [valueForm(v)]))]]), patterns: [], additional: subschema_forms .Nx };
const piece = { ...x, required: new Set([...x.required, d]), layers: [...x.layers, fixed] };
rs.push(formInUnion('obj', piece, ys, ctx, next));
}
if (!x.required.has(d)) {
const absent = { props: new Map([[d, subschema_forms .h4]]), patterns: [], additional: subschema_forms .Nx };
const piece = { ...x, layers: [...x.layers, absent] };
rs.push(formInUnion('obj', piece, ys, ctx, next));
}
const others = sample(vx).filter((v) => !all.some((w) => JSON.stringify(w) === JSON.stringify(v)));
if (others.length)
rs.push(outOrUnk(others.flatMap((v) => sampleForm('obj', x, 0, { fix: new Map([[d, v]]) })), 'anyOf', (v) => (0,member .xA)('obj', x, v) === true && ys.every((y) => (0,member .xA)('obj', y, v) === false)));
const r = combine(rs);
if (r.k !== 'unk')
return r;
}
return undefined;
}
 
function valueForm(v) {
switch ((0,member .TB)(v)) {
case 'null':
return {};
case 'bool':
return { vals: [v] };
case 'num':
return { ...(0,subschema_forms .Sd)(), vals: [v] };
case 'str':
return { ...(0,subschema_forms .tL)(), vals: [v] };
case 'arr':
return { ...(0,subschema_forms .nI)(), vals: [v] };
default:
return { ...(0,subschema_forms .dU)(), vals: [v] };
}
}
 
const TYPE_IN = {
num: (xf, yf) => numIn(xf, yf),
str: (xf, yf) => strIn(xf, yf),
arr: (xf, yf, ctx) => arrIn(xf, yf, ctx),
obj: (xf, yf, ctx) => objIn(xf, yf, ctx),
};
 
function formIn(t, xf, yf, ctx) {
const yv = include_valsOf(t, yf);
if (yv) {

const fits = finiteIn(t, xf, yf, trustedBy(xf));
if (fits)
return fits;
return outOrUnk(sampleForm(t, xf), 'enum', (v) => (0,member .xA)(t, yf, v) === false);
}
const r = TYPE_IN[t]?.(xf, yf, ctx) ?? IN; 
if (r.k === 'out')
return r;
const e = extrasIn(t, xf, yf, ctx);
return combine([r, e]);
}


var node_reading = __nccwpck_require__(17);

var subschema_refs = __nccwpck_require__(9070);
;


















function callsOf(schema) {
if ((0,json .Gv)(schema)) {
const hit = calls_memo.get(schema);
if (hit !== undefined)
return hit;
}
const out = entry(schema, schema, true);
if ((0,json .Gv)(schema))
calls_memo.set(schema, out);
return out;
}
const calls_memo = new WeakMap();








function isFreeFormValue(s, root) {
if (s === root)
return false;
if (s === true)
return true;
if (!(0,json .Gv)(s))
return false;
let hit = freeFormMemo.get(s);
if (hit === undefined)
freeFormMemo.set(s, (hit = declaresNothing(s, root)));
return hit;
}
const freeFormMemo = new WeakMap();
function declaresNothing(s, root) {
const seen = new Set();
const nonEmpty = (v) => (0,json .Gv)(v) && Object.keys(v).length > 0;
const visit = (x, depth) => {
if (!(0,json .Gv)(x) || seen.has(x))
return true;
if (depth > 32)
return false;
seen.add(x);
if (nonEmpty(x.properties) || nonEmpty(x.patternProperties))
return false;
if (x.additionalProperties !== undefined && !(0,keywords .Cn)(x.additionalProperties))
return false;
if (x.unevaluatedProperties !== undefined && !(0,keywords .Cn)(x.unevaluatedProperties))
return false;
for (const k of ['allOf', 'anyOf', 'oneOf'])
if (Array.isArray(x[k]))
for (const b of x[k])
if (!visit(b, depth + 1))
return false;
for (const k of ['if', 'then', 'else'])
if (!visit(x[k], depth + 1))
return false;
for (const k of ['dependentSchemas', 'dependencies'])
if ((0,json .Gv)(x[k]))
for (const d of Object.values(x[k]))
if (!visit(d, depth + 1))
return false;
if (typeof x.$ref === 'string') {

const t = (0,json .Gv)(root) ? (0,subschema_refs .uc)(root, x.$ref, x)?.target : undefined;
if (t === undefined || t === root || !visit(t, depth + 1))
return false;
}
if (x.$dynamicRef !== undefined || x.$recursiveRef !== undefined)
return false;
return true;
};
return visit(s, 0);
}
 
function entry(s, root, top = false) {
if (s === false)
return false;
if (s === true)
return top ? { unevaluatedProperties: false } : true;
if (!(0,json .Gv)(s))
return s;
const out = inPlace(s, root);
if (!top && isFreeFormValue(s, root))
return out;
if ((0,json .Gv)(out) && out.unevaluatedProperties === undefined)
out.unevaluatedProperties = false;
return out;
}
 
function inPlace(s, root) {
if (!(0,json .Gv)(s))
return s;
const out = {};
for (const [k, v] of Object.entries(s)) {
switch (k) {
case 'additionalProperties':
if (!(0,keywords .Cn)(v))
(0,json .P5)(out, k, entry(v, root));
break;
case 'unevaluatedProperties':

if (!(0,keywords .Cn)(v))
(0,json .P5)(out, k, v);
break;
case 'properties':
case 'patternProperties':
(0,json .P5)(out, k, (0,json .Gv)(v) ? mapValues(v, (x) => entry(x, root)) : v);
break;
case '$defs':
case 'definitions':
case 'dependentSchemas':
(0,json .P5)(out, k, (0,json .Gv)(v) ? mapValues(v, (x) => inPlace(x, root)) : v);
break;
case 'dependencies':
(0,json .P5)(out, k, (0,json .Gv)(v) ? mapValues(v, (d) => (Array.isArray(d) ? d : inPlace(d, root))) : v);
break;
case 'items':
(0,json .P5)(out, k, Array.isArray(v) ? v.map((x) => entry(x, root)) : entry(v, root));
break;
case 'prefixItems':
(0,json .P5)(out, k, Array.isArray(v) ? v.map((x) => entry(x, root)) : v);
break;
case 'additionalItems':
(0,json .P5)(out, k, entry(v, root));
break;
case 'allOf':
case 'anyOf':
case 'oneOf':
(0,json .P5)(out, k, Array.isArray(v) ? v.map((x) => inPlace(x, root)) : v);
break;
case 'then':
case 'else':
(0,json .P5)(out, k, inPlace(v, root));
break;
default:
(0,json .P5)(out, k, v);
}
}
return out;
}
function mapValues(o, f) {
const out = {};
for (const [k, v] of Object.entries(o))
(0,json .P5)(out, k, f(v));
return out;
}
const nodeMemo = new WeakMap();
 
function callsOfNode(schema, root) {
if (typeof schema === 'boolean')
return entry(schema, root, schema === root);
if (!(0,json .Gv)(schema))
return schema;
let out = nodeMemo.get(schema);
if (out === undefined)
nodeMemo.set(schema, (out = isFreeFormValue(schema, root) ? { allOf: [inPlace(schema, root)] } : { allOf: [inPlace(schema, root)], unevaluatedProperties: false }));
return out;
}

;



const NOTHING_DECLARED = { names: new Map(), patterns: new Map(), all: false };






function declaredIn(s, root) {
const out = { names: new Map(), patterns: new Map(), all: false };
const seen = new Set();
const add = (m, k, v) => m.set(k, [...(m.get(k) ?? []), v]);
const visit = (x, depth) => {
if (!(0,json .Gv)(x) || seen.has(x) || depth > 32 || out.all)
return;
seen.add(x);
if ((0,json .Gv)(x.properties))
for (const [k, v] of Object.entries(x.properties))
add(out.names, k, v);
if ((0,json .Gv)(x.patternProperties))
for (const [k, v] of Object.entries(x.patternProperties))
add(out.patterns, k, v);
if (x.additionalProperties !== undefined && !(0,keywords .Cn)(x.additionalProperties) && x.additionalProperties !== false)
out.all = true;
if (x.unevaluatedProperties !== undefined && x.unevaluatedProperties !== false)
out.all = true;
for (const k of ['allOf', 'anyOf', 'oneOf'])
if (Array.isArray(x[k]))
for (const b of x[k])
visit(b, depth + 1);
for (const k of ['if', 'then', 'else'])
visit(x[k], depth + 1);
for (const k of ['dependentSchemas', 'dependencies'])
if ((0,json .Gv)(x[k]))
for (const d of Object.values(x[k]))
visit(d, depth + 1);
if (typeof x.$ref === 'string')
visit((0,subschema_refs .L2)(root, x.$ref), depth + 1);
};
visit(s, 0);
return out;
}

;



 
 
function valuesCanon(values) {
const nul = values.some((v) => v === null);
const bools = [true, false].filter((b) => values.includes(b));
const nums = values.filter((v) => typeof v === 'number');
const strs = values.filter((v) => typeof v === 'string');
const arrs = values.filter((v) => Array.isArray(v));
const objs = values.filter((v) => (0,json .Gv)(v));
return (0,subschema_forms .AP)({
null: nul ? [{}] : [],
bool: bools.length ? [{ vals: bools }] : [],
num: nums.length ? [{ ...(0,subschema_forms .Sd)(), vals: [...new Set(nums)] }] : [],
str: strs.length ? [{ ...(0,subschema_forms .tL)(), vals: [...new Set(strs)] }] : [],
arr: arrs.length ? [{ ...(0,subschema_forms .nI)(), vals: arrs }] : [],
obj: objs.length ? [{ ...(0,subschema_forms .dU)(), vals: objs }] : [],
});
}
 
const numKeyword = (s, k) => (typeof s[k] === 'number' && Number.isFinite(s[k]) ? s[k] : undefined);
function numForm(s) {
const f = (0,subschema_forms .Sd)();
const lower = (v, ex) => {
if (v > f.lo || (v === f.lo && ex))
[f.lo, f.loEx] = [v, ex];
};
const upper = (v, ex) => {
if (v < f.hi || (v === f.hi && ex))
[f.hi, f.hiEx] = [v, ex];
};
const min = numKeyword(s, 'minimum');
const max = numKeyword(s, 'maximum');
if (min !== undefined)
lower(min, s.exclusiveMinimum === true);
if (max !== undefined)
upper(max, s.exclusiveMaximum === true);
const xmin = numKeyword(s, 'exclusiveMinimum');
const xmax = numKeyword(s, 'exclusiveMaximum');
if (xmin !== undefined)
lower(xmin, true);
if (xmax !== undefined)
upper(xmax, true);
const m = numKeyword(s, 'multipleOf');
if (m !== undefined && m > 0)
f.mult.push(m);
if (s.format === 'int32') {
if (!f.mult.includes(1))
f.mult.push(1);
lower(-2147483648, false);
upper(2147483647, false);
}
else if (s.format === 'int64' && !f.mult.includes(1))
f.mult.push(1);
return f;
}
function strForm(s) {
const f = (0,subschema_forms .tL)();
const min = numKeyword(s, 'minLength');
const max = numKeyword(s, 'maxLength');
if (min !== undefined)
f.minLen = Math.max(0, Math.ceil(min));
if (max !== undefined)
f.maxLen = Math.floor(max);
if (typeof s.pattern === 'string')
f.patterns.push(s.pattern);
if (typeof s.format === 'string' && (0,ajv_semantics .RZ)(s.format) && !['int32', 'int64', 'float', 'double'].includes(s.format))
f.formats.push(s.format);
return f;
}

;














const build_memo = new WeakMap();
 
function canonOf(schema, root, mode = 'open') {

if (schema === true)
return mode === 'entry' && schema === root ? closeCanon(subschema_forms .wv, NOTHING_DECLARED) : subschema_forms .wv;
if (schema === false)
return subschema_forms ._N;
if (!(0,json .Gv)(schema))
return subschema_forms .wv;
let row = build_memo.get(schema);
const hit = row?.[mode];
if (hit && hit.root === root)
return hit.c;



const text = mode === 'entry' && schema === root ? undefined : textOf(schema);
const key = text === undefined ? undefined : `${mode}\u0000${text}`;
const shared = key === undefined ? undefined : interned.get(key);
if (shared) {
if (!row)
build_memo.set(schema, (row = {}));
row[mode] = { root, c: shared };
return shared;
}


let marks = building.get(schema);
if (marks?.has(mode))
return opaqueCanon('$ref', schema, root);
if (!marks)
building.set(schema, (marks = new Set()));
marks.add(mode);
let c;
try {
c = build(schema, root, mode, []);
}
finally {
marks.delete(mode);
}
if (!row)
build_memo.set(schema, (row = {}));
row[mode] = { root, c };
if (key !== undefined) {
if (interned.size >= MAX_INTERNED)
interned.clear();
interned.set(key, c);
(0,subschema_forms .Jz)(c, text, mode);
}
return c;
}
 
const interned = new Map();
 
const MAX_INTERNED = 20_000;
 
const MAX_INTERNED_TEXT = 1 << 20;
const REFERS = /"\$(?:ref|dynamicRef|recursiveRef)"/;
 
function textOf(schema) {
let text;
try {
text = JSON.stringify(schema);
}
catch {
return undefined; 
}
if (text.length > MAX_INTERNED_TEXT || REFERS.test(text))
return undefined;
return text;
}
 
const building = new WeakMap();
function childLazy(schema, root, mode) {
if (schema === undefined)
return mode === 'entry' ? (0,subschema_forms .RZ)(() => canonOf(true, root, mode)) : subschema_forms .Nx;
if (schema === false)
return subschema_forms .h4;
if (mode === 'open' && (0,keywords .Cn)(schema))
return subschema_forms .Nx;
return (0,subschema_forms .RZ)(() => canonOf(schema, root, mode));
}
function build(s, root, mode, refs) {
try {
return buildInner(s, root, mode, refs);
}
catch (e) {
if (e instanceof subschema_forms .MF)
return opaqueCanon(e.keyword, s, root);
throw e;
}
}
function buildInner(written, root, mode, refs) {
const s = (0,node_reading .jT)(written);
const inner = mode === 'open' ? 'open' : 'inplace';
const child = mode === 'open' ? 'open' : 'entry';
let c = own(s, root, child);
if (s.const !== undefined)
c = intersect(c, valuesCanon([s.const]));
if (Array.isArray(s.enum))
c = intersect(c, valuesCanon(s.enum));
if (typeof s.$ref === 'string') {
const target = (0,subschema_refs .L2)(root, s.$ref);
if (target === undefined || ((0,json .Gv)(target) && refs.includes(target)))
c = intersect(c, opaqueCanon('$ref', { $ref: s.$ref }, root));
else
c = intersect(c, (0,json .Gv)(target) ? build(target, root, inner, [...refs, target]) : canonOf(target, root, inner));
}


if (!(0,node_reading .Yi)(s.$schema))
throw new ajv_semantics .O0('$schema');
if (typeof s.format === 'string' && !(0,ajv_semantics .xu)(s.format))
c = intersect(c, opaqueCanon('format', { format: s.format }, root));


for (const k in s)
if ((0,keywords .Rs)(k))
c = intersect(c, opaqueCanon(k, { [k]: s[k] }, root));
for (const k of ['$dynamicRef', '$recursiveRef', 'unevaluatedItems'])
if (s[k] !== undefined)
c = intersect(c, opaqueCanon(k, { [k]: s[k] }, root));
if (s.unevaluatedProperties !== undefined && !(mode === 'entry' && s.unevaluatedProperties === false))
c = intersect(c, opaqueCanon('unevaluatedProperties', s, root, objOnly));
const sub = (x) => ((0,json .Gv)(x) ? build(x, root, inner, refs) : canonOf(x, root, inner));
if (Array.isArray(s.allOf))
for (const b of s.allOf)
c = intersect(c, sub(b));
if (Array.isArray(s.anyOf) && s.anyOf.length)
c = intersect(c, union(s.anyOf.map(sub)));


if (Array.isArray(s.oneOf) && s.oneOf.length) {
const within = c;
c = intersect(c, oneOf(s.oneOf.map((b) => intersect(within, sub(b)))));
}
if (s.not !== undefined)
c = intersect(c, not(canonOf(s.not, root, 'open')));
if (s.if !== undefined && (s.then !== undefined || s.else !== undefined)) {
const i = canonOf(s.if, root, 'open');
const t = s.then === undefined ? subschema_forms .wv : sub(s.then);
const e = s.else === undefined ? subschema_forms .wv : sub(s.else);
const ni = complement(i);
c = intersect(c, ni ? union([intersect(i, t), intersect(ni, e)]) : withExtra({ conds: [{ if: i, then: t, else: e }] }));
}
if (mode === 'entry' && !isFreeFormValue(s, root))
c = closeCanon(c, declaredIn(s, root), root);
return pruned(c);
}
 
function pruned(c) {
let changed = false;
const out = {};
for (const t of subschema_forms .QE) {
const forms = c[t].filter((f) => !formEmpty(t, f));
if (forms.length !== c[t].length)
changed = true;
out[t] = forms;
}
return changed ? (0,subschema_forms .AP)(out) : c;
}
const objOnly = (0,subschema_forms .AP)({ obj: [(0,subschema_forms .dU)()] });
 
function opaqueCanon(keyword, schema, root, of = subschema_forms .wv) {
const o = { keyword, key: opaqueKey(schema, root), schema, root };
return withExtra({ opaque: [o] }, of);
}
const rootKeys = new WeakMap();
function opaqueKey(schema, root) {
const text = (0,canonical .dj)(schema);
if (!text.includes('"$ref"') || !(0,json .Gv)(root))
return text;
let defs = rootKeys.get(root);
if (defs === undefined)
rootKeys.set(root, (defs = (0,canonical .dj)({ $defs: root.$defs ?? null, definitions: root.definitions ?? null })));
return `${text}@${defs}`;
}




function oneOf(branches) {
if (branches.length === 1)
return branches[0];
let overlap = false;
for (let i = 0; i < branches.length && !overlap; i++)
for (let j = i + 1; j < branches.length && !overlap; j++)
if (!disjoint(branches[i], branches[j]))
overlap = true;
if (!overlap)
return union(branches);
const ctx = newCtx();
const live = branches.filter((b, i) => !branches.some((other, j) => j !== i && includes(b, other, ctx).k === 'in'));
const u = union(live);
if ((0,subschema_forms .KN)(u))
return subschema_forms ._N;
return intersect(u, withExtra({ oneOfs: [branches] }, u));
}
function not(n) {
const c = complement(n);
return c ?? withExtra({ nots: [n] }, n);
}
 
function own(s, root, child) {
let types;
const declared = (0,node_reading .pl)(s);
if (declared)
types = new Set(declared);
const has = (t) => !types || types.has(t);
const out = {};
out.null = has('null') ? [{}] : [];
out.bool = has('boolean') ? [{ vals: [true, false] }] : [];
if (has('number') || has('integer')) {
const f = numForm(s);
if (types && !types.has('number') && !f.mult.includes(1))
f.mult = [...f.mult, 1];
out.num = [f];
}
else
out.num = [];
out.str = has('string') ? [strForm(s)] : [];
out.arr = has('array') ? [arrForm(s, root, child)] : [];
out.obj = has('object') ? [objForm(s, root, child)] : [];
return (0,subschema_forms .AP)(out);
}
function arrForm(s, root, child) {
const f = (0,subschema_forms .nI)();
const min = numKeyword(s, 'minItems');
const max = numKeyword(s, 'maxItems');
if (min !== undefined)
f.minItems = Math.max(0, Math.ceil(min));
if (max !== undefined)
f.maxItems = Math.floor(max);
const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
if (tuple)
f.prefix = tuple.map((x) => childLazy(x, root, child));
f.items = childLazy(rest, root, child);
if (s.contains !== undefined) {
const c = { s: childLazy(s.contains, root, 'open'), min: numKeyword(s, 'minContains') ?? 1, max: numKeyword(s, 'maxContains') ?? Infinity };
if (!(c.min === 0 && c.max === Infinity))
f.contains.push(c);
}
if (s.uniqueItems === true)
f.unique = true;
return f;
}
function objForm(s, root, child) {
const f = (0,subschema_forms .dU)();
const props = (0,json .Gv)(s.properties) ? Object.entries(s.properties) : [];
const patterns = (0,json .Gv)(s.patternProperties) ? Object.entries(s.patternProperties) : [];
const closedCalls = child === 'entry';

const ap = s.additionalProperties === undefined || (closedCalls && (0,keywords .Cn)(s.additionalProperties)) ? undefined : s.additionalProperties;
if (props.length || patterns.length || ap !== undefined) {
const layer = {
props: new Map(props.map(([k, v]) => [k, childLazy(v, root, child)])),
patterns: patterns.map(([re, v]) => ({ re, s: childLazy(v, root, child) })),
additional: ap === undefined ? subschema_forms .Nx : childLazy(ap, root, child),
};
f.layers.push(layer);
}
if (Array.isArray(s.required))
for (const r of s.required)
if (typeof r === 'string')
f.required.add(r);
const min = numKeyword(s, 'minProperties');
const max = numKeyword(s, 'maxProperties');
if (min !== undefined)
f.minProps = Math.max(0, Math.ceil(min));
if (max !== undefined)
f.maxProps = Math.floor(max);
if (s.propertyNames !== undefined && !(0,keywords .Cn)(s.propertyNames))
f.names.push(childLazy(s.propertyNames, root, 'open'));
const depReq = (0,json .Gv)(s.dependentRequired) ? Object.entries(s.dependentRequired) : [];
const deps = (0,json .Gv)(s.dependencies) ? Object.entries(s.dependencies) : [];
for (const [p, qs] of [...depReq, ...deps.filter(([, d]) => Array.isArray(d))])
if (Array.isArray(qs)) {
const names = qs.filter((q) => typeof q === 'string');
if (names.length)
f.depReq.push([p, names]);
}
const depSchemas = (0,json .Gv)(s.dependentSchemas) ? Object.entries(s.dependentSchemas) : [];
for (const [p, d] of [...depSchemas, ...deps.filter(([, d]) => !Array.isArray(d))])
if (!(0,keywords .Cn)(d))
f.depSchemas.push([p, childLazy(d, root, child === 'entry' ? 'inplace' : 'open')]);
return f;
}

 
function closeCanon(c, d, root = null) {
if (d.all || !c.obj.length)
return c;
const valueOf = (schemas) => schemas.some((x) => (0,keywords .Cn)(x) && x !== false) ? (0,subschema_forms .RZ)(() => canonOf(true, root, 'entry')) : (0,subschema_forms .RZ)(() => union(schemas.map((x) => canonOf(x, root, 'entry'))));
const layer = {
props: new Map([...d.names].map(([n, schemas]) => [n, valueOf(schemas)])),
patterns: [...d.patterns].map(([re, schemas]) => ({ re, s: valueOf(schemas) })),
additional: subschema_forms .h4,
};
const closing = { ...(0,subschema_forms .dU)(), layers: [layer] };
const obj = c.obj.map((f) => intersectForm('obj', f, closing)).filter((f) => f !== undefined);
return (0,subschema_forms .AP)({ ...c, obj });
}



var same = __nccwpck_require__(5734);
;











const INCLUDED = { kind: 'included' };
function included(written, writtenB, opts = {}) {

const a = (0,subschema_refs .BS)(written);
const b = (0,subschema_refs .BS)(writtenB);

for (const s of [a.root, a.schema, b.root, b.schema])
if ((0,json .Gv)(s) && !(0,node_reading .Yi)(s.$schema))
return { kind: 'unknown', keyword: '$schema' };
if (sameMeaning(a, b))
return INCLUDED;

if (opts.calls && (closedAsCalls(a, b) || (opts.callsB && closedAsCalls(b, a))))
return INCLUDED;
const first = newCtx();
if (opts.memo)
first.memo = opts.memo;
const ask = (ctx) => {
try {
const x = canonOf(a.schema, a.root, opts.calls ? 'entry' : 'open');
const y = canonOf(b.schema, b.root, opts.callsB ? 'entry' : 'open');
return includes(x, y, ctx);
}
catch (e) {
if (e instanceof ajv_semantics .O0 || e instanceof subschema_forms .MF)
return { kind: 'unknown', keyword: e.keyword };
throw e;
}
};
const r = ask(first);
if ('kind' in r)
return r;
if (r.k === 'in')
return INCLUDED;
if (r.k === 'out') {
const w = subschema_confirm(a, b, r.cands, opts);
if (w)
return w;
}


if (!wasShortened(first.memo))
return { kind: 'unknown', keyword: r.kw };
const all = ask(newCtx(true));
if ('kind' in all)
return all;
if (all.k === 'in')
return INCLUDED;
if (all.k === 'unk')
return { kind: 'unknown', keyword: all.kw };
return subschema_confirm(a, b, all.cands, opts) ?? { kind: 'unknown', keyword: all.kw };
}
 
function subschema_confirm(writtenA, writtenB, cands, opts = {}) {
const a = (0,subschema_refs .BS)(writtenA);
const b = (0,subschema_refs .BS)(writtenB);
try {
const rootA = opts.calls ? callsOf(a.root) : a.root;
const schemaA = opts.calls ? callsOfNode(a.schema, a.root) : a.schema;
const rootB = opts.callsB ? callsOf(b.root) : b.root;
const schemaB = opts.callsB ? callsOfNode(b.schema, b.root) : b.schema;
for (const w of cands) {
if (!(0,validate .W)(rootA, schemaA, w))
continue;
const failure = (0,validate .g)(rootB, schemaB, w);
if (failure)
return { kind: 'excluded', witness: w, failure };
}
}
catch (e) {
if (!(e instanceof ajv_semantics .O0))
throw e;
}
return undefined;
}
 
function accepts(written, value, opts = {}) {
const a = (0,subschema_refs .BS)(written);
try {
return (0,validate .W)(opts.calls ? callsOf(a.root) : a.root, opts.calls ? callsOfNode(a.schema, a.root) : a.schema, value);
}
catch (e) {
if (e instanceof ajv_semantics .O0)
return undefined;
throw e;
}
}










function closedAsCalls(plain, closed) {
const p = plain.schema;
const c = closed.schema;
if (!(0,json .Gv)(p) || !(0,json .Gv)(c) || c.unevaluatedProperties !== false || p.unevaluatedProperties !== undefined)
return false;
const { unevaluatedProperties: _closing, ...rest } = c;
return sameMeaning(plain, { schema: rest, root: closed.root }) && !isFreeFormValue(p, plain.root);
}
function sameMeaning(a, b) {
if (!(0,json .Zm)(a.schema, b.schema))
return (0,same .Z)(a.schema, b.schema);
if (a.root === b.root || !(0,same .FT)(a.schema))
return true;
const defs = defsOf(a.root);
const intoDefs = (refs) => refs?.every((r) => r.startsWith('#/$defs/') || r.startsWith('#/definitions/')) === true;
if (intoDefs((0,same .q4)(a.schema)) && intoDefs((0,same .q4)(defs)))
return (0,json .Zm)(defs, defsOf(b.root));
return (0,json .Zm)(a.root, b.root);
}
const MAP_NAMES = ['key', 'key1', 'k', 'name', 'x-key', 'a'];




function subschema_embed(written, step, value, opts = {}) {
const parent = (0,subschema_refs .BS)(written);
if (step.kind === 'same')
return accepts(parent, value, opts) === true ? value : undefined;
let c;
try {
c = canonOf(parent.schema, parent.root, opts.calls ? 'entry' : 'open');
}
catch {
return undefined;
}
const cands = [];
try {
if (step.kind === 'item')
for (const f of c.arr)
cands.push(...sampleForm('arr', f, 0, { at: new Map([[step.index, value]]) }));
else {
const names = step.kind === 'prop' ? [step.name] : MAP_NAMES;
for (const name of names)
for (const f of c.obj)
cands.push(...sampleForm('obj', f, 0, { fix: new Map([[name, value]]) }));
}
}
catch (e) {
if (!(e instanceof ajv_semantics .O0 || e instanceof subschema_forms .MF))
throw e;
}
return cands.find((w) => accepts(parent, w, opts) === true);
}
function defsOf(root) {
if (root === null || typeof root !== 'object' || Array.isArray(root))
return null;
return [root.$defs ?? null, root.definitions ?? null];
}



  }),

  5056:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    BC: () => (  ANNOTATIONS),
    Cn: () => (  isTrivial),
    F3: () => (  NO_EFFECT_KEYWORDS),
    P7: () => (  UPPER_BOUNDS),
    Rs: () => (  isCustomKeyword),
    Rx: () => (  PRESENCE_CONSTRAINTS),
    VF: () => (  STRUCTURAL_KEYWORDS),
    WL: () => (  LOWER_BOUNDS),
    h1: () => (  CONDITION_KEYWORDS),
    no: () => (  semanticForm)
  });
 
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);













const ANNOTATIONS = new Set([
'title',
'description',
'default',
'examples',
'example',
'deprecated',
'readOnly',
'writeOnly',
'$comment',
'$schema',
'$id',
'$anchor',
'$dynamicAnchor',
'$vocabulary',
'$defs',
'definitions',
'contentEncoding',
'contentMediaType',
'contentSchema',
'markdownDescription',
'errorMessage',
]);
 
function isTrivial(schema) {
if (schema === undefined || schema === true)
return true;
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(schema))
return false;
for (const k in schema)
if (!ANNOTATIONS.has(k) && !k.startsWith('x-'))
return false;
return true;
}
 
const IN_PLACE_LISTS = (  null && (['allOf', 'anyOf', 'oneOf']));
const IN_PLACE_SINGLE = (  null && (['then', 'else']));
 
const CHILD_MAPS = (  null && (['properties', 'patternProperties']));
 
const UPPER_BOUNDS = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains']);
const LOWER_BOUNDS = new Set(['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains']);
 
const PRESENCE_CONSTRAINTS = new Set(['pattern', 'format', 'multipleOf', 'uniqueItems']);
 
const CONDITION_KEYWORDS = new Set([
'not',
'if',
'then',
'else',
'dependentRequired',
'dependentSchemas',
'dependencies',
'contains',
'propertyNames',
'patternProperties',
'unevaluatedProperties',
'unevaluatedItems',
'additionalItems',
]);
 
const STRUCTURAL_KEYWORDS = new Set([
'type',
'enum',
'const',
'default',
'description',
'title',
'properties',
'required',
'additionalProperties',
'items',
'prefixItems',
'anyOf',
'oneOf',
'allOf',
'$ref',
'$defs',
'definitions',
]);




const KEPT_IN_FORM = new Set(['default', '$defs', 'definitions', 'contentSchema']);
const NO_EFFECT_KEYWORDS = new Set([...ANNOTATIONS].filter((k) => !KEPT_IN_FORM.has(k)));




function semanticForm(value) {
if (Array.isArray(value))
return value.map(semanticForm);
if (value === null || typeof value !== 'object')
return value;
const out = {};
for (const [k, v] of Object.entries(value)) {
if (NO_EFFECT_KEYWORDS.has(k))
continue;
if (k === 'type' && Array.isArray(v))
out[k] = v.length === 1 ? v[0] : [...v].sort();
else if (k === 'required' && Array.isArray(v))
out[k] = [...v].sort();
else
out[k] = semanticForm(v);
}
return out;
}
 
const READ_KEYWORDS = new Set([
'type',
'enum',
'const',
'minimum',
'maximum',
'exclusiveMinimum',
'exclusiveMaximum',
'multipleOf',
'minLength',
'maxLength',
'pattern',
'format',
'items',
'prefixItems',
'additionalItems',
'contains',
'minContains',
'maxContains',
'minItems',
'maxItems',
'uniqueItems',
'properties',
'patternProperties',
'additionalProperties',
'required',
'propertyNames',
'minProperties',
'maxProperties',
'dependentRequired',
'dependentSchemas',
'dependencies',
'allOf',
'anyOf',
'oneOf',
'not',
'if',
'then',
'else',
'$ref',
'$dynamicRef',
'$recursiveRef',
'unevaluatedProperties',
'unevaluatedItems',
'nullable',
]);





function isCustomKeyword(k) {
return !READ_KEYWORDS.has(k) && !ANNOTATIONS.has(k) && !k.startsWith('x-');
}


  }),

  4696:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
_K: () => (  STRICT),
$O: () => (  layerValue),
cK: () => (  matches),
Dc: () => (  member),
xA: () => (  memberForm),
lC: () => (  memberNum),
ex: () => (  memberStr),
G1: () => (  position),
TB: () => (  typeKeyOf)
});


var subschema_forms = __nccwpck_require__(4977);

var ajv_semantics = __nccwpck_require__(9645);

var validate = __nccwpck_require__(382);

var json = __nccwpck_require__(1973);

var keywords = __nccwpck_require__(5056);
;








function assertsUnread(o) {
let r = memo.get(o);
if (r === undefined)
memo.set(o, (r = o.keyword === 'format' || (0,keywords .Rs)(o.keyword) || walk(o.schema, o.root, new Set(), 0)));
return r;
}
const memo = new WeakMap();
 
const MAX_DEPTH = 128;
const SINGLES = ['items', 'additionalItems', 'unevaluatedItems', 'additionalProperties', 'unevaluatedProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAPS = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies', '$defs', 'definitions'];
function walk(s, root, seen, depth) {
if (!(0,json .Gv)(s) || seen.has(s))
return false;
if (depth > MAX_DEPTH)
return true;
seen.add(s);
const sub = (x) => x !== undefined && walk(x, root, seen, depth + 1);
for (const k in s)
if ((0,keywords .Rs)(k))
return true;
if (typeof s.format === 'string' && !(0,ajv_semantics .xu)(s.format))
return true;
for (const k of SINGLES)
if (!Array.isArray(s[k]) && sub(s[k]))
return true;
for (const k of LISTS)
if (Array.isArray(s[k]) && s[k].some(sub))
return true;
for (const k of MAPS)
if ((0,json .Gv)(s[k]) && Object.values(s[k]).some((x) => !Array.isArray(x) && sub(x)))
return true;

if ((typeof s.$ref === 'string' || typeof s.$dynamicRef === 'string' || typeof s.$recursiveRef === 'string') && sub(root))
return true;
return false;
}

;




 
const STRICT = new Set();
function typeKeyOf(v) {
switch ((0,ajv_semantics .WF)(v)) {
case 'null':
return 'null';
case 'boolean':
return 'bool';
case 'number':
return 'num';
case 'string':
return 'str';
case 'array':
return 'arr';
default:
return 'obj';
}
}

 
function member(c, v, depth = 0, strict) {
if (c === subschema_forms .wv)
return true;
if (depth > 64)
return undefined;
const t = typeKeyOf(v);
let unsure = false;
for (const f of c[t]) {
const r = memberForm(t, f, v, depth, strict);
if (r === true)
return true;
if (r === undefined)
unsure = true;
}
return unsure ? undefined : false;
}
function memberForm(t, f, v, depth = 0, strict) {
let r;
switch (t) {
case 'null':
r = true;
break;
case 'bool':
r = f.vals.includes(v);
break;
case 'num':
r = memberNum(f, v);
break;
case 'str':
r = memberStr(f, v);
break;
case 'arr':
r = memberArr(f, v, depth, strict);
break;
default:
r = memberObj(f, v, depth, strict);
}
if (r === false)
return false;
const e = memberExtras(f, v, depth, strict);
if (e === false)
return false;
return r === undefined || e === undefined ? undefined : true;
}
function memberExtras(f, v, depth, strict) {
let unsure = false;
for (const n of f.nots ?? []) {
const r = member(n, v, depth + 1, strict);
if (r === true)
return false;
if (r === undefined)
unsure = true;
}
for (const group of f.oneOfs ?? []) {
let count = 0;
let groupUnsure = false;
for (const b of group) {
const r = member(b, v, depth + 1, strict);
if (r === true)
count++;
if (r === undefined)
groupUnsure = true;
}
if (!groupUnsure && count !== 1)
return false;
if (count > 1)
return false;
if (groupUnsure)
unsure = true;
}
for (const c of f.conds ?? []) {
const i = member(c.if, v, depth + 1, strict);
if (i === undefined) {
unsure = true;
continue;
}
const r = member(i ? c.then : c.else, v, depth + 1, strict);
if (r === false)
return false;
if (r === undefined)
unsure = true;
}
for (const o of f.opaque ?? []) {
try {
if (!(0,validate .W)(o.root, o.schema, v))
return false;
}
catch (e) {
if (!(e instanceof ajv_semantics .O0))
throw e;
unsure = true;
}
if (strict && !strict.has(o.key) && assertsUnread(o))
unsure = true;
}
return unsure ? undefined : true;
}
function memberNum(f, v) {
if (f.vals)
return f.vals.includes(v);
if (v < f.lo || (f.loEx && v === f.lo))
return false;
if (v > f.hi || (f.hiEx && v === f.hi))
return false;
for (const m of f.mult)
if (!(0,ajv_semantics .FE)(v, m))
return false;
for (const m of f.notMult)
if ((0,ajv_semantics .FE)(v, m))
return false;
return !f.notVals.includes(v);
}
function memberStr(f, v) {
if (f.vals)
return f.vals.includes(v);
try {
const n = f.minLen > 0 || f.maxLen < Infinity ? (0,ajv_semantics .BH)(v) : 0;
if (n < f.minLen || n > f.maxLen)
return false;
for (const p of f.patterns)
if (!(0,ajv_semantics .jB)(p).test(v))
return false;
for (const p of f.notPatterns)
if ((0,ajv_semantics .jB)(p).test(v))
return false;
}
catch (e) {
if (e instanceof ajv_semantics .O0)
return undefined;
throw e;
}
for (const fm of f.formats)
if (!(0,ajv_semantics .O)(fm, v))
return false;
for (const fm of f.notFormats)
if ((0,ajv_semantics .O)(fm, v))
return false;
return !f.notVals.includes(v);
}
 
function position(f, i) {
return i < f.prefix.length ? f.prefix[i] : f.items;
}
function memberArr(f, v, depth, strict) {
if (f.vals)
return f.vals.some((x) => (0,ajv_semantics .Jo)(x, v));
if (v.length < f.minItems || v.length > f.maxItems)
return false;
let unsure = false;
for (let i = 0; i < v.length; i++) {
const r = member(position(f, i).get(), v[i], depth + 1, strict);
if (r === false)
return false;
if (r === undefined)
unsure = true;
}
for (const c of f.contains) {
let count = 0;
let cu = false;
for (const x of v) {
const r = member(c.s.get(), x, depth + 1, strict);
if (r === true)
count++;
else if (r === undefined)
cu = true;
}
if (!cu && (count < c.min || count > c.max))
return false;
if (count > c.max)
return false;
if (cu)
unsure = true;
}
if (f.unique)
for (let i = 0; i < v.length; i++)
for (let j = i + 1; j < v.length; j++)
if ((0,ajv_semantics .Jo)(v[i], v[j]))
return false;
if (f.notVals.some((x) => (0,ajv_semantics .Jo)(x, v)))
return false;
return unsure ? undefined : true;
}
 
function layerValue(layer, name) {
const out = [];
const own = layer.props.get(name);
if (own)
out.push(own);
for (const p of layer.patterns)
if (matches(p.re, name))
out.push(p.s);
if (!out.length)
out.push(layer.additional);
return out;
}
 
function matches(re, name) {
return (0,ajv_semantics .jB)(re).test(name);
}
function memberObj(f, v, depth, strict) {
if (f.vals)
return f.vals.some((x) => (0,ajv_semantics .Jo)(x, v));
const keys = Object.keys(v);
if (keys.length < f.minProps || keys.length > f.maxProps)
return false;
for (const r of f.required)
if (!Object.prototype.hasOwnProperty.call(v, r))
return false;
let unsure = false;
const seen = (r) => {
if (r === undefined)
unsure = true;
return r === false;
};
try {
for (const k of keys) {
for (const n of f.names)
if (seen(member(n.get(), k, depth + 1, strict)))
return false;
for (const layer of f.layers)
for (const l of layerValue(layer, k))
if (seen(member(l.get(), v[k], depth + 1, strict)))
return false;
}
}
catch (e) {
if (e instanceof ajv_semantics .O0)
return undefined;
throw e;
}
for (const [p, qs] of f.depReq)
if (Object.prototype.hasOwnProperty.call(v, p))
for (const q of qs)
if (!Object.prototype.hasOwnProperty.call(v, q))
return false;
for (const [p, s] of f.depSchemas)
if (Object.prototype.hasOwnProperty.call(v, p) && seen(member(s.get(), v, depth + 1, strict)))
return false;
if (f.notVals.some((x) => (0,ajv_semantics .Jo)(x, v)))
return false;
return unsure ? undefined : true;
}


  }),

  17:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Yi: () => (  isKnownDialect),
    jT: () => (  plainUnevaluated),
    pl: () => (  typesOf)
  });
  var _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9645);

 
 
const EVALUATING_IN_PLACE = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', '$ref', '$dynamicRef', '$recursiveRef', 'dependentSchemas', 'dependencies'];






function plainUnevaluated(s) {
if (s.unevaluatedProperties === undefined && s.unevaluatedItems === undefined)
return s;
const alone = !EVALUATING_IN_PLACE.some((k) => s[k] !== undefined);
let out;
const edit = () => (out ??= { ...s });
if (s.unevaluatedProperties !== undefined) {
if (s.additionalProperties !== undefined)
delete edit().unevaluatedProperties;
else if (alone) {
const o = edit();
o.additionalProperties = s.unevaluatedProperties;
delete o.unevaluatedProperties;
}
}
if (s.unevaluatedItems !== undefined) {
const tuple = Array.isArray(s.items);
if ((s.items !== undefined && !tuple) || (tuple && s.additionalItems !== undefined))
delete edit().unevaluatedItems;
else if (alone && s.contains === undefined) {
const o = edit();
if (tuple)
o.additionalItems = s.unevaluatedItems;
else
o.items = s.unevaluatedItems;
delete o.unevaluatedItems;
}
}
return out ?? s;
}
const JSON_TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']);






function typesOf(s) {
const t = s.type;
const list = t === undefined ? [] : Array.isArray(t) ? t : [t];
if (!list.every((x) => typeof x === 'string' && JSON_TYPES.has(x)))
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_0__  .O0('type');
if (!list.length) {
if (s.nullable !== undefined)
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_0__  .O0('nullable');
return undefined;
}
const names = list;
if (names.includes('null')) {
if (s.nullable === false)
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_0__  .O0('nullable');
return names;
}
return s.nullable === true ? [...names, 'null'] : names;
}
 
const DIALECTS = new Set([
'json-schema.org/draft-04/schema',
'json-schema.org/draft-06/schema',
'json-schema.org/draft-07/schema',
'json-schema.org/draft/2019-09/schema',
'json-schema.org/draft/2020-12/schema',
]);
 
function isKnownDialect(uri) {
if (uri === undefined)
return true;
return typeof uri === 'string' && DIALECTS.has(uri.replace(/^https?:\/\//, '').replace(/#$/, ''));
}


  }),

  9070:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    BS: () => (  localDocument),
    L2: () => (  refTarget),
    uc: () => (  locateRef)
  });
  var jsonpointer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4244);
  var _contract_schema_keywords_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3043);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1973);

















const BASE = 'mcg-root://schema/';
const MAX_NODES = 20_000;
const MAX_DEPTH = 128;
const indexes = new WeakMap();
function esc(token) {
return `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
function baseUri(id, base) {
try {
const u = new URL(id, base);
u.hash = '';
return u.href;
}
catch {
return undefined;
}
}
 
function* subschemas(s) {
for (const [k, v] of Object.entries(s)) {
if (_contract_schema_keywords_js__WEBPACK_IMPORTED_MODULE_1__  .wz.has(k) && !Array.isArray(v))
yield [v, esc(k)];
if (_contract_schema_keywords_js__WEBPACK_IMPORTED_MODULE_1__  .Y2.has(k) && Array.isArray(v))
for (let i = 0; i < v.length; i++)
yield [v[i], esc(k) + esc(i)];
if ((_contract_schema_keywords_js__WEBPACK_IMPORTED_MODULE_1__  .Jb.has(k) || k === 'dependencies') && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(v))
for (const [n, x] of Object.entries(v))
yield [x, esc(k) + esc(n)];
}
}
function indexOf(root) {
let ix = indexes.get(root);
if (ix)
return ix;
const rootBase = (typeof root.$id === 'string' && baseUri(root.$id, BASE)) || BASE;
ix = { resources: new Map([[rootBase, '']]), anchors: new Map(), dynamic: new Map(), baseOf: new WeakMap(), rootBase, embedded: false, rewrite: false, partial: false };
const index = ix;
let nodes = 0;
const visit = (s, pointer, base, depth) => {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(s) || index.baseOf.has(s))
return;
if (++nodes > MAX_NODES || depth > MAX_DEPTH) {
index.partial = true;
return;
}
let here = base;
if (pointer !== '' && typeof s.$id === 'string') {
const b = baseUri(s.$id, base);
if (b === undefined)
index.partial = true;
else {
here = b;
index.embedded = true;
if (!index.resources.has(b))
index.resources.set(b, pointer);
}
}
index.baseOf.set(s, here);
for (const k of ['$anchor', '$dynamicAnchor']) {
const name = s[k];
if (typeof name !== 'string')
continue;
if (!index.anchors.has(`${here}#${name}`))
index.anchors.set(`${here}#${name}`, pointer);
if (k === '$dynamicAnchor' && pointer === '' && !index.dynamic.has(name))
index.dynamic.set(name, pointer);
}
if (typeof s.$ref === 'string' && (here !== rootBase || !/^#(\/|$)/.test(s.$ref)))
index.rewrite = true;
if (s.$dynamicRef !== undefined)
index.rewrite = true;
for (const [x, token] of subschemas(s))
visit(x, pointer + token, here, depth + 1);
};
visit(root, '', rootBase, 0);
if (index.embedded)
index.rewrite = true;
indexes.set(root, index);
return index;
}
 
function resolve(root, ix, ref, base, dynamic = false) {
let u;
try {
u = new URL(ref, base);
}
catch {
return undefined;
}
const fragment = decodeURIComponent(u.hash.slice(1));
u.hash = '';
const resource = ix.resources.get(u.href);
if (resource === undefined)
return undefined;
if (fragment === '')
return resource;
if (fragment.startsWith('/')) {
const p = resource + fragment;
return pointerTarget(root, p) === undefined ? undefined : p;
}


if (dynamic)
return ix.embedded || u.href !== ix.rootBase ? undefined : ix.dynamic.get(fragment);
return ix.anchors.get(`${u.href}#${fragment}`);
}
function pointerTarget(root, pointer) {
if (pointer === '')
return root;
try {
const t = jsonpointer__WEBPACK_IMPORTED_MODULE_0__.get(root, pointer);
return t === undefined ? undefined : t;
}
catch {
return undefined;
}
}
 
function refTarget(root, ref) {
if (ref === '#')
return root;
if (!ref.startsWith('#/'))
return undefined;
let pointer;
try {
pointer = decodeURIComponent(ref.slice(1));
}
catch {
return undefined;
}
return pointerTarget(root, pointer);
}




function locateRef(root, ref, at) {
const ix = indexOf(root);
let pointer;
if (ix.partial || !ix.rewrite)
pointer = ref === '#' ? '' : ref.startsWith('#/') ? safeDecode(ref.slice(1)) : undefined;
else {
const base = ix.baseOf.get(at) ?? (ix.embedded ? undefined : ix.rootBase);
pointer = base === undefined ? undefined : resolve(root, ix, ref, base);
}
if (pointer === undefined)
return undefined;
const target = pointerTarget(root, pointer);
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(target) ? { target, pointer } : undefined;
}
function safeDecode(s) {
try {
return decodeURIComponent(s);
}
catch {
return undefined;
}
}
const local = (pointer) => `#${pointer.replace(/%/g, '%25')}`;
const UNRESOLVED = 'unresolved:';
const rewritten = new WeakMap();
 
const written = new WeakSet();
function rewriteDocument(root, ix) {
let hit = rewritten.get(root);
if (hit)
return hit;
const copies = new WeakMap();
const copy = (s, base, depth) => {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(s))
return s;
const done = copies.get(s);
if (done !== undefined)
return done;
const here = ix.baseOf.get(s) ?? base;
const out = {};
copies.set(s, out);
for (const [k, v] of Object.entries(s)) {
if (k === '$ref' && typeof v === 'string')
out.$ref = rewriteRef(root, ix, v, here);
else if (k === '$dynamicRef' && typeof v === 'string' && s.$ref === undefined && !ix.embedded && here !== undefined) {
const p = resolve(root, ix, v, here, true);
out.$ref = p === undefined ? UNRESOLVED + v : local(p);
}
else if (depth < MAX_DEPTH && _contract_schema_keywords_js__WEBPACK_IMPORTED_MODULE_1__  .wz.has(k) && !Array.isArray(v))
out[k] = copy(v, here, depth + 1);
else if (depth < MAX_DEPTH && _contract_schema_keywords_js__WEBPACK_IMPORTED_MODULE_1__  .Y2.has(k) && Array.isArray(v))
out[k] = v.map((x) => copy(x, here, depth + 1));
else if (depth < MAX_DEPTH && (_contract_schema_keywords_js__WEBPACK_IMPORTED_MODULE_1__  .Jb.has(k) || k === 'dependencies') && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(v)) {
const m = {};
for (const [n, x] of Object.entries(v))
m[n] = Array.isArray(x) ? x : copy(x, here, depth + 1);
out[k] = m;
}
else
out[k] = v;
}
return out;
};
hit = { root: copy(root, ix.rootBase, 0), copies };
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(hit.root))
written.add(hit.root);
rewritten.set(root, hit);
return hit;
}
function rewriteRef(root, ix, ref, base) {
if (base === undefined)
return UNRESOLVED + ref;
const p = resolve(root, ix, ref, base);
return p === undefined ? UNRESOLVED + ref : local(p);
}






function localDocument(side) {
const { root, schema } = side;
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(root) || written.has(root))
return side;
const ix = indexOf(root);
if (!ix.rewrite || ix.partial)
return side;
const doc = rewriteDocument(root, ix);
const mapped = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(schema) ? doc.copies.get(schema) : schema;
if (mapped !== undefined)
return { ...side, schema: mapped, root: doc.root };
return { ...side, schema: standalone(schema, root, ix), root: doc.root };
}
function standalone(s, root, ix, depth = 0) {
if (Array.isArray(s))
return s.map((x) => standalone(x, root, ix, depth + 1));
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Gv)(s) || depth > MAX_DEPTH)
return s;
const mapped = rewritten.get(root)?.copies.get(s);
if (mapped !== undefined)
return mapped;
const out = {};
for (const [k, v] of Object.entries(s)) {
if (k === '$ref' && typeof v === 'string')
out.$ref = rewriteRef(root, ix, v, ix.embedded ? undefined : ix.rootBase);
else if (k === '$dynamicRef') {
const p = typeof v === 'string' && s.$ref === undefined && !ix.embedded ? resolve(root, ix, v, ix.rootBase, true) : undefined;
out.$ref = p === undefined ? UNRESOLVED + String(v) : local(p);
}
else if (k === 'enum' || k === 'const' || k === 'default' || k === 'examples')
out[k] = v;
else
out[k] = standalone(v, root, ix, depth + 1);
}
return out;
}


  }),

  5734:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    FT: () => (  refersAnywhere),
    Z: () => (  sameValues),
    q4: () => (  refTargets)
  });
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);
  var _keywords_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5056);








function sameValues(a, b, depth = 0) {
if (depth > MAX_DEPTH)
return false;
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(a) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(b))
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Zm)(a, b);
for (const k in a)
if (!ignored(k) && !Object.prototype.hasOwnProperty.call(b, k))
return false;
for (const k in b) {
if (ignored(k))
continue;
if (!Object.prototype.hasOwnProperty.call(a, k) || k.startsWith('$'))
return false;
const x = a[k];
const y = b[k];
if (SCHEMA_MAPS.has(k)) {
if (!sameMaps(x, y, depth))
return false;
}
else if (SCHEMA_LISTS.has(k) || (k === 'items' && Array.isArray(x))) {
if (!sameLists(x, y, depth))
return false;
}
else if (SCHEMA_SINGLES.has(k)) {
if (!sameValues(x, y, depth + 1))
return false;
}
else if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Zm)(x, y) || (!DATA.has(k) && refersAnywhere(x)))
return false;
}
return true;
}
 
const MAX_DEPTH = 128;
 
const SCHEMA_SINGLES = new Set(['items', 'additionalItems', 'unevaluatedItems', 'additionalProperties', 'unevaluatedProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
 
const DATA = new Set(['enum', 'const']);
function ignored(k) {
return _keywords_js__WEBPACK_IMPORTED_MODULE_1__  .BC.has(k) || k.startsWith('x-');
}
function sameLists(x, y, depth) {
if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length)
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Zm)(x, y) && !refersAnywhere(x);
for (let i = 0; i < x.length; i++)
if (!sameValues(x[i], y[i], depth + 1))
return false;
return true;
}
function sameMaps(x, y, depth) {
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(x) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Gv)(y))
return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .Zm)(x, y) && !refersAnywhere(x);
const kx = Object.keys(x);
if (kx.length !== Object.keys(y).length)
return false;
for (const k of kx)
if (!Object.prototype.hasOwnProperty.call(y, k) || !sameValues(x[k], y[k], depth + 1))
return false;
return true;
}




function refersAnywhere(v, depth = 0) {
if (v === null || typeof v !== 'object')
return false;
if (depth > MAX_DEPTH)
return true;
if (Array.isArray(v)) {
for (const x of v)
if (refersAnywhere(x, depth + 1))
return true;
return false;
}
for (const k in v)
if (REFS.has(k) || refersAnywhere(v[k], depth + 1))
return true;
return false;
}
const REFS = new Set(['$ref', '$dynamicRef', '$recursiveRef']);





function refTargets(v) {
const out = [];
const walk = (x, depth) => {
if (x === null || typeof x !== 'object')
return true;
if (depth > MAX_DEPTH)
return false;
if (Array.isArray(x))
return x.every((y) => walk(y, depth + 1));
for (const k in x) {
const y = x[k];
if (REFS.has(k)) {
if (k !== '$ref' || typeof y !== 'string')
return false;
out.push(y);
}
else if (!walk(y, depth + 1))
return false;
}
return true;
};
return walk(v, 0) ? out : undefined;
}


  }),

  6796:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    $u: () => (  comparePatterns),
    Gv: () => (  patternIn),
    Jm: () => (  lengthPattern),
    P4: () => (  sampleStrings),
    VY: () => (  nonFormatCandidates),
    kY: () => (  exampleIn),
    x4: () => (  ANY)
  });
 
  var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
  var node_module__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
  var _member_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4696);
  var _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9645);



 
const PATTERN_AUTOMATON_LIMIT = 4000;






let engine;
function refa() {

return (engine ??=  true ? __nccwpck_require__(4756) : 0);
}
 
function isAnchor(el, kind) {
if (el?.type !== 'Assertion' || !el.negate || el.kind !== kind || el.alternatives.length !== 1)
return false;
const only = el.alternatives[0].elements;
return only.length === 1 && only[0].type === 'CharacterClass' && only[0].characters.isAll;
}
 
function automaton(pattern) {
const { CharSet, JS, NFA } = refa();
const { expression, maxCharacter } = JS.Parser.fromLiteral({ source: pattern, flags: 'u' }).parse({ assertions: 'parse', backreferences: 'throw' });
const anything = {
type: 'Quantifier',
min: 0,
max: Infinity,
lazy: false,
alternatives: [{ type: 'Concatenation', elements: [{ type: 'CharacterClass', characters: CharSet.all(maxCharacter) }] }],
};
const alternatives = expression.alternatives.map((c) => {
const elements = [...c.elements];
const start = isAnchor(elements[0], 'behind');
if (start)
elements.shift();
const end = isAnchor(elements[elements.length - 1], 'ahead');
if (end)
elements.pop();
return { type: 'Concatenation', elements: [...(start ? [] : [anything]), ...elements, ...(end ? [] : [anything])] };
});

return NFA.fromRegex({ type: 'Expression', alternatives }, { maxCharacter }, { assertions: 'throw', unknowns: 'throw' }, new NFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
}
 
function witness(a, notB) {
for (const word of refa().getIntersectionWords(a, notB))
return [...word];
return null;
}
const automata = new Map();
 
const AUTOMATA_LIMIT = 512;
function automataOf(pattern) {
let out = automata.get(pattern);
if (out === undefined) {
try {
out = { nfa: automaton(pattern) };
}
catch {
out = null;
}
if (automata.size >= AUTOMATA_LIMIT)
automata.clear();
automata.set(pattern, out);
}
if (out === null)
throw new Error('the automaton cannot be built');
return out;
}
function complementOf(a) {
if (!a.notDfa) {
const { DFA } = refa();
const d = DFA.fromFA(a.nfa, new DFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
d.complement();
a.notDfa = d;
}
return a.notDfa;
}




function lostString(before, after) {
refa();
try {
return witness(automataOf(before).nfa, complementOf(automataOf(after)));
}
catch {
return undefined;
}
}
 
function printable(word) {
if (!word || word.length > 40 || word.some((c) => c < 0x20 || c > 0x7e))
return undefined;
return String.fromCharCode(...word);
}
 
function comparePatterns(before, after) {
let lost;
let gained;
refa(); 
try {
const a = automataOf(before);
const b = automataOf(after);
lost = witness(a.nfa, complementOf(b));
gained = witness(b.nfa, complementOf(a));
}
catch {
return { kind: 'unknown', before, after };
}
if (!lost && !gained)
return { kind: 'equivalent', before, after };
if (!lost)
return { kind: 'widened', before, after, example: printable(gained) };
return { kind: 'narrowed', before, after, example: printable(lost), partial: gained !== null };
}
 
const ANY = '^[\\s\\S]*$';
 
function lengthPattern(min, max) {
if (max === Infinity)
return min === 0 ? ANY : `^[\\s\\S]{${min},}$`;
return `^[\\s\\S]{${min},${max}}$`;
}
const memo = new Map();
const MEMO_LIMIT = 2048;
 
function patternIn(p, q) {
if (p === q || q === ANY)
return { kind: 'in' };
const lengths = lengthsIn(p, q);
if (lengths)
return lengths;
const key = `${p}\u0000${q}`;
let out = memo.get(key);
if (out)
return out;
const lost = lostString(p, q);
if (lost === null)
out = { kind: 'in' };
else if (lost === undefined)
out = { kind: 'unknown' };
else {
const example = printable(lost);
out = example === undefined ? { kind: 'out' } : { kind: 'out', example };
}
if (memo.size >= MEMO_LIMIT)
memo.clear();
memo.set(key, out);
return out;
}
const LENGTHS = /^\^\[\\s\\S\](?:\*|\{(\d+),(\d*)\})\$$/;
 
function lengthsOf(p) {
const m = LENGTHS.exec(p);
if (!m)
return undefined;
if (m[1] === undefined)
return [0, Infinity];
const min = Number(m[1]);
const max = m[2] === '' ? Infinity : Number(m[2]);

if (!(min <= max) || !Number.isSafeInteger(min) || !(max === Infinity || Number.isSafeInteger(max)))
return undefined;
return [min, max];
}




function lengthsIn(p, q) {
const a = lengthsOf(p);
const b = lengthsOf(q);
if (!a || !b)
return undefined;
const [lo, hi] = a;
const [min, max] = b;
const lost = lo < min ? lo : hi > max ? Math.max(lo, max + 1) : undefined;
if (lost === undefined)
return { kind: 'in' };
return lost === 0 ? { kind: 'out', example: '' } : { kind: 'out' };
}
 
function exampleIn(p, q) {
const r = patternIn(p, q);
return r.kind === 'out' ? r.example : undefined;
}
 
const FORMAT_EXAMPLES = {
date: ['2024-01-01'],
time: ['00:00:00Z'],
'date-time': ['2024-01-01T00:00:00Z'],
'iso-time': ['00:00:00Z'],
'iso-date-time': ['2024-01-01T00:00:00Z'],
duration: ['P1D'],
uri: ['https://example.com'],
'uri-reference': ['a', 'https://example.com'],
'uri-template': ['a'],
url: ['https://example.com'],
email: ['a@example.com'],
hostname: ['example.com'],
ipv4: ['127.0.0.1'],
ipv6: ['::1'],
regex: ['a'],
uuid: ['00000000-0000-0000-0000-000000000000'],
'json-pointer': ['', '/a'],
'json-pointer-uri-fragment': ['#'],
'relative-json-pointer': ['0'],
byte: ['', 'YQ=='],
};
 
const NON_FORMAT = [' ', '~ ~', 'a b', '\u0000'];
 
function stringCandidates(f, extra = []) {
if (f.vals)
return [...f.vals];
const out = new Set(extra);
const lo = f.minLen;
const hi = Math.min(f.maxLen, lo + 8);
out.add('a'.repeat(lo));
if (hi > lo)
out.add('a'.repeat(lo + 1));
out.add('0'.repeat(Math.max(lo, 1)));
for (const fm of f.formats)
for (const e of FORMAT_EXAMPLES[fm] ?? [])
out.add(e);
for (const p of f.patterns) {

const bounds = [[1, Infinity, '^$']];
if (lo > 0)
bounds.push([lo, Infinity, lengthPattern(0, lo - 1)]);
if (f.maxLen < Infinity)
bounds.push([0, f.maxLen, lengthPattern(f.maxLen + 1, Infinity)]);
for (const [min, max, q] of bounds) {
const e = commonMember(p, min, max, lo) ?? (q === undefined ? undefined : exampleIn(p, q));
if (e !== undefined)
out.add(e);
}
out.add('');
}
for (const p of f.notPatterns) {
const e = exampleIn(lengthPattern(lo, f.maxLen), p);
if (e !== undefined)
out.add(e);
}
if (f.notFormats.length)
for (const s of NON_FORMAT)
out.add(s);
return [...out];
}
 
const COMMON = [...['a', '0', 'a0', 'A', '1', 'abc', 'a-b', 'a_b', 'a.b', 'a b', 'A1', '-', '_', '.', '/', '/a', 'a/b', '@', '#', '+', '+1'], ...Object.values(FORMAT_EXAMPLES).flat()];





function commonMember(pattern, min, max, lo) {
let re;
try {
re = (0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .jB)(pattern);
}
catch {
return undefined;
}
const fits = (s) => {
const n = (0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .BH)(s);
return n >= min && n <= max && re.test(s);
};
const at = Math.max(min, lo, 1);
for (const s of ['a'.repeat(at), '0'.repeat(at)])
if (fits(s))
return s;
for (const s of COMMON)
if (fits(s))
return s;
return undefined;
}
 
function sampleStrings(f, extra = []) {
return stringCandidates(f, extra).filter((s) => (0,_member_js__WEBPACK_IMPORTED_MODULE_1__  .ex)(f, s) === true);
}
 
function nonFormatCandidates(format) {
return [...NON_FORMAT, '', 'a', 'not-a-' + format].filter((s) => !(0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O)(format, s));
}


  }),

  382:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    W: () => (  validates),
    g: () => (  failureOf)
  });
  var _refs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9070);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1973);
  var _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9645);
  var _node_reading_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(17);




const MAX_IN_PLACE_REFS = 64;
 
function validates(root, schema, value) {
return run(root, schema, value).ok;
}
 
function failureOf(root, schema, value, schemaPath = '') {
const r = run(root, schema, value, schemaPath);
return r.ok ? undefined : (r.failure ?? { keyword: 'schema', schemaPath, instancePath: '' });
}
function run(root, schema, value, schemaPath = '') {
const ctx = { root, record: true, refDepth: 0 };
const r = check(schema, value, schemaPath, '', ctx);
return { ok: r.ok, failure: ctx.failure };
}
const PASS = { ok: true, names: undefined };
const FAIL = { ok: false, names: undefined };
function fail(ctx, keyword, sp, ip) {
if (ctx.record && !ctx.failure)
ctx.failure = { keyword, schemaPath: `${sp}/${keyword}`, instancePath: ip };
return FAIL;
}
function merge(a, b) {
if (a === true || b === true)
return true;
if (!a)
return b;
if (!b)
return a;
const out = new Set(a);
for (const n of b)
out.add(n);
return out;
}
function esc(token) {
return `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
function hasType(v, t) {
switch (t) {
case 'integer':
return typeof v === 'number' && Number.isFinite(v) && !(v % 1);
case 'number':
return typeof v === 'number' && Number.isFinite(v);
case 'string':
case 'boolean':
case 'null':
case 'array':
case 'object':
return (0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .WF)(v) === t;
default:
return false;
}
}
function check(written, v, sp, ip, ctx) {
if (written === true)
return PASS;
if (written === false)
return fail(ctx, 'false', sp, ip);
if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(written))
return PASS;

const s = (0,_node_reading_js__WEBPACK_IMPORTED_MODULE_3__  .jT)(written);
let names;
if (s.$dynamicRef !== undefined)
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O0('$dynamicRef');
if (s.$recursiveRef !== undefined)
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O0('$recursiveRef');
if (typeof s.$ref === 'string') {
const target = (0,_refs_js__WEBPACK_IMPORTED_MODULE_0__  .L2)(ctx.root, s.$ref);
if (target === undefined)
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O0('$ref');
if (++ctx.refDepth > MAX_IN_PLACE_REFS)
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O0('$ref');
const r = check(target, v, `${sp}/$ref`, ip, ctx);
ctx.refDepth--;
if (!r.ok)
return FAIL;
names = merge(names, r.names);
}
if (s.type !== undefined || s.nullable !== undefined) {
const types = (0,_node_reading_js__WEBPACK_IMPORTED_MODULE_3__  .pl)(s);
if (types && !types.some((t) => hasType(v, t)))
return fail(ctx, 'type', sp, ip);
}
if (!(0,_node_reading_js__WEBPACK_IMPORTED_MODULE_3__  .Yi)(s.$schema))
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O0('$schema');
if (s.const !== undefined && !(0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .Jo)(s.const, v))
return fail(ctx, 'const', sp, ip);
if (Array.isArray(s.enum) && !s.enum.some((e) => (0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .Jo)(e, v)))
return fail(ctx, 'enum', sp, ip);
if (typeof v === 'number') {
if (!checkNumber(s, v, sp, ip, ctx))
return FAIL;
}
else if (typeof v === 'string') {
if (typeof s.minLength === 'number' && (0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .BH)(v) < s.minLength)
return fail(ctx, 'minLength', sp, ip);
if (typeof s.maxLength === 'number' && (0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .BH)(v) > s.maxLength)
return fail(ctx, 'maxLength', sp, ip);
if (typeof s.pattern === 'string' && !(0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .jB)(s.pattern).test(v))
return fail(ctx, 'pattern', sp, ip);
}
if (typeof s.format === 'string' && !(0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O)(s.format, v))
return fail(ctx, 'format', sp, ip);
if (Array.isArray(v)) {
if (!checkArray(s, v, sp, ip, ctx))
return FAIL;
}
else if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(v)) {
const r = checkObject(s, v, sp, ip, ctx);
if (!r.ok)
return FAIL;
names = merge(names, r.names);
}

if (Array.isArray(s.allOf)) {
for (let i = 0; i < s.allOf.length; i++) {
const r = check(s.allOf[i], v, `${sp}/allOf/${i}`, ip, ctx);
if (!r.ok)
return FAIL;
names = merge(names, r.names);
}
}
if (Array.isArray(s.anyOf)) {
let any = false;
for (let i = 0; i < s.anyOf.length; i++) {
const r = quiet(ctx, () => check(s.anyOf[i], v, `${sp}/anyOf/${i}`, ip, ctx));
if (r.ok) {
any = true;
names = merge(names, r.names);
}
}
if (!any)
return fail(ctx, 'anyOf', sp, ip);
}
if (Array.isArray(s.oneOf)) {
let passed = 0;
let got;
for (let i = 0; i < s.oneOf.length; i++) {
const r = quiet(ctx, () => check(s.oneOf[i], v, `${sp}/oneOf/${i}`, ip, ctx));
if (r.ok) {
passed++;
got = r.names;
}
}
if (passed !== 1)
return fail(ctx, 'oneOf', sp, ip);
names = merge(names, got);
}
if (s.not !== undefined) {
const r = quiet(ctx, () => check(s.not, v, `${sp}/not`, ip, ctx));
if (r.ok)
return fail(ctx, 'not', sp, ip);
}
if (s.if !== undefined) {
const c = quiet(ctx, () => check(s.if, v, `${sp}/if`, ip, ctx));
if (c.ok) {
names = merge(names, c.names);
if (s.then !== undefined) {
const r = check(s.then, v, `${sp}/then`, ip, ctx);
if (!r.ok)
return FAIL;
names = merge(names, r.names);
}
}
else if (s.else !== undefined) {
const r = check(s.else, v, `${sp}/else`, ip, ctx);
if (!r.ok)
return FAIL;
names = merge(names, r.names);
}
}
if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(v) && s.unevaluatedProperties !== undefined) {
if (names !== true) {
for (const k of Object.keys(v)) {
if (names?.has(k))
continue;
const r = check(s.unevaluatedProperties, v[k], `${sp}/unevaluatedProperties`, ip + esc(k), ctx);
if (!r.ok)
return fail(ctx, 'unevaluatedProperties', sp, ip);
}
}
names = true;
}
if (Array.isArray(v) && s.unevaluatedItems !== undefined)
throw new _ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .O0('unevaluatedItems');
return { ok: true, names };
}
 
function quiet(ctx, f) {
const record = ctx.record;
ctx.record = false;
try {
return f();
}
finally {
ctx.record = record;
}
}
function checkNumber(s, v, sp, ip, ctx) {
const n = (k) => (typeof s[k] === 'number' ? s[k] : undefined);
const min = n('minimum');
const max = n('maximum');
if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min))
return !fail(ctx, s.exclusiveMinimum === true ? 'exclusiveMinimum' : 'minimum', sp, ip);
if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max))
return !fail(ctx, s.exclusiveMaximum === true ? 'exclusiveMaximum' : 'maximum', sp, ip);
const xmin = n('exclusiveMinimum');
const xmax = n('exclusiveMaximum');
if (xmin !== undefined && v <= xmin)
return !fail(ctx, 'exclusiveMinimum', sp, ip);
if (xmax !== undefined && v >= xmax)
return !fail(ctx, 'exclusiveMaximum', sp, ip);
const m = n('multipleOf');
if (m !== undefined && m > 0 && !(0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .FE)(v, m))
return !fail(ctx, 'multipleOf', sp, ip);
return true;
}
function checkArray(s, v, sp, ip, ctx) {
if (typeof s.minItems === 'number' && v.length < s.minItems)
return !fail(ctx, 'minItems', sp, ip);
if (typeof s.maxItems === 'number' && v.length > s.maxItems)
return !fail(ctx, 'maxItems', sp, ip);
const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
const prefixKey = Array.isArray(s.prefixItems) ? 'prefixItems' : 'items';
const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
const restKey = Array.isArray(s.prefixItems) ? 'items' : Array.isArray(s.items) ? 'additionalItems' : 'items';
for (let i = 0; i < v.length; i++) {
const sub = i < prefix.length ? prefix[i] : rest;
if (sub === undefined)
continue;
const at = i < prefix.length ? `${sp}/${prefixKey}/${i}` : `${sp}/${restKey}`;
if (!check(sub, v[i], at, `${ip}/${i}`, ctx).ok)
return false;
}
if (s.contains !== undefined) {
let count = 0;
for (let i = 0; i < v.length; i++)
if (quiet(ctx, () => check(s.contains, v[i], `${sp}/contains`, `${ip}/${i}`, ctx)).ok)
count++;
const minC = typeof s.minContains === 'number' ? s.minContains : 1;
if (count < minC)
return !fail(ctx, typeof s.minContains === 'number' ? 'minContains' : 'contains', sp, ip);
if (typeof s.maxContains === 'number' && count > s.maxContains)
return !fail(ctx, 'maxContains', sp, ip);
}
if (s.uniqueItems === true) {
for (let i = 0; i < v.length; i++)
for (let j = i + 1; j < v.length; j++)
if ((0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .Jo)(v[i], v[j]))
return !fail(ctx, 'uniqueItems', sp, ip);
}
return true;
}
function checkObject(s, v, sp, ip, ctx) {
const keys = Object.keys(v);
if (typeof s.minProperties === 'number' && keys.length < s.minProperties)
return fail(ctx, 'minProperties', sp, ip);
if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties)
return fail(ctx, 'maxProperties', sp, ip);
if (Array.isArray(s.required))
for (const r of s.required)
if (typeof r === 'string' && !Object.prototype.hasOwnProperty.call(v, r))
return fail(ctx, 'required', sp, ip);
let names;
const evaluated = new Set();
const props = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(s.properties) ? s.properties : undefined;
const patterns = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(s.patternProperties) ? Object.entries(s.patternProperties) : [];
if (s.propertyNames !== undefined) {
for (const k of keys)
if (!quiet(ctx, () => check(s.propertyNames, k, `${sp}/propertyNames`, ip, ctx)).ok)
return fail(ctx, 'propertyNames', sp, ip);
}
for (const k of keys) {
const value = v[k];
let matched = false;
if (props && Object.prototype.hasOwnProperty.call(props, k)) {
matched = true;
if (!check(props[k], value, `${sp}/properties${esc(k)}`, ip + esc(k), ctx).ok)
return FAIL;
}
for (const [p, sub] of patterns) {
if (!(0,_ajv_semantics_js__WEBPACK_IMPORTED_MODULE_2__  .jB)(p).test(k))
continue;
matched = true;
if (!check(sub, value, `${sp}/patternProperties${esc(p)}`, ip + esc(k), ctx).ok)
return FAIL;
}
if (matched)
evaluated.add(k);
else if (s.additionalProperties !== undefined) {
if (!check(s.additionalProperties, value, `${sp}/additionalProperties`, ip + esc(k), ctx).ok) {
if (s.additionalProperties === false)
return fail(ctx, 'additionalProperties', sp, ip);
return FAIL;
}
}
}
if (s.additionalProperties !== undefined)
names = true;
else if (evaluated.size)
names = evaluated;
const depReq = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(s.dependentRequired) ? s.dependentRequired : undefined;
const deps = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(s.dependencies) ? s.dependencies : undefined;
for (const [p, req] of [...Object.entries(depReq ?? {}), ...Object.entries(deps ?? {}).filter(([, d]) => Array.isArray(d))]) {
if (!Object.prototype.hasOwnProperty.call(v, p) || !Array.isArray(req))
continue;
for (const r of req)
if (typeof r === 'string' && !Object.prototype.hasOwnProperty.call(v, r))
return fail(ctx, depReq && p in depReq ? 'dependentRequired' : 'dependencies', sp, ip);
}
const depSchemas = [
...Object.entries((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__  .Gv)(s.dependentSchemas) ? s.dependentSchemas : {}).map(([p, d]) => [p, d, 'dependentSchemas']),
...Object.entries(deps ?? {})
.filter(([, d]) => !Array.isArray(d))
.map(([p, d]) => [p, d, 'dependencies']),
];
for (const [p, d, key] of depSchemas) {
if (!Object.prototype.hasOwnProperty.call(v, p))
continue;
const r = check(d, v, `${sp}/${key}${esc(p)}`, ip, ctx);
if (!r.ok)
return FAIL;
names = merge(names, r.names);
}
return { ok: true, names };
}


  }),

  8990:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    FO: () => (  exitCodeOf),
    as: () => (  decideLocal)
  });
 
  var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6820);

const REPIN_MODES = (  null && (['auto', 'on-approval', 'never']));
 
function planRepin(f) {
const failed = f.evaluation.failures.length > 0;
const approved = f.approval.state === 'approved';
const blocked = f.evaluation.blocking > 0;
if (failed || f.lock.current)
return { push: false };
const wanted = approved || (!blocked && f.repin === 'auto' && (f.changedCount > 0 || !f.lock.exists));
if (!wanted)
return { push: false };
if (f.repin === 'never')
return approved ? { push: false, problem: 'the repin input is set to never' } : { push: false };
if (f.secretInLockfile)
return { push: false, problem: 'the new lockfile would contain a secret value the gate knows (a server published it); it was not committed' };
if (f.fork)
return { push: false, problem: 'the pull request comes from a fork, and the workflow token cannot push to it' };
return { push: true };
}
 
function exitCodeOf(verdict) {
return _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__  .a[verdict.exit];
}




function decideGate(f, repin) {
const failed = f.evaluation.failures.length;
const blocking = f.evaluation.blocking;
const approved = f.approval.state === 'approved';
const unapproved = blocking > 0 && !approved;
const unread = failed ? `${failed} MCP server${failed === 1 ? '' : 's'} could not be read` : undefined;
if (failed)
return { decision: 'fail', reasons: [unread, ...(unapproved ? [needsApproval(blocking)] : [])], exit: unapproved ? 'blocking' : 'couldNotRun' };
if (blocking === 0)
return { decision: 'pass', reasons: [], exit: 'pass' };
if (!approved)
return { decision: 'fail', reasons: [needsApproval(blocking)], exit: 'blocking' };
const lockOk = f.lock.current || repin.sha !== undefined;
if (!lockOk)
return { decision: 'fail', reasons: [`the approved changes are not pinned yet${repin.problem ? ` (${repin.problem})` : ''}`], exit: 'blocking' };
return { decision: 'approved', reasons: [], exit: 'pass' };
}
function needsApproval(blocking) {
return `${blocking} blocking MCP contract change${blocking === 1 ? '' : 's'} need${blocking === 1 ? 's' : ''} approval`;
}




function decideLocal(evaluation, approval = { state: 'none' }) {
return decideGate({ evaluation, approval, changedCount: 0, lock: { current: true, exists: true }, repin: 'never', fork: false }, {});
}


  }),

  9604:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    L: () => (  ACTION_INPUT_DEFAULTS)
  });

 
const ACTION_INPUT_DEFAULTS = {
config: '.github/mcp-contract-gate.yml',
lockfile: '',
'github-token': '${{ github.token }}',
'approve-label': 'mcp-contract-approved',
'fail-on': '',
'check-name': 'MCP contract gate',
comment: 'true',
'comment-header': '',
repin: 'on-approval',
'working-directory': '.',
'allow-pull-request-target': 'false',
'bot-login': '',
mode: 'full',
servers: '',
'signing-key': '',
results: 'mcp-contract-gate-results',
'release-notes': 'false',
since: '',
version: '',
cache: 'true',
};


  }),

  1356:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Bi: () => (  DEFAULT_CONFIG_PATH),
    G0: () => (  RELEASE_BUMP_NAMES),
    G9: () => (  DEFAULT_RELEASE_BUMPS),
    HH: () => (  BLOCK_FLAGS_MODES),
    NX: () => (  entryIdOf),
    SP: () => (  ZERO_VERSIONS_MODES),
    T3: () => (  DEFAULT_SETUP_TIMEOUT_MS),
    U: () => (  DEFAULT_LOCKFILE),
    WH: () => (  DEFAULT_CONCURRENCY),
    a1: () => (  MACHINE_FACTS),
    cy: () => (  DEFAULT_START_TIMEOUT_MS),
    dN: () => (  DEFAULT_DOWNLOAD_CONCURRENCY),
    fq: () => (  DEFAULT_ENFORCE),
    id: () => (  CHANGE_CLASSES),
    ol: () => (  SAFE_INTEGER_BOUNDS_MODES),
    rG: () => (  CLIENT_CONFIG_EXTENSION_KEY),
    sy: () => (  ENFORCE_MODES_BY),
    t1: () => (  DEFAULT_TIMEOUT_MS),
    u1: () => (  ENFORCE_MODES),
    uv: () => (  VARIANT_SEPARATOR),
    x8: () => (  DEFAULT_ENFORCE_BY)
  });
  var _generated_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9604);





const VARIANT_SEPARATOR = '#';
 
function entryIdOf(serverId) {
const at = serverId.indexOf(VARIANT_SEPARATOR);
return at < 0 ? serverId : serverId.slice(0, at);
}
 
const CHANGE_CLASSES = ['breaking', 'silent', 'meaning', 'additive', 'cosmetic'];
 
const RELEASE_BUMP_NAMES = ['major', 'minor', 'patch'];
 
const DEFAULT_RELEASE_BUMPS = { breaking: 'major', silent: 'major', meaning: 'minor', additive: 'minor', cosmetic: 'patch' };




 
const ENFORCE_MODES = ['block', 'warn', 'off'];
const DEFAULT_ENFORCE = 'block'; 
 
const ENFORCE_MODES_BY = ['hash', 'policy'];
const DEFAULT_ENFORCE_BY = 'hash';
const SAFE_INTEGER_BOUNDS_MODES = ['ignore', 'constraint'];
const ZERO_VERSIONS_MODES = ['caret', 'exempt'];
 
const BLOCK_FLAGS_MODES = ['none', 'high', 'any'];





const MACHINE_FACTS = ['host', 'timezone', 'user'];
 
const DEFAULT_CONFIG_PATH = _generated_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__  .L.config;
const DEFAULT_LOCKFILE = 'mcp-contracts.lock.json';
const DEFAULT_TIMEOUT_MS = 30_000;




const DEFAULT_START_TIMEOUT_MS = 120_000;
 
const CLIENT_CONFIG_EXTENSION_KEY = 'x-mcp-contract-gate';
const DEFAULT_SETUP_TIMEOUT_MS = 600_000;
 
const DEFAULT_CONCURRENCY = 8;





const DEFAULT_DOWNLOAD_CONCURRENCY = 4;


  }),

  8537:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Wk: () => (  sameLaunch),
    xC: () => (  launchText),
    xl: () => (  readLaunchRecord)
  });
 
const text = (v) => typeof v === 'string';
const texts = (v) => Array.isArray(v) && v.every(text);
 
function readLaunchRecord(value) {
if (typeof value !== 'object' || value === null || Array.isArray(value))
return undefined;
const v = value;
if (v.transport !== 'stdio' && v.transport !== 'http' && v.transport !== 'sse')
return undefined;
const out = { transport: v.transport };
for (const key of ['command', 'cwd', 'url']) {
if (v[key] === undefined)
continue;
if (!text(v[key]))
return undefined;
out[key] = v[key];
}
if (v.reread !== undefined) {
if (v.reread !== true)
return undefined;
out.reread = true;
}
for (const key of ['args', 'env', 'headers', 'principals']) {
if (v[key] === undefined)
continue;
if (!texts(v[key]))
return undefined;
out[key] = [...v[key]];
}
return out;
}
 
function launchText(r) {
const quote = (s) => (s === '' || /[\s'"\\]/.test(s) ? JSON.stringify(s) : s);
const main = r.transport === 'stdio' ? [r.command ?? '', ...(r.args ?? [])].map(quote).join(' ') : `${r.url ?? ''}${r.transport === 'sse' ? ' (sse)' : ''}`;
const extra = [
...(r.cwd !== undefined ? [`cwd ${quote(r.cwd)}`] : []),
...(r.env?.length ? [`env ${r.env.join(', ')}`] : []),
...(r.headers?.length ? [`headers ${r.headers.join(', ')}`] : []),
...(r.principals?.length ? [`principals ${r.principals.join(', ')}`] : []),
...(r.reread ? ['read twice'] : []),
];
return extra.length ? `${main} (${extra.join('; ')})` : main;
}
 
function sameLaunch(a, b) {
return launchKey(a) === launchKey(b);
}
 
function launchKey(r) {

const reading = r.principals !== undefined || r.reread ? [r.principals ?? null, r.reread ?? false] : [];
return JSON.stringify([r.transport, r.command ?? null, r.args ?? null, r.cwd ?? null, r.env ?? null, r.url ?? null, r.headers ?? null, ...reading]);
}


  }),

  2250:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    LZ: () => (  INITIALIZE_ERA_VERSION),
    ux: () => (  PROTOCOL_CHOICES),
    yW: () => (  DISCOVER_ERA_VERSION)
  });





 
const INITIALIZE_ERA_VERSION = '2025-11-25';
 
const DISCOVER_ERA_VERSION = '2026-07-28';
 
const PROTOCOL_CHOICES = ['auto', INITIALIZE_ERA_VERSION, DISCOVER_ERA_VERSION];


  }),

  3849:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    o: () => (  SEVERITIES)
  });
const SEVERITIES = ['breaking', 'silent', 'additive', 'cosmetic'];


  }),

  6958:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    K0: () => (  CATALOG_BY_ID),
    Uj: () => (  ALL_RULES),
    dL: () => (  ruleData),
    fD: () => (  rulesOf),
    kc: () => (  ALL_RULE_IDS)
  });
 
  var _diff_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7959);
  var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1046);
  var _reference_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5382);



 
const POLICY_RULES = [
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .yI,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .nn,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .D2,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .Ml,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .WY,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .c0,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .gf,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .bi,
_rules_js__WEBPACK_IMPORTED_MODULE_1__  .FT,
_reference_rules_js__WEBPACK_IMPORTED_MODULE_2__  .l5,
_reference_rules_js__WEBPACK_IMPORTED_MODULE_2__  .ER,
_reference_rules_js__WEBPACK_IMPORTED_MODULE_2__  .qo,
];
 
function ruleData(id, change) {
return change.rule === id ? change.data : undefined;
}





const CATALOG = [..._diff_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__  .y0.map((rule) => ({ rule, origin: 'diff' })), ...POLICY_RULES.map((rule) => ({ rule, origin: 'policy' }))];
 
const ALL_RULES = CATALOG.map((e) => e.rule);
 
const ALL_RULE_IDS = ALL_RULES.map((r) => r.id);
 
const CATALOG_BY_ID = new Map(ALL_RULES.map((r) => [r.id, r]));
 
function rulesOf(origin) {
return CATALOG.filter((e) => e.origin === origin).map((e) => e.rule);
}


  }),

  4274:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    _3: () => (  evaluate),
    d3: () => (  recount),
    zj: () => (  DEFAULT_POLICY)
  });
  var _diff_engine_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5904);
  var _knobs_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8765);


 
const DEFAULT_POLICY = (0,_knobs_index_js__WEBPACK_IMPORTED_MODULE_1__  .G4)();
function eachAt(stage, step, run) {
for (const knob of _knobs_index_js__WEBPACK_IMPORTED_MODULE_1__  .nN)
if (knob.stage === stage && knob.each)
knob.each(step, (0,_knobs_index_js__WEBPACK_IMPORTED_MODULE_1__  .Aq)(knob, step.policy), run);
}





function evaluate(diff, policy, options) {
const run = { today: options.today, notes: [], noted: new Set() };
const steps = [...diff.changes, ...(options.extra ?? [])].map((change) => {
const effects = [...(change.effects ?? [])];
const step = { change, finding: { ...change, blocking: false }, effects, policy };
eachAt('severity', step, run);
eachAt('blocking', step, run);
return step;
});
for (const knob of _knobs_index_js__WEBPACK_IMPORTED_MODULE_1__  .nN)
knob.all?.(steps, (0,_knobs_index_js__WEBPACK_IMPORTED_MODULE_1__  .Aq)(knob, policy), run);
const findings = steps.map((step) => {
eachAt('waiver', step, run);
if (step.effects.length)
step.finding.effects = step.effects;
return step.finding;
});
const failures = [];
for (const [server, status] of Object.entries(diff.servers)) {
for (const [side, snap] of [
['base', status.before],
['head', status.after],
]) {
if (!snap?.error)
continue;
const failure = { server, side, message: snap.error.message };
if (snap.error.exitCode !== undefined)
failure.exitCode = snap.error.exitCode;
if (snap.error.stderr)
failure.stderr = snap.error.stderr;
if (snap.error.timedOut)
failure.timedOut = true;
failures.push(failure);
}
}
return recount({ findings, summary: (0,_diff_engine_js__WEBPACK_IMPORTED_MODULE_0__  .eh)([]), blocking: 0, failures, notes: run.notes });
}
 
function recount(evaluation) {
evaluation.summary = (0,_diff_engine_js__WEBPACK_IMPORTED_MODULE_0__  .eh)(evaluation.findings);
evaluation.blocking = evaluation.findings.filter((f) => f.blocking).length;
return evaluation;
}


  }),

  175:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
S: () => (  judge)
});




var engine = __nccwpck_require__(5904);

var tool_list = __nccwpck_require__(8756);

var types = __nccwpck_require__(5228);

var deprecation = __nccwpck_require__(2219);
;







function applyDeprecations(findings, before, after, today) {
const notes = [];
const index = new Map();
const lookup = (set, server, name) => {
let bySnap = index.get(set);
if (!bySnap)
index.set(set, (bySnap = new Map()));
const snap = set.servers[server ?? types .k] ?? Object.values(set.servers)[0];
if (!snap)
return undefined;
const key = server ?? types .k;
let tools = bySnap.get(key);
if (!tools)
bySnap.set(key, (tools = new Map((0,tool_list .Gd)(snap.tools).entries.map((t) => [t.name, t]))));
return tools.get(name);
};
for (const f of findings) {
if (f.rule !== 'tool-removed')
continue;
const old = lookup(before, f.server, f.tool);
const dep = old && (0,deprecation .c)(old);
if (!dep?.sunset)
continue;
if (dep.sunset <= today) {
f.severity = 'additive';
f.blocking = false;
f.reason = `Removed after its announced sunset date (${dep.sunset}): callers were told to move off it.`;
(f.effects ??= []).push({ kind: 'sunset', message: `sunset ${dep.sunset} has passed` });
}
else {
f.reason = `Removed before its announced sunset date (${dep.sunset}): callers were promised it until then.`;
(f.effects ??= []).push({ kind: 'sunset', message: `removed before its sunset date ${dep.sunset}` });
}
}
for (const [id, snap] of Object.entries(after.servers).sort(([a], [b]) => a.localeCompare(b))) {
for (const tool of (0,tool_list .Gd)(snap.tools).entries) {
const dep = (0,deprecation .c)(tool);
if (!dep)
continue;
const was = lookup(before, id === types .k ? undefined : id, tool.name);
const isNew = !was || !(0,deprecation .c)(was);
const detail = typeof dep.deprecated === 'string' ? `: ${dep.deprecated}` : '';
notes.push(`${isNew ? 'Newly deprecated' : 'Deprecated'}: tool ${tool.name}${id === types .k ? '' : ` (${id})`}${dep.sunset ? `, sunset ${dep.sunset}` : ''}${detail}`);
}
}
return notes;
}


var evaluate = __nccwpck_require__(4274);

var picomatch = __nccwpck_require__(1026);
var picomatch_default =  __nccwpck_require__.n(picomatch);

var rules = __nccwpck_require__(1046);
;




 
function forbiddenToolFindings(servers, head) {
const out = [];
const single = Object.keys(head.servers).length === 1 && head.servers[types .k] !== undefined;
for (const server of servers) {
if (!server.forbiddenTools?.length)
continue;
const snap = head.servers[server.id] ?? (single ? head.servers[types .k] : undefined);
if (!snap)
continue;
for (const tool of (0,tool_list .Gd)(snap.tools).entries) {
const pattern = server.forbiddenTools.find((p) => picomatch_default().isMatch(tool.name, p, { dot: true }));
if (!pattern)
continue;
const source = `${server.origin.file}: ${server.origin.key}.forbidden-tools`;
const change = rules .yI.make({ entity: 'tool', tool: tool.name, path: '', pointer: '' }, null, tool.name, { pattern, source }, [
{ id: 'forbidden-tool', message: `'${tool.name}' is forbidden on server '${server.id}' by '${pattern}'`, evidence: tool.name },
]);
out.push({ ...(single ? {} : { server: server.id }), ...change, blocking: true, effects: [{ kind: 'forbidden-tool', message: `forbidden by '${pattern}'`, source }] });
}
}
return out;
}


var launch = __nccwpck_require__(258);

var listing_varies = __nccwpck_require__(262);
;


 
function exactVersion(pkg) {
return pkg?.version ?? pkg?.resolved;
}
const known = (integrity) => typeof integrity === 'string' && integrity !== '' && integrity !== types .P;




function packageChangedFindings(before, after) {
const single = Object.keys(after.servers).length === 1 && after.servers[types .k] !== undefined;
const out = [];
for (const [id, snap] of Object.entries(after.servers)) {
const a = snap.package;
const b = before.servers[id]?.package;
if (!a || !b || a.manager !== b.manager || a.name !== b.name)
continue;
const version = exactVersion(a);
if (!version || version !== exactVersion(b) || !known(a.integrity) || !known(b.integrity) || a.integrity === b.integrity)
continue;
const change = rules .c0.make({ entity: 'server', tool: 'launch', path: '', pointer: '/package/integrity' }, b.integrity, a.integrity, {
manager: a.manager,
name: a.name,
version,
});
out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
}
return out;
}

;

 
function probeFindings(verdict) {
const findings = [];
if (verdict.decision === 'rollback') {
for (const r of verdict.head.results) {
if (r.status !== 'fail')
continue;
const before = verdict.base?.results.find((b) => b.id === r.id && b.server === r.server);
const regression = !verdict.base || before?.status === 'pass' || (r.reason ?? '').startsWith('exposes forbidden tool');
if (!regression)
continue;
const change = rules .D2.make({ entity: 'tool', tool: `probe:${r.id}`, path: '', pointer: '' }, before?.observed ?? null, r.observed ?? null, { probe: r.id, detail: r.reason ?? 'failed' });
findings.push({ ...change, server: r.server, blocking: true });
}
}
return { findings, notes: verdict.decision === 'hold' ? [`Probes say hold: ${verdict.reasons.join('; ')}`] : [] };
}


var versioning = __nccwpck_require__(1045);
;






function serverJsonFindings(config) {
const src = config.serverJson;
if (!src)
return [];
return src.packages
.filter((p) => !(0,versioning .r1)(p.version, src.version))
.map((p) => {
const change = rules .gf.make({ entity: 'server', tool: '(server.json)', path: '', pointer: '/version' }, src.version, p.version, {
file: src.file,
key: p.key,
identifier: p.identifier,
packageVersion: p.version,
version: src.version,
});
return { server: p.server, ...change, blocking: false };
});
}

;














function judge(input) {
const { before, after, config } = input;
const diff = (0,engine .V1)(before, after);
const policy = input.failOn ? { ...config.policy, failOn: input.failOn } : config.policy;
const forbidden = forbiddenToolFindings(config.servers, after);
const versions = policy.versioning === 'semver' ? (0,versioning .Ny)(diff, before, after, { zeroVersions: policy.zeroVersions }) : { findings: [], notes: [] };
const probes = input.probes ? probeFindings(input.probes) : { findings: [], notes: [] };
const launches = (0,launch .u)(before, after);
const evaluation = (0,evaluate ._3)(diff, policy, {
today: input.today,
extra: [
...(input.extra ?? []),
...forbidden,
...(0,launch .b)(after),
...launches.findings,
...(0,listing_varies .jP)(after),
...packageChangedFindings(before, after),
...serverJsonFindings(config),
...versions.findings,
...probes.findings,
...(input.fromDiff?.(diff) ?? []),
],
});
const deprecations = applyDeprecations(evaluation.findings, before, after, input.today);
evaluation.notes = [...(input.notes ?? []), ...evaluation.notes, ...emptyServerNotes(after), ...launches.notes, ...versions.notes, ...deprecations, ...probes.notes];

return { diff, evaluation: freezeEvaluation((0,evaluate .d3)(evaluation)) };
}
 
function emptyServerNotes(after) {
return Object.entries(after.servers)
.filter(([, s]) => !s.error && s.tools.length === 0 && !s.prompts?.length && !s.resourceTemplates?.length && !s.resources?.length)
.map(([id]) => `Server ${id} lists no tools: a missing API key or feature flag, or the client capabilities declared, can hide them (pinning it pins an empty list).`);
}
function freezeEvaluation(e) {
for (const f of e.findings) {
if (f.effects)
Object.freeze(f.effects);
if (f.flags)
Object.freeze(f.flags);
Object.freeze(f);
}
Object.freeze(e.findings);
Object.freeze(e.failures);
Object.freeze(e.notes);
Object.freeze(e.summary);
return Object.freeze(e);
}


  }),

  8765:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
nN: () => (  POLICY_KNOBS),
G4: () => (  defaultPolicy),
Aq: () => (  knobValue),
eX: () => (  policyKnobShifts),
wh: () => (  policySchema),
T4: () => (  readPolicy)
});




var config = __nccwpck_require__(1356);

var knob = __nccwpck_require__(6475);
;


 
const blockFlags = (0,knob .iN)({
key: 'block-flags',
field: 'blockFlags',
default: 'high',
presence: 'when-set',
example: 'none',
schema: {
type: 'string',
enum: [...config .HH],
description: "Security flags on text the model reads (a new tool's description, a changed one, parameter descriptions, prompts, resource templates, server instructions) that block until approved: `high` (default: alarm framing, concealment, priority claims, argument hijacking, credential paths, shell commands, hidden characters), `any` (also the review signals, such as an address to send data to), `none` (flags are shown, never block).",
'x-expect': `one of ${config .HH.join(', ')}`,
},
read: (value) => (config .HH.includes(value) ? value : undefined),

compare: (base, head) => (0,knob .u)('block-flags', config .HH, base, head),
stage: 'blocking',
each({ change, finding, effects }, level) {
const flagged = change.flags?.find((fl) => fl.confidence === 'high' || (fl.confidence === 'review' && level === 'any'));
if (flagged && level !== 'none') {
if (!finding.blocking)
effects.push({ kind: 'security-flag', message: `${flagged.message}: needs approval (policy.block-flags: ${level})` });
finding.blocking = true;
}
else if (!finding.blocking && change.flags?.some((fl) => fl.confidence))
effects.push({ kind: 'listed-for-review', message: 'security flag listed for review, not blocking (policy.block-flags)' });
},
});

;

const destructiveAdded = (flags) => flags?.some((fl) => fl.id === 'destructive-tool-added') === true;
 
const blockNewDestructiveTools = (0,knob .iN)({
key: 'block-new-destructive-tools',
field: 'blockNewDestructiveTools',
default: true,
presence: 'always',
example: false,
schema: { type: 'boolean', description: 'Block a newly added tool annotated `destructiveHint: true` until approved.', 'x-expect': 'true or false' },
read: (value) => (typeof value === 'boolean' ? value : undefined),
compare: (base, head) => (base === head ? [] : [{ key: 'policy.block-new-destructive-tools', shift: head ? 'strengthens' : 'weakens', detail: `${base} \u2192 ${head}` }]),
stage: 'blocking',
each({ change, finding, effects }, value) {
if (!value || change.rule !== 'tool-added' || !destructiveAdded(change.flags))
return;
if (!finding.blocking)
effects.push({ kind: 'new-destructive-tool', message: 'a new destructive tool needs approval (policy.block-new-destructive-tools)' });
finding.blocking = true;
},
});
 
const judgedAsDestructive = (blockNew, change) => blockNew && change.rule === 'tool-added' && destructiveAdded(change.flags);

;
 
function knobValue(knob, policy) {
const set = policy[knob.field];
return set === undefined ? knob.default : set;
}

;



 
const blockUnannotatedNewTools = (0,knob .iN)({
key: 'block-unannotated-new-tools',
field: 'blockUnannotatedNewTools',
default: false,
presence: 'when-set',
example: true,
schema: {
type: 'boolean',
description: 'Also block a new tool that has neither `readOnlyHint` nor `destructiveHint` (the spec defaults call it destructive). Off by default: most servers annotate nothing, so such a tool is flagged `unannotated-tool-added` and listed for review without blocking. Needs `block-new-destructive-tools`.',
'x-expect': 'true or false',
},
read: (value) => (typeof value === 'boolean' ? value : undefined),
compare: (base, head) => (base === head ? [] : [{ key: 'policy.block-unannotated-new-tools', shift: head ? 'strengthens' : 'weakens', detail: `${base} \u2192 ${head}` }]),
stage: 'blocking',
each({ change, finding, effects, policy }, value) {
const blockNew = knobValue(blockNewDestructiveTools, policy);
if (judgedAsDestructive(blockNew, change))
return;
if (change.rule !== 'tool-added' || !change.flags?.some((fl) => fl.id === 'unannotated-tool-added'))
return;
if (blockNew && value) {
if (!finding.blocking)
effects.push({ kind: 'new-destructive-tool', message: 'a new tool without safety annotations needs approval (policy.block-unannotated-new-tools)' });
finding.blocking = true;
}
else if (!finding.blocking)
effects.push({ kind: 'listed-for-review', message: 'no readOnlyHint or destructiveHint: listed for review, not blocking (policy.block-unannotated-new-tools: false)' });
},
});


var severity = __nccwpck_require__(3849);
;


const fail_on_severity = { type: 'string', enum: [...severity .o], 'x-expect': `one of ${severity .o.join(', ')}` };
 
const failOn = (0,knob .iN)({
key: 'fail-on',
field: 'failOn',
default: ['breaking', 'silent'],
presence: 'always',
example: ['breaking'],
schema: {
type: ['array', 'string'],
items: fail_on_severity,
uniqueItems: true,
description: 'Severities that block the merge until approved: any of `breaking`, `silent`, `additive`, `cosmetic`.',
'x-expect': 'a list of severities (breaking, silent, additive, cosmetic)',
},
read(value, path, ctx) {
if (Array.isArray(value))
return value;
if (typeof value !== 'string')
return undefined;
if (severity .o.includes(value))
return [value];
ctx.problem(path, `policy.fail-on must be a list of severities (breaking, silent, additive, cosmetic) (found ${ctx.describe(value)})${ctx.suggest(value, severity .o)}`);
return undefined;
},
compare(base, head) {
const out = [];
const dropped = base.filter((s) => !head.includes(s));
const added = head.filter((s) => !base.includes(s));
if (dropped.length)
out.push({ key: 'policy.fail-on', shift: 'weakens', detail: `no longer fails on ${(0,knob .JN)(dropped)}` });
if (added.length)
out.push({ key: 'policy.fail-on', shift: 'strengthens', detail: `also fails on ${(0,knob .JN)(added)}` });
return out;
},
stage: 'blocking',

each({ change, finding }, value) {
finding.blocking = !change.advisory && (value.includes(finding.severity) || change.blocking === true);
},
});



var picomatch = __nccwpck_require__(1026);
var picomatch_default =  __nccwpck_require__.n(picomatch);
;



const entrySchema = {
type: 'object',
description: 'A finding to accept without approval: it is still reported, but does not block.',
required: ['tool', 'rule', 'reason'],
additionalProperties: false,
'x-expect': 'a mapping with `tool`, `rule` and `reason`',
properties: {
server: { type: 'string', description: 'Server id the entry applies to. Default: every server.', 'x-expect': 'a server id' },
tool: { type: 'string', minLength: 1, description: 'Tool name, or a glob over tool names (`search_*`).', 'x-expect': 'a tool name or glob' },
rule: { type: 'string', minLength: 1, description: 'Rule ID of the finding to ignore (see the rule catalog).', 'x-expect': 'a rule ID' },
reason: { type: 'string', minLength: 1, description: 'Why this is acceptable; shown in the report next to the ignored finding.', 'x-expect': 'a non-empty sentence' },
expires: {
type: 'string',
pattern: '^\\d{4}-\\d{2}-\\d{2}$',
description: 'Date (YYYY-MM-DD) on and after which the entry no longer applies; the report says so.',
'x-expect': 'a date written YYYY-MM-DD',
},
},
};
const NEVER = '9999-99-99';
const entryKey = (e) => [e.server ?? '*', e.tool, e.rule].join('\u0000');
const entryName = (e) => `${e.server ? `${e.server}/` : ''}${e.tool} ${e.rule}`;
const source = (e) => `${e.origin.file}: ${e.origin.key}`;
function isCalendarDate(text) {
const d = new Date(`${text}T00:00:00Z`);
return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
function matches(entry, change) {

if (entry.server && change.server && entry.server !== change.server && entry.server !== (0,config .NX)(change.server))
return false;
if (entry.rule !== change.rule && !picomatch_default().isMatch(change.rule, entry.rule))
return false;
return picomatch_default().isMatch(change.tool, entry.tool, { dot: true });
}
 
const ignore = (0,knob .iN)({
key: 'ignore',
field: 'ignore',
default: [],
presence: 'always',
example: [{ tool: 'x', rule: 'tool-removed', reason: 'known' }],
documentDefault: false,
schema: {
type: 'array',
items: entrySchema,
description: 'Findings to accept, each with `tool`, `rule`, `reason` and optionally `server` and `expires`.',
'x-expect': 'a list of ignore entries',
},
read(value, at, ctx) {
return value.map((entry, i) => {
const path = [...at, i];
const out = {
tool: entry.tool,
rule: entry.rule,
reason: entry.reason,
origin: { file: ctx.file, key: ctx.keyPath(path), line: ctx.line(path) },
};
if (typeof entry.server === 'string') {
out.server = entry.server;
if (ctx.serverIds.length > 0 && !ctx.serverIds.includes(entry.server))
ctx.problem([...path, 'server'], `policy.ignore[${i}].server "${entry.server}" is not a configured server id${ctx.suggest(entry.server, ctx.serverIds) || `; configured: ${ctx.serverIds.join(', ')}`}`);
}
if (typeof entry.expires === 'string') {
out.expires = entry.expires;
if (!isCalendarDate(entry.expires))
ctx.problem([...path, 'expires'], `policy.ignore[${i}].expires must be a real date written YYYY-MM-DD (found ${ctx.describe(entry.expires)})`);
}
return out;
});
},
compare(base, head) {
const out = [];
const was = new Map(base.map((e) => [entryKey(e), e]));
const now = new Map(head.map((e) => [entryKey(e), e]));
for (const [k, e] of now) {
const before = was.get(k);
if (!before)
out.push({ key: 'policy.ignore', shift: 'weakens', detail: `new ignore entry ${entryName(e)} (${e.reason})` });
else if ((before.expires ?? NEVER) < (e.expires ?? NEVER))
out.push({ key: 'policy.ignore', shift: 'weakens', detail: `ignore entry ${entryName(e)} extended from ${before.expires} to ${e.expires ?? 'never expiring'}` });
else if ((before.expires ?? NEVER) > (e.expires ?? NEVER))
out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${entryName(e)} now expires on ${e.expires}` });
}
for (const [k, e] of was)
if (!now.has(k))
out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${entryName(e)} removed` });
return out;
},
stage: 'waiver',
each({ change, finding, effects }, entries, run) {
for (const entry of entries) {
if (!matches(entry, change))
continue;
if (entry.expires && entry.expires <= run.today) {
effects.push({ kind: 'ignore-expired', message: `ignore entry expired on ${entry.expires} (${entry.reason})`, source: source(entry) });
if (!run.noted.has(entry)) {
run.noted.add(entry);
run.notes.push(`The ignore entry for ${entry.tool} / ${entry.rule} (${source(entry)}) expired on ${entry.expires} and no longer applies.`);
}
continue;
}
effects.push({ kind: 'ignored', message: `ignored: ${entry.reason}${entry.expires ? ` (until ${entry.expires})` : ''}`, source: source(entry) });
finding.blocking = false;
return;
}
},
});

;






const maxNewTools = (0,knob .iN)({
key: 'max-new-tools',
field: 'maxNewTools',
default: undefined,
presence: 'when-set',
example: 3,
schema: {
type: 'integer',
minimum: 0,
description: 'Most tools one change may add to a server before its new tools block until approved (`0`: every new tool blocks). Counted per server; a server new to the lockfile counts too. Default: no limit.',
'x-expect': 'a whole number of at least 0',
},
read: (value) => (typeof value === 'number' ? value : undefined),
compare(base, head) {
if (base === head)
return [];
const shown = (n) => (n === undefined ? 'no limit' : String(n));
const weaker = head === undefined || (base !== undefined && head > base);
return [{ key: 'policy.max-new-tools', shift: weaker ? 'weakens' : 'strengthens', detail: `${shown(base)} \u2192 ${shown(head)}` }];
},
all(steps, limit) {
if (limit === undefined)
return;
const added = new Map();
for (const s of steps)
if (s.change.rule === 'tool-added')
added.set(s.change.server ?? '', [...(added.get(s.change.server ?? '') ?? []), s]);
for (const [server, list] of added) {
if (list.length <= limit)
continue;
for (const { finding, effects } of list) {
if (!finding.blocking)
effects.push({ kind: 'new-tool-limit', message: `${list.length} new tools on ${server || 'this server'}, more than policy.max-new-tools (${limit}) allows: needs approval` });
finding.blocking = true;
}
}
},
});


var json = __nccwpck_require__(1973);
;



const RANK = { patch: 1, minor: 2, major: 3 };





const releaseBumps = (0,knob .iN)({
key: 'release-bumps',
field: 'releaseBumps',
default: undefined,
presence: 'when-set',
example: { meaning: 'patch' },
schema: {
type: 'object',
additionalProperties: false,
properties: Object.fromEntries(config .id.map((c) => [
c,
{ type: 'string', enum: [...config .G0], description: `The bump a ${c} change needs (default: ${config .G9[c]}).`, 'x-expect': 'major, minor or patch' },
])),
description: 'The semver bump a release needs per class of change (release-check, changelog, the release mode): `breaking` (old calls fail), `silent` (old calls do something else), `meaning` (old calls work; a description or default changed), `additive`, `cosmetic`. Default: major, major, minor, minor, patch.',
'x-expect': `a mapping of ${config .id.join(', ')} to major, minor or patch`,
},
read: (value) => ((0,json .Gv)(value) ? value : undefined),
compare(base, head) {
const out = [];
for (const c of config .id) {
const a = base?.[c] ?? config .G9[c];
const b = head?.[c] ?? config .G9[c];
if (a !== b)
out.push({ key: `policy.release-bumps.${c}`, shift: RANK[b] < RANK[a] ? 'weakens' : 'strengthens', detail: `${a} \u2192 ${b}` });
}
return out;
},
appliedIn: 'the release check and the changelog (releaseBump, bumpOf), src/policy/versioning.ts',
});


var catalog = __nccwpck_require__(6958);
;




const rank = (s) => severity .o.length - severity .o.indexOf(s);
const defaultSeverity = (rule) => catalog .K0.get(rule)?.severity;
 
const rules = (0,knob .iN)({
key: 'rules',
field: 'rules',
default: {},
presence: 'always',
example: { 'param-renamed': 'cosmetic' },
documentDefault: false,
schema: {
type: 'object',
description: 'Per-rule severity overrides, by rule ID: `{ default-changed: additive }`.',
additionalProperties: fail_on_severity,
'x-expect': 'a mapping of rule IDs to severities',
},
read: (value) => ({ ...value }),
compare(base, head) {
const out = [];
for (const rule of [...new Set([...Object.keys(base), ...Object.keys(head)])].sort()) {
const before = base[rule] ?? defaultSeverity(rule);
const after = head[rule] ?? defaultSeverity(rule);
if (before === after)
continue;

const shift = before && after ? (rank(after) < rank(before) ? 'weakens' : 'strengthens') : 'weakens';
out.push({ key: `policy.rules.${rule}`, shift, detail: `${before ?? '(rule default)'} \u2192 ${after ?? '(rule default)'}` });
}
return out;
},
stage: 'severity',
each({ change, finding, effects }, value) {
const override = Object.hasOwn(value, change.rule) ? value[change.rule] : undefined;
if (!override || override === change.severity)
return;
finding.originalSeverity = change.severity;
finding.severity = override;
effects.push({ kind: 'severity-override', message: `severity set to ${override} by policy.rules.${change.rule}` });
},
});


var diff_rules = __nccwpck_require__(7011);
;




 
const safeIntegerBounds = (0,knob .iN)({
key: 'safe-integer-bounds',
field: 'safeIntegerBounds',
default: 'ignore',
presence: 'when-set',
example: 'constraint',
schema: {
type: 'string',
enum: [...config .ol],
description: '`ignore`: a `minimum`/`maximum` added at \u00b19007199254740991 (what zod `.int()` writes) is cosmetic, since no caller sends such numbers. `constraint`: it is a `constraint-tightened` finding like any other bound.',
'x-expect': 'ignore or constraint',
},
read: (value) => (config .ol.includes(value) ? value : undefined),

compare: (base, head) => (0,knob .u)('safe-integer-bounds', ['ignore', 'constraint'], base, head),
stage: 'severity',
each({ change, finding, effects, policy }, value) {
if (value !== 'constraint' || !(0,catalog .dL)('constraint-tightened', change)?.safeIntegerLimit)
return;
if (Object.hasOwn(policy.rules, change.rule) && policy.rules[change.rule])
return; 
finding.originalSeverity = change.severity;
finding.severity = diff_rules.constraintTightened.severity;
finding.reason = diff_rules.constraintTightened.rationale;
effects.push({ kind: 'severity-override', message: `severity set to ${finding.severity} by policy.safe-integer-bounds: constraint` });
},
});

;

const MODES = ['none', 'semver'];
 
const versioning = (0,knob .iN)({
key: 'versioning',
field: 'versioning',
default: 'none',
presence: 'always',
example: 'semver',
schema: {
type: 'string',
enum: [...MODES],
description: '`semver`: flag a breaking change that is not accompanied by a major bump of `serverInfo.version`.',
'x-expect': 'none or semver',
},
read: (value) => (MODES.includes(value) ? value : undefined),
compare: (base, head) => (0,knob .u)('versioning', MODES, base, head),
appliedIn: 'judge (version findings, src/policy/versioning.ts)',
});


var zero_versions = __nccwpck_require__(1331);
;



















const POLICY_KNOBS = [
failOn,
rules,
ignore,
blockNewDestructiveTools,
blockUnannotatedNewTools,
safeIntegerBounds,
blockFlags,
zero_versions .i,
versioning,
releaseBumps,
maxNewTools,
];
 
function defaultPolicy() {
const policy = {};
for (const knob of POLICY_KNOBS)
if (knob.presence === 'always')
policy[knob.field] = structuredClone(knob.default);
return policy;
}
 
function readPolicy(data, ctx) {
const policy = defaultPolicy();
for (const knob of POLICY_KNOBS) {
if (data[knob.key] === undefined)
continue;
const value = knob.read(data[knob.key], ['policy', knob.key], ctx);
if (value !== undefined)
policy[knob.field] = value;
}
return policy;
}
 
function policySchema() {
const properties = {};
for (const knob of POLICY_KNOBS)
properties[knob.key] = knob.default !== undefined && knob.documentDefault !== false ? { ...knob.schema, default: knob.default } : { ...knob.schema };
return { type: 'object', description: 'What blocks a merge.', additionalProperties: false, 'x-expect': 'a mapping', properties };
}
 
function policyKnobShifts(base, head) {
return POLICY_KNOBS.flatMap((knob) => knob.compare(knobValue(knob, base), knobValue(knob, head)));
}


  }),

  6475:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    JN: () => (  quoteList),
    iN: () => (  defineKnob),
    u: () => (  compareModes)
  });
 
function defineKnob(knob) {
return knob;
}
 
function compareModes(key, weakToStrong, base, head) {
if (base === head)
return [];
return [{ key: `policy.${key}`, shift: weakToStrong.indexOf(head) < weakToStrong.indexOf(base) ? 'weakens' : 'strengthens', detail: `${base} \u2192 ${head}` }];
}
const quoteList = (xs) => xs.map((x) => `'${x}'`).join(', ');


  }),

  1331:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    i: () => (  zeroVersions)
  });
  var _model_config_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1356);
  var _knob_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6475);


 
const zeroVersions = (0,_knob_js__WEBPACK_IMPORTED_MODULE_1__  .iN)({
key: 'zero-versions',
field: 'zeroVersions',
default: 'caret',
presence: 'when-set',
example: 'exempt',
schema: {
type: 'string',
enum: [..._model_config_js__WEBPACK_IMPORTED_MODULE_0__  .SP],
description: 'With `versioning: semver`, and in `release-check` and the release mode, how 0.x versions read. `caret` (npm `^` ranges): in 0.y.z a minor bump is the breaking one and a patch bump may add features; in 0.0.z every bump is breaking. `exempt`: 0.x versions are not checked (semver \u00a74: anything may change).',
'x-expect': 'caret or exempt',
},
read: (value) => (_model_config_js__WEBPACK_IMPORTED_MODULE_0__  .SP.includes(value) ? value : undefined),

compare: (base, head) => (0,_knob_js__WEBPACK_IMPORTED_MODULE_1__  .u)('zero-versions', ['exempt', 'caret'], base, head),
appliedIn: 'judge (version findings) and the release check (releaseBump), src/policy/versioning.ts',
});


  }),

  258:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    b: () => (  launchFindings),
    u: () => (  launchChangedFindings)
  });
  var _contract_types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5228);
  var _model_launch_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8537);
  var _rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1046);



const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/;




function suggestion(pkg, reported) {
if (pkg.manager === 'docker')
return pkg.integrity?.startsWith('sha256:') ? `${pkg.name}@${pkg.integrity}` : undefined; 
const version = pkg.resolved ?? (reported && SEMVER.test(reported) ? reported : undefined);
if (!version)
return undefined;
return pkg.manager === 'uvx' || pkg.manager === 'pipx' ? `${pkg.name}==${version}` : `${pkg.name}@${version}`;
}
 
function launchFindings(head) {
const single = Object.keys(head.servers).length === 1 && head.servers[_contract_types_js__WEBPACK_IMPORTED_MODULE_1__  .k] !== undefined;
const out = [];
for (const [id, snap] of Object.entries(head.servers)) {
const pkg = snap.package;
if (!pkg || pkg.version !== undefined || pkg.requested === undefined)
continue;
const suggested = suggestion(pkg, typeof snap.serverInfo?.version === 'string' ? snap.serverInfo.version : undefined);
const change = _rules_js__WEBPACK_IMPORTED_MODULE_0__  .WY.make({ entity: 'server', tool: 'launch', path: '', pointer: '/package' }, pkg.requested, suggested ?? pkg.name, {
manager: pkg.manager,
name: pkg.name,
requested: pkg.requested,
...(suggested ? { suggested } : {}),
});
out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
}
return out;
}
 
function changedParts(a, b) {
const same = (x, y) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
const parts = [
['transport', a.transport, b.transport],
['command', a.command, b.command],
['args', a.args, b.args],
['cwd', a.cwd, b.cwd],
['env', a.env, b.env],
['url', a.url, b.url],
['headers', a.headers, b.headers],
['principals', a.principals, b.principals],
['reread', a.reread ?? false, b.reread ?? false],
];
return parts.filter(([, x, y]) => !same(x, y)).map(([k]) => k);
}





function launchChangedFindings(before, after) {
const single = Object.keys(after.servers).length === 1 && after.servers[_contract_types_js__WEBPACK_IMPORTED_MODULE_1__  .k] !== undefined;
const findings = [];
const unrecorded = [];
for (const [id, snap] of Object.entries(after.servers)) {
const b = Object.hasOwn(before.servers, id) ? before.servers[id] : undefined;
const a = snap.launch;
if (!b || !a)
continue;
if (!b.launch) {
if (!b.error)
unrecorded.push(id);
continue;
}
if ((0,_model_launch_js__WEBPACK_IMPORTED_MODULE_2__  .Wk)(b.launch, a))
continue;
const change = _rules_js__WEBPACK_IMPORTED_MODULE_0__  .bi.make({ entity: 'server', tool: 'launch', path: '', pointer: '/launch' }, (0,_model_launch_js__WEBPACK_IMPORTED_MODULE_2__  .xC)(b.launch), (0,_model_launch_js__WEBPACK_IMPORTED_MODULE_2__  .xC)(a), { changed: changedParts(b.launch, a) });
findings.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
}
const notes = unrecorded.length
? [`The baseline records no launch for ${unrecorded.join(', ')} (pinned before launches were pinned), so a changed launch is not compared there; the next pin records it.`]
: [];
return { findings, notes };
}


  }),

  262:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Xu: () => (  withoutVaryingServers),
    jP: () => (  listingVariesFindings)
  });
 
  var _contract_types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5228);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1973);
  var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1046);








function listingVariesFindings(head) {
const single = Object.keys(head.servers).length === 1 && head.servers[_contract_types_js__WEBPACK_IMPORTED_MODULE_2__  .k] !== undefined;
const out = [];
for (const [id, snap] of Object.entries(head.servers)) {
if (snap.error)
continue;
for (const v of snap.listingVaries ?? []) {
const change = _rules_js__WEBPACK_IMPORTED_MODULE_1__  .FT.make({ entity: 'server', tool: 'listing', path: '', pointer: '/tools' }, v.between[0], v.between[1], {
kind: v.kind,
between: [...v.between],
...(v.principal !== undefined ? { principal: v.principal } : {}),
entries: [...v.entries],
});
out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
}
}
return out;
}
 
function listingVariesRefusal(head, id) {
const snap = Object.hasOwn(head.servers, id) ? head.servers[id] : undefined;
if (!snap?.listingVaries?.length)
return undefined;
const messages = listingVariesFindings({ servers: { [id]: snap } }).map((f) => f.message);
return `not pinned: its listing varies (listing-varies): ${messages.join('; ')}. Declare the principals' difference (listing-varies: expected) to pin each principal's contract, or make the server list the same under every read`;
}
 
function withoutVaryingServers(set) {
const out = { servers: {} };
for (const [id, snap] of Object.entries(set.servers)) {
const refusal = listingVariesRefusal(set, id);
(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__  .P5)(out.servers, id, refusal ? { tools: [], ...(snap.launch ? { launch: snap.launch } : {}), error: { message: refusal } } : snap);
}
return out;
}


  }),

  5382:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    ER: () => (  referenceRenamed),
    Fm: () => (  replaceTool),
    Op: () => (  REFERENCE_RULES),
    Re: () => (  referenceMessage),
    l5: () => (  referenceBroken),
    qo: () => (  referenceUnlisted)
  });
  var _diff_rule_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2496);

 
function replaceTool(ref, newName) {
const at = ref.text.lastIndexOf(ref.tool);
return at < 0 ? ref.text : ref.text.slice(0, at) + newName + ref.text.slice(at + ref.tool.length);
}
 
function referenceMessage(rule, r, server, newName) {
const named = `'${r.text}'`;
switch (rule) {
case 'reference-broken':
return r.wildcard ? `${named} matches no tool of server '${server}' any more` : `${named} names tool '${r.tool}', which server '${server}' no longer lists`;
case 'reference-renamed':
return `${named} names tool '${r.tool}', which server '${server}' renamed to '${newName}': write '${replaceTool(r, newName)}'`;
case 'reference-unlisted':
return `${named} names tool '${r.tool}', which server '${server}' lists neither at the base nor at the head`;
}
}
 
const message = (id) => ({ meta: { reference: r, server, newName } }) => `${r.file}:${r.line}:${r.column}: ${referenceMessage(id, r, server, newName)}`;
const referenceBroken = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'reference-broken',
title: 'Reference to a removed tool',
scope: 'tool',
severity: 'breaking',
rationale: 'A file of the repository names a tool the server no longer lists: the permission, tool list or call no longer applies.',
message: message('reference-broken'),
});
const referenceRenamed = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'reference-renamed',
title: 'Reference to a renamed tool',
scope: 'tool',
severity: 'breaking',
rationale: 'A file of the repository names a tool by the name it had before the rename: it no longer applies until the name is changed.',
message: message('reference-renamed'),
});
const referenceUnlisted = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'reference-unlisted',
title: 'Reference to a tool no server lists',
scope: 'tool',
severity: 'silent',
rationale: 'A file of the repository names a tool the server listed neither before nor now (a typo, another version, or a tool turned off): shown for review, never blocking.',
message: message('reference-unlisted'),
});
 
const REFERENCE_RULES = {
'reference-broken': referenceBroken,
'reference-renamed': referenceRenamed,
'reference-unlisted': referenceUnlisted,
};


  }),

  1046:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    D2: () => (  probeRegressed),
    FT: () => (  listingVaries),
    Ml: () => (  gateConfigChanged),
    WY: () => (  serverLaunchUnpinned),
    bi: () => (  serverLaunchChanged),
    c0: () => (  serverPackageChanged),
    gf: () => (  serverJsonVersionMismatch),
    nn: () => (  versionBumpMissing),
    yI: () => (  forbiddenTool)
  });
  var _diff_rule_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2496);

 
const forbiddenTool = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'forbidden-tool',
title: 'Forbidden tool exposed',
scope: 'tool',
severity: 'breaking',
rationale: 'The server exposes a tool its role must never have (policy forbidden-tools); agents with this server can now call it.',
message: ({ site, meta }) => `tool '${site.tool}' matches forbidden-tools pattern '${meta.pattern}' (${meta.source})`,
});
const versionBumpMissing = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'version-bump-missing',
title: 'Version bump missing',
scope: 'tool',
severity: 'breaking',
rationale: 'Semver promises callers that a release without a major bump keeps their calls working; these changes break that promise.',
judge: (meta) => (meta.needed === 'minor' ? { severity: 'cosmetic', reason: 'New capabilities without a minor bump: nothing breaks, but the version undersells the release.' } : undefined),
message: ({ meta }) => `${meta.what} goes from ${meta.from} to ${meta.to}, but the changes call for a ${meta.needed} bump (e.g. ${meta.suggested})`,
});
const probeRegressed = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'probe-regressed',
title: 'Probe case regressed',
scope: 'tool',
severity: 'breaking',
rationale: 'A frozen role case that passes at base fails at head: the candidate does the job worse, whatever its schema says.',
message: ({ meta }) => `probe '${meta.probe}' fails at head: ${meta.detail}`,
});
const gateConfigChanged = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'gate-config-changed',
title: 'Gate config changed',
scope: 'any',
severity: 'breaking',
rationale: "The pull request edits the policy that judges it. The base commit's policy still judges this pull request; a weaker policy takes effect once merged, so a maintainer must approve it like a contract change.",
judge: (meta) => meta.shift === 'strengthens'
? { severity: 'additive', reason: 'The pull request makes the gate stricter; the new policy applies once it is merged.' }
: meta.shift === 'changes'
? { severity: 'silent', reason: 'The pull request changes how the gate judges later pull requests in a way that is neither clearly weaker nor stronger; review it.' }
: undefined,
message: ({ meta }) => `${meta.file}: ${meta.key} ${meta.shift === 'weakens' ? 'weakened' : meta.shift === 'strengthens' ? 'strengthened' : 'changed'}: ${meta.detail}`,
});
const serverLaunchUnpinned = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'server-launch-unpinned',
title: 'Server launched without an exact version',
scope: 'tool',
severity: 'silent',
rationale: 'A launch spec with no exact version (none, latest, a range, a tag) runs whatever the registry serves next: the next upstream release changes the tools under a pull request that did not touch them, or is pinned unseen. Relax with policy.rules.server-launch-unpinned.',
message: ({ meta }) => `server launches ${meta.name} (${meta.manager}) ${meta.requested === 'none' ? 'with no version' : `as '${meta.requested}'`}: pin an exact version${meta.suggested ? `, e.g. ${meta.suggested}` : ''}`,
});
const serverPackageChanged = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'server-package-changed',
title: 'Same package version, different content',
scope: 'tool',
severity: 'breaking',
rationale: 'The launch spec runs the same package version as the baseline, but the registry now serves other bytes for it (another npm integrity, wheel hash or image digest): a republished or hijacked release, a moved tag, or another registry. What runs is not what was reviewed.',
message: ({ before, after, meta }) => `${meta.name}@${meta.version} (${meta.manager}) resolves to ${String(after)}, but the baseline recorded ${String(before)} for the same version`,
});
const serverJsonVersionMismatch = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'server-json-version-mismatch',
title: 'server.json version differs from its package',
scope: 'server',
severity: 'silent',
rationale: "The MCP Registry lists the server under server.json's version, but a package entry runs another version: what users install is not the release the listing (and its changelog) describes.",
message: ({ meta }) => `${meta.file}: ${meta.key} runs ${meta.identifier} ${meta.packageVersion}, but server.json's version is ${meta.version}; make them the same`,
});
const serverLaunchChanged = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'server-launch-changed',
title: 'Server launch changed',
scope: 'server',
severity: 'silent',
rationale: "The entry now starts another program, or the same one another way (command, arguments, working folder, the environment or headers it names, the URL): what agents run is no longer what was reviewed, even when it lists the same tools (a decoy serving the pinned list passes every contract check). A version bump of the same package is server-package-changed's and the diff's to judge, not this rule's.",
message: ({ before, after, meta }) => `server launch changed (${meta.changed.join(', ')}): it ran ${String(before)}, it now runs ${String(after)}`,
});
const listingVaries = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__  .Km)()({
id: 'listing-varies',
title: 'Listing varies by caller or by read',
scope: 'server',
severity: 'silent',
rationale: '`tools/list` may vary by the authorization presented (its results carry `cacheScope: "private"`): a server read under two principals (tokens, client names) that the config does not declare to differ, or read twice, listed other contracts each time. What the gate pinned is then not what every caller sees (a chameleon shows CI one contract and users another), so nothing of it can be passed; declare the principals (`listing-varies: expected`) to pin each one\'s contract, or make the server answer the same.',
message: ({ meta }) => {
const shown = meta.entries.slice(0, 10).join('; ');
const more = meta.entries.length > 10 ? `; and ${meta.entries.length - 10} more` : '';
const reads = meta.kind === 'principals'
? `the listing under principal '${meta.between[0]}' differs from the one under principal '${meta.between[1]}' (not declared: set listing-varies: expected to pin each)`
: `a second read${meta.principal !== undefined ? ` under principal '${meta.principal}'` : ''} listed something else than the first`;
return `${reads}: ${shown}${more}`;
},
});


  }),

  1045:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    Ny: () => (  versionFindings),
    TH: () => (  contractFindings),
    Yc: () => (  BASELINE_KINDS),
    ej: () => (  releaseBump),
    r1: () => (  sameVersion),
    rx: () => (  isDescriptionChange),
    uM: () => (  bumpOf)
  });
 
  var semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3525);
  var semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0__);
  var semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3329);
  var semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1___default =  __nccwpck_require__.n(semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1__);
  var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6432);
  var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2___default =  __nccwpck_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2__);
  var semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3307);
  var semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3___default =  __nccwpck_require__.n(semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3__);
  var semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7014);
  var semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4___default =  __nccwpck_require__.n(semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4__);
  var _contract_tool_list_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8756);
  var _contract_types_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(5228);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1973);
  var _model_config_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(1356);
  var _knobs_zero_versions_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(1331);
  var _catalog_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(6958);
  var _rules_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(1046);




















 
const CLASS_WHY = {
breaking: 'calls built on the old contract fail or are rejected',
silent: 'old calls still succeed but do something else',
meaning: 'old calls still work; what the model reads changed',
additive: 'something new; old calls are unchanged',
cosmetic: 'written differently; no effect on calls',
};
let textRules;
 
const MEANING_RULES = new Set(['default-changed', 'output-default-changed', 'instructions-changed']);
 
const DESCRIBED_FIELDS = new Set(['resource-template-changed', 'resource-changed']);
 
function isDescriptionChange(c) {
if (c.rule === undefined)
return false;
textRules ??= new Set((0,_catalog_js__WEBPACK_IMPORTED_MODULE_9__  .fD)('diff').flatMap((r) => (r.textChange ? [r.id] : [])));
if (textRules.has(c.rule))
return true;
return DESCRIBED_FIELDS.has(c.rule) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__  .Gv)(c.data) && c.data.field === 'description';
}
 
function changeClass(change) {
const c = typeof change === 'string' ? { severity: change } : change;
if (c.severity === 'silent' && c.rule !== undefined && (isDescriptionChange(c) || MEANING_RULES.has(c.rule)))
return 'meaning';
return c.severity === 'breaking' || c.severity === 'silent' || c.severity === 'additive' || c.severity === 'cosmetic' ? c.severity : 'breaking';
}
 
function bumpOf(change, bumps = {}) {
const cls = changeClass(change);
return { bump: bumps[cls] ?? _model_config_js__WEBPACK_IMPORTED_MODULE_7__  .G9[cls], class: cls, why: CLASS_WHY[cls] };
}
 
function bumpFor(changes, bumps = {}) {
let best = 'none';
for (const c of changes) {
const b = bumpOf(c, bumps).bump;
if (BUMP_RANK[b] > BUMP_RANK[best])
best = b;
}
return best;
}





function actualBump(from, to) {
const a = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(from);
const b = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(to);
if (!a || !b)
return undefined;
if (semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1___default()(b, a))
return 'none';
if (b.major > a.major)
return 'major';
if (a.major === 0 && a.minor === 0)
return 'major';
if (a.major === 0)
return b.minor > a.minor ? 'major' : 'minor';
if (b.minor > a.minor)
return 'minor';
return 'patch';
}
 
function suggest(from, needed) {
const a = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(from);
if (!a)
return needed;
if (a.major === 0 && a.minor === 0)
return `0.0.${a.patch + 1}`;
if (a.major === 0)
return needed === 'major' ? `0.${a.minor + 1}.0` : `0.${a.minor}.${a.patch + 1}`;
if (needed === 'patch')
return `${a.major}.${a.minor}.${a.patch + 1}`;
return needed === 'major' ? `${a.major + 1}.0.0` : `${a.major}.${a.minor + 1}.0`;
}




function versionFindings(diff, before, after, options = {}) {
const exemptZero = (options.zeroVersions ?? _knobs_zero_versions_js__WEBPACK_IMPORTED_MODULE_8__  .i.default) === 'exempt';
const findings = [];
const notes = [];
const single = Object.keys(after.servers).length === 1 && after.servers[_contract_types_js__WEBPACK_IMPORTED_MODULE_11__  .k] !== undefined;
for (const id of Object.keys(after.servers).sort()) {
const a = before.servers[id];
const b = after.servers[id];
if (!a || !b || a.error || b.error)
continue;
const changes = diff.changes.filter((c) => (c.server ?? _contract_types_js__WEBPACK_IMPORTED_MODULE_11__  .k) === id || (single && c.server === undefined));
const check = (from, to, severities, what, tool) => {
const needed = bumpFor(severities);
if (!from || !to || needed === 'none')
return;
const actual = actualBump(from, to);
if (actual === undefined)
return;
if (exemptZero && semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(from)?.major === 0)
return;
notes.push(`${what}: ${from} \u2192 ${to}; the changes call for a ${needed} bump.`);
const rank = { none: 0, patch: 1, minor: 2, major: 3 };
if (needed === 'patch' || rank[actual] >= rank[needed])
return;
const change = _rules_js__WEBPACK_IMPORTED_MODULE_10__  .nn.make({ entity: 'tool', tool, path: '', pointer: '/serverInfo/version' }, from, to, { from, to, needed, suggested: suggest(from, needed), what });
findings.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
};


const av = a.package?.version ?? a.package?.resolved;
const bv = b.package?.version ?? b.package?.resolved;
const byPackage = av !== undefined && bv !== undefined;
check(byPackage ? av : a.serverInfo?.version, byPackage ? bv : b.serverInfo?.version, changes, byPackage ? `package ${b.package.name}` : `server ${b.serverInfo?.name ?? id}`, '(server)');
const oldTools = new Map((0,_contract_tool_list_js__WEBPACK_IMPORTED_MODULE_5__  .Gd)(a.tools).entries.map((t) => [t.name, t]));
for (const tool of (0,_contract_tool_list_js__WEBPACK_IMPORTED_MODULE_5__  .Gd)(b.tools).entries) {
const old = oldTools.get(tool.name);
const va = old && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__  .Gv)(old._meta) && typeof old._meta.version === 'string' ? old._meta.version : undefined;
const vb = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__  .Gv)(tool._meta) && typeof tool._meta.version === 'string' ? tool._meta.version : undefined;
if (va && vb)
check(va, vb, changes.filter((c) => c.tool === tool.name), `tool ${tool.name}`, tool.name);
}
}
return { findings, notes };
}
const BUMP_RANK = { none: 0, patch: 1, minor: 2, major: 3 };
 
function covers(actual, needed) {
return BUMP_RANK[actual] >= BUMP_RANK[needed];
}





function releaseBump(changes, o = {}) {
const needed = bumpFor(changes, o.bumps);
const out = { needed, ...(o.from !== undefined ? { from: o.from } : {}), ...(o.to !== undefined ? { to: o.to } : {}) };
if (o.from === undefined) {
if (needed === 'none')
out.ok = true;
else
out.unknown = 'the version released before is not known';
return out;
}
const from = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(o.from);
if (!from) {
out.unknown = `the version released before, ${o.from}, is not a semver version`;
return out;
}
if ((o.zeroVersions ?? _knobs_zero_versions_js__WEBPACK_IMPORTED_MODULE_8__  .i.default) === 'exempt' && from.major === 0) {
out.exempt = true;
out.ok = true;
return out;
}
if (needed !== 'none')
out.suggested = suggest(o.from, needed);
if (o.to === undefined) {
if (needed === 'none')
out.ok = true;
else
out.unknown = 'the version being released is not known';
return out;
}
const actual = actualBump(o.from, o.to);
if (actual === undefined) {
out.unknown = `the version being released, ${o.to}, is not a semver version`;
return out;
}
out.actual = actual;
out.ok = covers(actual, needed);
return out;
}
let diffRuleIds;




function contractFindings(findings) {
diffRuleIds ??= new Set((0,_catalog_js__WEBPACK_IMPORTED_MODULE_9__  .fD)('diff').map((r) => r.id));
return findings.filter((f) => diffRuleIds.has(f.rule));
}
 
function sameVersion(a, b) {
const x = semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2___default()(semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3___default()(a) ?? a);
const y = semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2___default()(semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3___default()(b) ?? b);
return x !== null && y !== null ? semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4___default()(x, y) : a.trim() === b.trim();
}
 
const BASELINE_KINDS = ['lockfile', 'registry', 'worktree'];


  }),

  5359:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    C: () => (  referenceFindings),
    p: () => (  isReferenceFinding)
  });
  var _policy_reference_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5382);

 
function isReferenceFinding(f) {
return Object.hasOwn(_policy_reference_rules_js__WEBPACK_IMPORTED_MODULE_0__  .Op, f.rule);
}






function referenceFindings(matched) {
return matched.map((m) => {
const r = m.reference;
const data = {
reference: r,
server: m.server,
new: m.new,
...(m.newName !== undefined ? { newName: m.newName } : {}),
...(m.replacement !== undefined ? { replacement: m.replacement } : {}),
};
const change = _policy_reference_rules_js__WEBPACK_IMPORTED_MODULE_0__  .Op[m.rule].make({ entity: 'tool', tool: m.tool, path: '', pointer: '' }, r.text, m.replacement ?? null, data);
return {
...change,
server: m.server,
...(r.kind === 'prose' ? { reason: `${change.reason.replace(/\.$/, '')} (prose: for review, never blocking).` } : {}),
...(m.blocking ? {} : { advisory: true }),
blocking: false,
};
});
}


  }),

  7505:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    R: () => (  renderChangelog)
  });
  var _diff_entities_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7312);
  var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3214);
  var _word_diff_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1377);
  var _changelog_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2079);








function prose(text) {
let out = '';
let last = 0;
for (const m of text.matchAll(/'([^'\n]{1,300})'|\b[a-z][a-z0-9+.-]*:\/\/[^\s()'"]+/gi)) {
out += (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(text.slice(last, m.index), 4000) + (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(m[1] ?? m[0], { max: 200 });
last = m.index + m[0].length;
}
return out + (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(text.slice(last), 4000);
}
 
function entityName(e) {
const { noun, name } = (0,_diff_entities_index_js__WEBPACK_IMPORTED_MODULE_0__  .kl)(e.entity, e.tool);
return name === undefined ? noun : `${noun} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(name)}`;
}





function wordsMarkdown(w) {
const { hunks, more } = (0,_word_diff_js__WEBPACK_IMPORTED_MODULE_3__  .s)(w.before, w.after);
if (!hunks.length)
return undefined;
const part = (t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(t, { max: 300 });
const shown = hunks.map((h) => `${h.cutBefore ? '\u2026 ' : ''}${h.before ? `${part(h.before)} ` : ''}${h.removed ? `~~${part(h.removed)}~~` : ''}${h.removed && h.added ? ' ' : ''}${h.added ? `**${part(h.added)}**` : ''}${h.after ? ` ${part(h.after)}` : ''}${h.cutAfter ? ' \u2026' : ''}`);
return `${shown.join('; ')}${more ? `; and ${more} more change${more === 1 ? '' : 's'}` : ''}`;
}
 
function renderChangelog(input, options = {}) {
const c = (0,_changelog_js__WEBPACK_IMPORTED_MODULE_2__  .uq)(input, options);
const from = (0,_changelog_js__WEBPACK_IMPORTED_MODULE_2__  .E4)(c.bump.from, c.fromLabel);
const to = (0,_changelog_js__WEBPACK_IMPORTED_MODULE_2__  .E4)(c.bump.to, c.toLabel);
const out = [];
out.push(`## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(`Contract changes${to ? ` in ${to}` : ''}${from && c.baseline?.kind !== 'none' ? ` since ${from}` : ''}`)}`, '');
if (c.baseline)
out.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)((0,_changelog_js__WEBPACK_IMPORTED_MODULE_2__  .FD)(c.baseline), 4000), '');
if (!c.bump.from && c.subject && !c.baseline)
out.push(`Compared ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(c.subject.before)} \u2192 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(c.subject.after)}.`, '');
out.push(`${c.ok || c.bump.ok === undefined ? '' : '\u274c '}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)((0,_changelog_js__WEBPACK_IMPORTED_MODULE_2__  .s$)(c), 4000)}`, '');
if (c.baseline?.kind === 'none') {
out.push('### Could not run', '', 'Tried, in order:', '');
for (const t of c.baseline.tried)
out.push(`- ${t.kind}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(t.detail, 1000)}`);
out.push('', 'To give the check a baseline:', '');
for (const a of c.baseline.advice ?? [])
out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(a, 1000)}`);
return `${out.join('\n')}\n`;
}
for (const p of c.problems)
out.push(`- \u274c ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(p, 4000)}`);
if (c.problems.length)
out.push('');
if (c.failures.length) {
out.push('### Could not be compared', '');
for (const f of c.failures)
out.push(`- Server ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(f.server)} (${f.side}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(f.message)} Its changes are not in this changelog.`);
out.push('');
}
const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
const serverOfLine = (e) => (multi && e.server !== undefined ? `Server ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(e.server)}: ` : '');
for (const s of _changelog_js__WEBPACK_IMPORTED_MODULE_2__  .CJ) {
const list = c.sections[s.key];
if (!list.length)
continue;
if (s.key === 'other') {
out.push('### Other (representation only)', '');
for (const g of (0,_changelog_js__WEBPACK_IMPORTED_MODULE_2__  .Mw)(list)) {
const names = g.entities.slice(0, _changelog_js__WEBPACK_IMPORTED_MODULE_2__  .vz).map((e) => `${serverOfLine(e)}${entityName(e)}`);
const rest = g.entities.length - names.length;
out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .VV)(g.title)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(g.rule)}; ${g.bump}: ${g.why}): ${names.join(', ')}${rest ? `, and ${rest} more` : ''}`);
}
out.push('');
continue;
}
out.push(`### ${s.title}`, '');
let group = '';
for (const e of list) {
const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
if (key !== group) {
group = key;
out.push(`- ${serverOfLine(e)}${entityName(e)}`);
}
out.push(`  - ${prose(e.text)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__  .SS)(e.rule)}; ${e.bump}: ${e.why})`);
const words = e.words && wordsMarkdown(e.words);
if (words)
out.push(`    - Words: ${words}`);
}
out.push('');
}
if (c.cosmeticLeftOut)
out.push(`${c.cosmeticLeftOut} representation-only change${c.cosmeticLeftOut === 1 ? ' was' : 's were'} left out (--no-cosmetic).`, '');
if (_changelog_js__WEBPACK_IMPORTED_MODULE_2__  .CJ.every((s) => !c.sections[s.key].length) && !c.failures.length && !c.cosmeticLeftOut)
out.push('No contract changes.', '');
return `${out.join('\n').replace(/\n+$/, '')}\n`;
}


  }),

  2079:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    CJ: () => (  CHANGELOG_SECTIONS),
    E4: () => (  versionOf),
    FD: () => (  baselineSentence),
    Mw: () => (  cosmeticGroups),
    Rx: () => (  changelogSummary),
    s$: () => (  bumpSentence),
    tQ: () => (  counts),
    uq: () => (  changelogOf),
    vz: () => (  COSMETIC_NAMES)
  });
 
  var _diff_entities_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7312);
  var _policy_catalog_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6958);
  var _policy_versioning_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1045);
  var _common_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3436);















 
const CHANGELOG_SECTIONS = [
{ key: 'breaking', title: 'Breaking', severity: 'breaking' },
{ key: 'changedMeaning', title: 'Changed meaning', severity: 'silent' },
{ key: 'added', title: 'Added', severity: 'additive' },
{ key: 'other', title: 'Other', severity: 'cosmetic' },
];
 
function sentence(message) {
const t = message.trim();
const first = t.charAt(0);
const capital = first >= 'a' && first <= 'z' ? first.toUpperCase() + t.slice(1) : t;
return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
function entry(f, bumps) {
const b = (0,_policy_versioning_js__WEBPACK_IMPORTED_MODULE_2__  .uM)(f, bumps ?? {});
const text = (0,_policy_versioning_js__WEBPACK_IMPORTED_MODULE_2__  .rx)(f) && typeof f.before === 'string' && typeof f.after === 'string';
return {
...(f.server !== undefined ? { server: f.server } : {}),
entity: f.entity,
tool: f.tool,
rule: f.rule,
severity: f.severity,
path: f.path,
pointer: f.pointer,
text: sentence(f.message),
bump: b.bump,
why: b.why,
...(text ? { words: { before: f.before, after: f.after } } : {}),
};
}
function compare(a, b) {
return a < b ? -1 : a > b ? 1 : 0;
}
 
function ordered(findings) {
return findings
.map((f, i) => [f, i])
.sort(([a, i], [b, j]) => compare((0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .FN)(a), (0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .FN)(b)) || (0,_diff_entities_index_js__WEBPACK_IMPORTED_MODULE_0__  .Ki)(a.entity) - (0,_diff_entities_index_js__WEBPACK_IMPORTED_MODULE_0__  .Ki)(b.entity) || compare(a.tool, b.tool) || i - j)
.map(([f]) => f);
}
 
function changelogOf(input, options = {}) {
const changes = ordered((0,_policy_versioning_js__WEBPACK_IMPORTED_MODULE_2__  .TH)(input.evaluation.findings));
const release = input.release ?? { bump: (0,_policy_versioning_js__WEBPACK_IMPORTED_MODULE_2__  .ej)(changes) };
const sections = Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, changes.filter((f) => f.severity === s.severity).map((f) => entry(f, release.bumps))]));
const cosmeticLeftOut = options.cosmetic === false ? sections.other.length : 0;
if (options.cosmetic === false)
sections.other = [];
const failures = [...input.evaluation.failures].sort((a, b) => compare(a.server, b.server) || compare(a.side, b.side));
const problems = [...(release.problems ?? [])];
return {
bump: release.bump,
...(release.fromLabel ? { fromLabel: release.fromLabel } : {}),
...(release.toLabel ? { toLabel: release.toLabel } : {}),
...(input.subject ? { subject: input.subject } : {}),
sections,
failures,
problems,
...(release.baseline ? { baseline: release.baseline } : {}),
cosmeticLeftOut,
ok: release.bump.ok === true && failures.length === 0 && problems.length === 0 && release.baseline?.kind !== 'none',
};
}
function versionOf(version, label) {
if (version === undefined)
return label;
return label && label !== version && label !== `v${version}` ? `${version} (${label})` : version;
}
 
function bumpSentence(c) {
const { bump } = c;
if (c.baseline?.kind === 'none')
return `Could not run: no baseline could be read, so the changes${bump.to ? ` in ${versionOf(bump.to, c.toLabel)}` : ''} are not known.`;
const from = versionOf(bump.from, c.fromLabel);
const to = versionOf(bump.to, c.toLabel);
if (bump.exempt)
return `No bump is required: ${from} is a 0.x version and zero-versions is exempt (semver \u00a74: anything may change).`;
if (bump.needed === 'none')
return `No contract change: no bump is required${to && from ? ` (${from} \u2192 ${to})` : ''}.`;
const need = `The contract changes need a ${bump.needed} release`;
if (bump.ok === true)
return `${need}: ${to} is a ${bump.actual} bump from ${from}, which makes it.`;
if (bump.ok === false)
return `${need}: ${to} is ${bump.actual === 'none' ? 'no bump' : `only a ${bump.actual} bump`} from ${from}; release ${bump.suggested} (or later).`;
return `${need}${bump.suggested ? ` (from ${from}: ${bump.suggested})` : ''}${bump.unknown ? `; ${bump.unknown}` : ''}.`;
}
function counts(c) {
return Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, c.sections[s.key].length]));
}
 
function changelogSummary(input, options = {}) {
const c = changelogOf(input, options);
const n = counts(c);
const parts = CHANGELOG_SECTIONS.map((s) => `${n[s.key]} ${s.title.toLowerCase()}`).join(', ');
const failed = c.failures.length ? `; ${c.failures.length} server side${c.failures.length === 1 ? '' : 's'} could not be read` : '';
const problems = c.problems.length ? `; ${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}` : '';
return `${parts}${failed}${problems}. ${bumpSentence(c)}\n`;
}
 
function baselineSentence(b) {
if (b.kind === 'none')
return `Baseline: none could be read (tried ${b.tried.map((t) => t.kind).join(', ') || 'nothing'}).`;
return `Baseline: ${b.label}.`;
}
 
function cosmeticGroups(list) {
const groups = new Map();
for (const e of list) {
let g = groups.get(e.rule);
if (!g)
groups.set(e.rule, (g = { rule: e.rule, title: _policy_catalog_js__WEBPACK_IMPORTED_MODULE_1__  .K0.get(e.rule)?.title ?? e.rule, bump: e.bump, why: e.why, entities: [] }));
if (!g.entities.some((x) => x.server === e.server && x.entity === e.entity && x.tool === e.tool))
g.entities.push(e);
}
return [...groups.values()].sort((a, b) => compare(a.rule, b.rule));
}
 
const COSMETIC_NAMES = 12;


  }),

  3436:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    B: () => (  SEVERITY_ORDER),
    FN: () => (  serverOf),
    I3: () => (  serverIds),
    LS: () => (  plural),
    T7: () => (  witnessWords),
    Zl: () => (  gateState),
    df: () => (  groupByTool),
    eU: () => (  gateDecision),
    hy: () => (  effectTags),
    jf: () => (  sideName),
    lc: () => (  LOCKFILE_VS_LIVE),
    mu: () => (  byPriority),
    qs: () => (  severityRank),
    yt: () => (  groupByServer)
  });
  var _contract_types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5228);
  var _gate_decide_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8990);
 


const SEVERITY_ORDER = ['breaking', 'silent', 'additive', 'cosmetic'];
function severityRank(s) {
const i = SEVERITY_ORDER.indexOf(s);
return i < 0 ? SEVERITY_ORDER.length : i;
}
 
function serverOf(f) {
return f.server ?? _contract_types_js__WEBPACK_IMPORTED_MODULE_1__  .k;
}
 
function byPriority(findings) {
return findings
.map((f, i) => [f, i])
.sort(([a, i], [b, j]) => Number(b.blocking) - Number(a.blocking) || severityRank(a.severity) - severityRank(b.severity) || i - j)
.map(([f]) => f);
}
 
function serverIds(input) {
const ids = new Set(Object.keys(input.diff.servers));
for (const f of input.evaluation.findings)
ids.add(serverOf(f));
for (const f of input.evaluation.failures)
ids.add(f.server);
return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
 
function groupByServer(findings) {
const out = new Map();
for (const f of findings) {
const k = serverOf(f);
const list = out.get(k);
if (list)
list.push(f);
else
out.set(k, [f]);
}
return out;
}
 
function groupByTool(findings) {
const out = new Map();
for (const f of findings) {
const k = `${f.entity}\u0000${f.tool}`;
const g = out.get(k);
if (g)
g.findings.push(f);
else
out.set(k, { entity: f.entity, tool: f.tool, findings: [f] });
}
return [...out.values()];
}
function plural(n, one, many = `${one}s`) {
return `${n} ${n === 1 ? one : many}`;
}
 
function gateDecision(input) {
return input.decision ?? (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_0__  .as)(input.evaluation, { state: input.approval?.state ?? 'none' }).decision;
}
 
function gateState(input) {
return { pass: gateDecision(input) !== 'fail', approved: input.approval?.state === 'approved' };
}
 
function effectTags(f) {
const tags = [];
for (const e of f.effects ?? []) {
if (e.kind === 'ignored')
tags.push('ignored');
else if (e.kind === 'severity-override')
tags.push(`overridden from ${f.originalSeverity ?? 'default'}`);
else if (e.kind === 'ignore-expired')
tags.push('ignore expired');
else if (e.kind === 'approved')
tags.push('approved');
else if (e.kind === 'new-destructive-tool')
tags.push('new destructive tool');
else if (e.kind === 'forbidden-tool')
tags.push('forbidden tool');
else if (e.kind === 'sunset')
tags.push('sunset');
}
return [...new Set(tags)];
}





function witnessWords(f) {
const w = f.witness;
if (!w)
return undefined;
const output = f.pointer.startsWith('/outputSchema');
const lead = w.of
? output
? `output '${w.of}' may now hold this value, which the old schema ruled out`
: `this value of '${w.of}' was accepted and now fails`
: output
? 'the tool may now return this, which the old output schema ruled out'
: 'this call worked and now fails';
const at = w.rejected.path ? `'${w.rejected.path}'` : output ? 'the result' : 'the call';
return { lead, rejected: `${output ? 'the old schema rules it out' : 'rejected'} by ${w.rejected.keyword} at ${at}` };
}
 
const LOCKFILE_VS_LIVE = Object.freeze({ base: 'lockfile', head: 'live' });
 
function sideName(sides, side) {
return sides?.[side] ?? side;
}


  }),

  3214:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    $o: () => (  escapeBlock),
    IS: () => (  trustedLine),
    Kw: () => (  neutralizeCommands),
    Pl: () => (  safeUrl),
    RK: () => (  visible),
    SS: () => (  codeSpan),
    VV: () => (  escapeInline),
    ZD: () => (  escapeHtml),
    en: () => (  escapeTerminal),
    sN: () => (  logSafe),
    wV: () => (  markerComment),
    xv: () => (  truncate)
  });
 

















 
const ZWSP = '\u200B';
 
const SENTINEL = '\uE000';




const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\uE000\uD800-\uDFFF]|[\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const HIDDEN_ONE = new RegExp(HIDDEN.source, 'u');
 
function codePointEscape(ch) {
const cp = ch.codePointAt(0);
return cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}




function visible(text, options = {}) {
let out = text.replace(HIDDEN, (ch, offset, whole) => {
if ((ch === '\uFE0F' || ch === '\uFE0E') && offset > 0) {
const prev = whole.codePointAt(offset - 1);
const prevIsLow = prev >= 0xdc00 && prev <= 0xdfff;
const before = prevIsLow && offset > 1 ? whole.codePointAt(offset - 2) : prev;
if (!isSelectorOrHidden(before))
return ch;
}
return codePointEscape(ch);
});
out = out.replace(/\r\n?/g, '\n');
if ((options.newlines ?? 'symbol') === 'symbol')
out = out.replace(/\n/g, '\u21b5');
if ((options.tabs ?? 'space') === 'space')
out = out.replace(/\t/g, ' ');
return out;
}
function isSelectorOrHidden(cp) {
if (cp <= 0x20 || (cp >= 0x7f && cp <= 0x9f))
return true;
return HIDDEN_ONE.test(String.fromCodePoint(cp));
}




function truncate(text, max) {
if (text.length <= max)
return text;
if (max <= 0)
return '';
let end = max - 1;
const code = text.charCodeAt(end - 1);
if (end > 0 && code >= 0xd800 && code <= 0xdbff)
end--;
return `${text.slice(0, end)}\u2026`;
}
 
function truncateStart(text, max) {
if (text.length <= max)
return text;
if (max <= 0)
return '';
let start = text.length - (max - 1);
const code = text.charCodeAt(start);
if (code >= 0xdc00 && code <= 0xdfff)
start++;
return `\u2026${text.slice(start)}`;
}
 
function markTriggers(text) {
return (text

.replace(/@(?=[\p{L}\p{N}_-])/gu, `@${SENTINEL}`)

.replace(/#(?=\d)/g, `#${SENTINEL}`)

.replace(/\b(GH-)(?=\d)/gi, `$1${SENTINEL}`)

.replace(/:(?=[a-z0-9_+-]+:)/gi, `:${SENTINEL}`)

.replace(/([a-z][a-z0-9+.-]*):(?=\/\/)/gi, `$1:${SENTINEL}`)

.replace(/\b(www)(?=\.)/gi, `$1${SENTINEL}`));
}
 
function neutraliseCode(text) {
return text
.replace(/<(?=[!/?\p{L}])/gu, `<${ZWSP}`)
.replace(/--(?=>)/g, `--${ZWSP}`)
.replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`);
}
 
const MD_PUNCT = /[\\`*_[\]()#+\-!|~={}$]/;





function escapeInline(text, max = 1000) {
const out = encodeEach(text, max, (ch) => (MD_PUNCT.test(ch) ? `\\${ch}` : ch));

return out.replace(/^(\s*\d+)\./, '$1\\.');
}
 
function encodeEach(text, max, other) {
let out = '';
for (const ch of markTriggers(visible(truncate(text, max))))
out += ENTITIES[ch] ?? (ch === SENTINEL ? '&#8203;' : other(ch));
return out;
}
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
 
const HTML_MD_PUNCT = /[\\`[\]()!|~$]/;




function escapeHtml(text, max = 1000) {
return encodeEach(text, max, (ch) => (ch === '"' ? '&quot;' : ch === "'" ? '&#39;' : HTML_MD_PUNCT.test(ch) ? `&#${ch.charCodeAt(0)};` : ch));
}






function codeSpan(text, options = {}) {
if (text === '')
return '*(empty)*';
let t = neutraliseCode(visible(truncate(text, options.max ?? 120)));


if (options.table)
t = t.replace(/(\\?)\|/g, (_m, bs) => (bs ? `\\${ZWSP}\\|` : '\\|'));
const fence = '`'.repeat(longestRun(t, '`') + 1);
const allSpaces = /^ +$/.test(t);
const pad = !allSpaces && (t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' '))) ? ' ' : '';
return `${fence}${pad}${t}${pad}${fence}`;
}





function escapeBlock(text, options = {}) {
const maxLines = options.maxLines ?? 80;
const maxChars = options.maxChars ?? 4000;
const tail = options.keep === 'tail';
let t = visible(text, { newlines: 'keep', tabs: 'keep' }).replace(/\n+$/, '');
let lines = t.split('\n');
let dropped = 0;
if (lines.length > maxLines) {
dropped = lines.length - maxLines;
lines = tail ? lines.slice(-maxLines) : lines.slice(0, maxLines);
}
t = lines.join('\n');
if (t.length > maxChars) {
t = tail ? truncateStart(t, maxChars) : truncate(t, maxChars);
dropped += lines.length - t.split('\n').length;
}
if (dropped > 0) {
const note = `\u2026 (${dropped} more line${dropped === 1 ? '' : 's'} not shown)`;
t = tail ? `${note}\n${t}` : `${t}\n${note}`;
}
if (t === '')
t = '(empty)';
t = neutraliseCode(t);
const fence = '`'.repeat(Math.max(3, longestRun(t, '`') + 1));
const lang = (options.lang ?? '').replace(/[^A-Za-z0-9_+-]/g, '');
return `${fence}${lang}\n${t}\n${fence}`;
}
 
function escapeTerminal(text, options = {}) {
return visible(text, options);
}
function longestRun(text, ch) {
let best = 0;
let run = 0;
for (const c of text) {
run = c === ch ? run + 1 : 0;
if (run > best)
best = run;
}
return best;
}





function trustedLine(markdown) {
return visible(markdown.replace(/\s*[\r\n]+\s*/g, ' ')).replace(/<(?=[!/?\p{L}])/gu, '&lt;');
}
 
function sanitizeMarker(marker) {
const m = (marker ?? '')
.replace(/[^A-Za-z0-9._:/=+-]/g, '_')
.replace(/-{2,}/g, '-')
.replace(/^-+|-+$/g, '')
.slice(0, 200);
return m === '' ? 'default' : m;
}
 
function markerComment(marker) {
return `<!-- mcp-contract-gate:${sanitizeMarker(marker)} -->`;
}
 
function safeUrl(url) {
if (!url)
return undefined;
return /^https?:\/\/[^\s<>"'`\\\u0000-\u001F\u007F-\u009F]+$/.test(url) && !HIDDEN_ONE.test(url) ? url : undefined;
}





function logSafe(text) {
return neutralizeCommands(visible(text, { newlines: 'keep', tabs: 'keep' }));
}
 
function neutralizeCommands(text) {
return text.replace(/^([^\S\n]*)([:#])(?=:|#\[)/gm, `$1$2${ZWSP}`);
}


  }),

  1239:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
hR: () => (  FORMATS),
tC: () => (  FORMAT_SPECS),
Y: () => (  FORMAT_USAGE),
J6: () => (  formatSpec),
B1: () => (  renderReport)
});




var version = __nccwpck_require__(6918);

var changelog_markdown = __nccwpck_require__(7505);

var util_json = __nccwpck_require__(1973);

var common = __nccwpck_require__(3436);
;


const REPORT_SCHEMA_VERSION = 1;
 
function findingJson(f) {
const out = { rule: f.rule, severity: f.severity };
if (f.server !== undefined)
out.server = f.server;
out.entity = f.entity;
out.tool = f.tool;
out.path = f.path;
out.pointer = f.pointer;
out.before = f.before;
out.after = f.after;
if (f.witness)
out.witness = witnessJson(f.witness);
out.message = f.message;
out.reason = f.reason;
out.blocking = f.blocking;
if (f.originalSeverity)
out.originalSeverity = f.originalSeverity;
if (f.flags?.length)
out.flags = f.flags.map((fl) => ({
id: fl.id,
message: fl.message,
...(fl.evidence !== undefined ? { evidence: fl.evidence } : {}),
...(fl.confidence ? { confidence: fl.confidence } : {}),
...(fl.family ? { family: fl.family } : {}),
}));
if (f.modelText !== undefined)
out.modelText = f.modelText;
if (f.effects?.length)
out.policy = f.effects.map((e) => ({ kind: e.kind, message: e.message, ...(e.source ? { source: e.source } : {}) }));
return out;
}
 
function witnessJson(w) {
return { value: w.value, of: w.of, rejected: { path: w.rejected.path, keyword: w.rejected.keyword } };
}
 
function jsonReport(input) {
const { diff, evaluation } = input;
const out = {
reportVersion: REPORT_SCHEMA_VERSION,
decision: (0,common .eU)(input),
blocking: evaluation.blocking,
summary: { ...evaluation.summary },
changes: evaluation.findings.map(findingJson),
servers: JSON.parse(JSON.stringify(diff.servers)),
failures: evaluation.failures.map((f) => JSON.parse(JSON.stringify(f))),
notes: evaluation.notes,
};
if (input.subject)
out.subject = { before: input.subject.before, after: input.subject.after };
if (input.approval)
out.approval = JSON.parse(JSON.stringify(input.approval));
if (input.nextStep)
out.nextStep = input.nextStep;
if (input.probes)
out.probes = JSON.parse(JSON.stringify(input.probes));
if (input.nextStepCommand)
out.nextStepCommand = input.nextStepCommand;
return out;
}
function renderJson(input) {
return (0,util_json .D_)(jsonReport(input));
}

;









function renderJunit(input) {
const { evaluation } = input;
const byServer = (0,common .yt)(evaluation.findings);
const failuresBy = new Map();
for (const f of evaluation.failures)
failuresBy.set(f.server, [...(failuresBy.get(f.server) ?? []), f]);
const ids = [...new Set([...(0,common .I3)(input), ...failuresBy.keys()])].sort();
const suites = [];
let tests = 0;
let failures = 0;
let errors = 0;
for (const id of ids) {
const cases = [];
let suiteFailures = 0;
const broken = failuresBy.get(id) ?? [];
for (const f of broken)
cases.push(errorCase(id, f, (0,common .jf)(input.sides, f.side)));
for (const f of byServer.get(id) ?? []) {
cases.push(findingCase(id, f));
if (f.blocking)
suiteFailures++;
}
if (!cases.length)
cases.push(`    <testcase classname="${attr(id)}" name="contracts unchanged"/>`);
tests += cases.length;
failures += suiteFailures;
errors += broken.length;
suites.push(`  <testsuite name="${attr(id)}" tests="${cases.length}" failures="${suiteFailures}" errors="${broken.length}">\n${cases.join('\n')}\n  </testsuite>`);
}
return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-contract-gate" tests="${tests}" failures="${failures}" errors="${errors}">\n${suites.join('\n')}\n</testsuites>\n`;
}
function findingCase(server, f) {
const name = `${f.rule}${f.path ? ` ${f.path}` : ''}`;
const head = `    <testcase classname="${attr(`${server}.${f.tool}`)}" name="${attr(name)}">`;
const detail = [
`${f.severity}: ${f.message}`,
f.reason,
...(f.before !== null || f.after !== null ? [`before: ${(0,util_json .Ar)(f.before)}`, `after: ${(0,util_json .Ar)(f.after)}`] : []),
...(f.flags ?? []).map((fl) => `security: ${fl.message}${fl.evidence ? ` (${fl.evidence})` : ''}`),
...(f.effects ?? []).map((e) => `policy: ${e.message}`),
].join('\n');
const body = f.blocking ? `<failure type="${attr(f.rule)}" message="${attr(f.message)}">${junit_text(detail)}</failure>` : `<system-out>${junit_text(`not blocking; ${detail}`)}</system-out>`;
return `${head}\n      ${body}\n    </testcase>`;
}
function errorCase(server, f, side) {
const facts = [f.message, ...(f.exitCode !== undefined ? [f.exitCode === null ? 'no exit code' : `exit code ${f.exitCode}`] : []), ...(f.timedOut ? ['timed out'] : [])].join('; ');
return `    <testcase classname="${attr(server)}" name="${attr(`discovery (${side})`)}">\n      <error type="server-unreadable" message="${attr(facts)}">${junit_text(f.stderr ?? '')}</error>\n    </testcase>`;
}
 
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function junit_text(s) {
return s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function attr(s) {
return junit_text(s).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}


var report_escape = __nccwpck_require__(3214);
;

 
 
const LIMITS = {
messageChars: 300,
reasonChars: 500,
inlineValueChars: 80,
valueBlockChars: 1500,
valueBlockLines: 40,
evidenceChars: 300,
stderrChars: 2000,
stderrLines: 30,
failuresShown: 20,
notesShown: 50,
noteChars: 1000,
toolNameChars: 100,
modelTextChars: 4000,
modelTextLines: 80,
};
 
function layoutLength(l) {
let n = l.prefix.length + l.headingsLen + (l.keepNotes ? l.notes.length : 0);
for (const s of l.sections) {
if (s.keptRows > 0)
n += s.tableHead.length + s.rowsLen + 1;
n += omittedLine(s.rows.length - s.keptRows).length + s.detailsLen;
}
return n + truncationBlock(l.droppedRows, l.droppedDetails, l.url).length;
}
 
function shrink(l, max, shortPrefix) {
dropDetails(l, max);
if (layoutLength(l) > max)
dropRows(l, max);

if (layoutLength(l) > max)
l.keepNotes = false;

if (layoutLength(l) > max)
l.prefix = shortPrefix;
}
 
function dropDetails(l, max) {
for (let si = l.sections.length - 1; si >= 0; si--) {
const s = l.sections[si];
for (let di = s.details.length - 1; di >= 0; di--) {
s.detailKept[di] = false;
s.detailsLen -= s.details[di].length;
l.droppedDetails++;
if (layoutLength(l) <= max)
return;
}
}
}
 
function dropRows(l, max) {
const order = [];
let pos = 0;
for (const s of l.sections)
for (let i = 0; i < s.rows.length; i++)
order.push({ s, i, rank: rowRank(s, i), pos: pos++ });
order.sort((a, b) => b.rank - a.rank || b.pos - a.pos);
for (const { s, i } of order) {
s.rowKept[i] = false;
s.keptRows--;
s.rowsLen -= s.rows[i].length;
l.droppedRows++;
if (layoutLength(l) <= max)
return;
}
}
 
function assemble(l) {
let body = l.prefix;
for (const s of l.sections) {
body += s.heading;
if (s.keptRows > 0) {
body += s.tableHead;
for (let i = 0; i < s.rows.length; i++)
if (s.rowKept[i])
body += s.rows[i];
body += '\n';
}
body += omittedLine(s.rows.length - s.keptRows);
for (let i = 0; i < s.details.length; i++)
if (s.detailKept[i])
body += s.details[i];
}
if (l.keepNotes)
body += l.notes;
return body + truncationBlock(l.droppedRows, l.droppedDetails, l.url);
}
 
function rowRank(s, i) {
const meta = s.rowMeta[i];
return (meta.blocking ? 0 : 10) + (0,common .qs)(meta.severity);
}
function omittedLine(n) {
return n > 0 ? `_${(0,common .LS)(n, 'more change')} of this server not shown._\n\n` : '';
}
function truncationBlock(rows, details, url) {
if (!rows && !details)
return '';
const where = url ? `<${url}>` : 'see the job summary';
if (rows > 0) {
const d = details > 0 ? ` Details omitted for ${(0,common .LS)(details, 'tool')}.` : '';
return `---\n\n**Report truncated: ${(0,common .LS)(rows, 'more change')}.**${d} Full report: ${where}\n`;
}
return `---\n\n**Report truncated:** details omitted for ${(0,common .LS)(details, 'tool')}; every change is still listed in the tables above. Full report: ${where}\n`;
}
 
function section(heading, tableHead, rows, details, findings) {
return {
heading,
tableHead,
rows,
rowKept: rows.map(() => true),
keptRows: rows.length,
rowsLen: rows.reduce((n, r) => n + r.length, 0),
details,
detailKept: details.map(() => true),
detailsLen: details.reduce((n, d) => n + d.length, 0),
rowMeta: findings.map((f) => ({ blocking: f.blocking, severity: f.severity })),
};
}


var types = __nccwpck_require__(5228);

var entities = __nccwpck_require__(7312);

var catalog = __nccwpck_require__(6958);

var findings = __nccwpck_require__(5359);
;








 
const SEVERITY_LABEL = {
breaking: '\ud83d\udd34 breaking',
silent: '\ud83d\udfe0 silent',
additive: '\ud83d\udfe2 additive',
cosmetic: '\u26aa cosmetic',
};
function serverSections(input) {

const grouped = (0,common .yt)(input.evaluation.findings.filter((f) => !(0,findings .p)(f)));
const ids = (0,common .I3)(input);
const single = ids.length === 1 && ids[0] === types .k;
const out = [];
const unchanged = [];
for (const id of ids) {
const findings = (0,common .mu)(grouped.get(id) ?? []);
const status = input.diff.servers[id];
if (!findings.length && !single && status?.status !== 'failed')
unchanged.push(id);
else
out.push(serverSection(single ? '### Changes' : `### Server ${(0,report_escape .SS)(id)}`, findings, status));
}
if (unchanged.length)
out.push(section(`### Unchanged servers\n\n${unchanged.map((id) => (0,report_escape .SS)(id)).join(', ')}\n\n`, '', [], [], []));
const refs = referencesSection(input.evaluation.findings.filter(findings .p));
if (refs)
out.push(refs);
return out;
}
 
function referencesSection(findings) {
if (!findings.length)
return undefined;
const at = (f) => f.data.reference;
const sorted = [...findings].sort((a, b) => (at(a).file < at(b).file ? -1 : at(a).file > at(b).file ? 1 : at(a).line - at(b).line || at(a).column - at(b).column));
const files = new Set(sorted.map((f) => at(f).file)).size;
const heading = `### References in this repository\n\n${(0,common .LS)(sorted.length, 'reference')} in ${(0,common .LS)(files, 'file')} ${sorted.length === 1 ? 'names' : 'name'} a tool this change renames or removes, or one no server lists (prose is for review only).\n\n`;
const rows = sorted.map((f) => {
const r = at(f);
const what = `${f.rule === 'reference-renamed' ? `renamed: write ${(0,report_escape .SS)(String(f.after), { table: true })}` : f.rule === 'reference-broken' ? 'removed at the head' : 'listed by no server'}${f.data.new ? ' (new in this change)' : ''}`;
return `| ${(0,report_escape .SS)(`${r.file}:${r.line}`, { table: true })} | ${(0,report_escape .SS)(r.text, { table: true })} (${(0,report_escape .VV)(r.where, LIMITS.messageChars)}) | ${(0,report_escape .SS)(f.rule, { table: true })} ${what} | ${severityCell(f)} |\n`;
});
return section(heading, '| File | Reference | Finding | Severity |\n|---|---|---|---|\n', rows, [], sorted);
}
 
function serverSection(title, findings, status) {
const statusText = statusLine(status);
let heading = `${title}\n\n${statusText ? `${statusText}\n\n` : ''}`;
if (!findings.length)
heading += status?.status === 'failed' ? '' : 'No contract changes.\n\n';
const details = (0,common .df)(findings).map((g) => toolDetails(g.entity, g.tool, g.findings));
return section(heading, '| Tool | Change | Severity | Flags |\n|---|---|---|---|\n', findings.map(tableRow), details, findings);
}
function statusLine(status) {
if (!status)
return '';
const b = status.before;
const a = status.after;
const versions = b?.version !== undefined || a?.version !== undefined
? ` \u00b7 version ${b?.version !== undefined ? (0,report_escape .SS)(b.version, { max: 60 }) : '*(none)*'} \u2192 ${a?.version !== undefined ? (0,report_escape .SS)(a.version, { max: 60 }) : '*(none)*'}`
: '';
switch (status.status) {
case 'added':
return `New server (${(0,common .LS)(a?.tools ?? 0, 'tool')})${versions}.`;
case 'removed':
return `Server removed (it had ${(0,common .LS)(b?.tools ?? 0, 'tool')})${versions}.`;
case 'failed':
return 'Not compared: it could not be read (see above).';
default:
return `Tools: ${b?.tools ?? 0} \u2192 ${a?.tools ?? 0}${versions}.`;
}
}
function severityCell(f) {
const tags = (0,common .hy)(f);
return `${SEVERITY_LABEL[f.severity]}${f.blocking ? ' \u00b7 **blocking**' : ''}${tags.length ? ` \u00b7 ${tags.map((t) => (0,report_escape .VV)(t)).join(' \u00b7 ')}` : ''}`;
}
function toolCell(f) {
return `${(0,report_escape .SS)(f.tool, { table: true, max: LIMITS.toolNameChars })}${(0,entities .Tq)(f.entity)}`;
}
function tableRow(f) {
const flags = (f.flags ?? []).map((fl) => `\ud83d\udee1\ufe0f ${(0,report_escape .SS)(fl.id, { table: true })}`).join(' ');
return `| ${toolCell(f)} | ${(0,report_escape .SS)(f.rule, { table: true })} ${(0,report_escape .VV)(f.message, LIMITS.messageChars)} | ${severityCell(f)} | ${flags} |\n`;
}
function toolDetails(entity, tool, findings) {
const blocking = findings.filter((f) => f.blocking).length;
const summary = `<code>${(0,report_escape .ZD)(tool, LIMITS.toolNameChars)}</code>${(0,entities .Tq)(entity)} \u00b7 ${(0,common .LS)(findings.length, 'change')}${blocking ? ` \u00b7 ${blocking} blocking` : ''}`;
return `<details><summary>${summary}</summary>\n\n${findings.map(changeDetail).join('')}</details>\n\n`;
}
function changeDetail(f) {
const tags = (0,common .hy)(f);
let out = `**${(0,report_escape .SS)(f.rule)}** \u00b7 ${SEVERITY_LABEL[f.severity]}${f.blocking ? ' \u00b7 **blocking**' : ''}${tags.length ? ` \u00b7 ${tags.map((t) => (0,report_escape .VV)(t)).join(' \u00b7 ')}` : ''}: ${(0,report_escape .VV)(f.message, LIMITS.messageChars)}\n\n`;
const bullets = [`**Why:** ${(0,report_escape .VV)(f.reason, LIMITS.reasonChars)}`];
if (f.path || f.pointer)
bullets.push(`**Where:** ${f.path ? `${(0,report_escape .SS)(f.path)} at ` : ''}${(0,report_escape .SS)(f.pointer || '/')}`);
const { bullet, blocks } = valuesView(f.before, f.after);
if (bullet)
bullets.push(bullet);
const witness = (0,common .T7)(f);
if (witness && f.witness) {
const inline = inlineValue(f.witness.value);
if (inline !== undefined)
bullets.push(`**Witness:** ${(0,report_escape .VV)(witness.lead)}: ${inline} (${(0,report_escape .VV)(witness.rejected)})`);
else {
bullets.push(`**Witness:** ${(0,report_escape .VV)(witness.lead)} (${(0,report_escape .VV)(witness.rejected)}): see below`);
blocks.push(`**Witness:**\n\n${(0,report_escape .$o)((0,util_json .D_)(f.witness.value).trimEnd(), { lang: 'json', maxChars: LIMITS.valueBlockChars, maxLines: LIMITS.valueBlockLines })}`);
}
}
const shown = nameAndTitle(f);
if (shown)
bullets.push(shown);
for (const fl of f.flags ?? []) {
bullets.push(`\ud83d\udee1\ufe0f **${(0,report_escape .SS)(fl.id)}** ${(0,report_escape .VV)(fl.message, LIMITS.messageChars)}${fl.evidence !== undefined ? ` \u00b7 evidence: ${(0,report_escape .SS)(fl.evidence, { max: LIMITS.evidenceChars })}` : ''}`);
}
if (f.modelText !== undefined) {
bullets.push("**What the model reads:** see below (the new tool's full text, as the server sends it)");
blocks.push((0,report_escape .$o)(f.modelText, { lang: 'text', maxChars: LIMITS.modelTextChars, maxLines: LIMITS.modelTextLines }));
}
for (const e of f.effects ?? [])
bullets.push(`**Policy:** ${(0,report_escape .VV)(e.message, 500)}${e.source ? ` (${(0,report_escape .SS)(e.source, { max: 200 })})` : ''}`);
out += bullets.map((b) => `- ${b}\n`).join('');
out += '\n';
for (const b of blocks)
out += `${b}\n\n`;
return out;
}




function nameAndTitle(f) {
if (f.entity !== 'tool')
return undefined;
const as = (title) => `${(0,report_escape .SS)(f.tool, { max: LIMITS.toolNameChars })} shown as ${typeof title === 'string' ? (0,report_escape .SS)(title, { max: LIMITS.inlineValueChars }) : '*(no title)*'}`;
if ((f.rule === 'title-changed' && f.path === '') || (f.rule === 'annotation-changed' && f.pointer === '/annotations/title'))
return `**Name and title:** ${as(f.before)} \u2192 ${as(f.after)}`;
const title = (0,catalog .dL)('tool-added', f)?.title;
return title !== undefined ? `**Name and title:** ${as(title)}` : undefined;
}
function inlineValue(v) {
if (v === null)
return '*(none)*';
const json = (0,util_json .Ar)(v);
return json.length <= LIMITS.inlineValueChars ? (0,report_escape .SS)(json, { max: LIMITS.inlineValueChars }) : undefined;
}
 
function valuesView(before, after) {
if (before === null && after === null)
return { blocks: [] };
const bi = inlineValue(before);
const ai = inlineValue(after);
if (bi !== undefined && ai !== undefined)
return { bullet: `**Before \u2192 after:** ${bi} \u2192 ${ai}`, blocks: [] };
const textual = (v) => v === null || typeof v === 'string';
if (textual(before) && textual(after)) {
const side = (v, sign) => v === null
? []
: truncate2(v)
.split('\n')
.map((l) => `${sign} ${l}`);
const text = [...side(before, '-'), ...side(after, '+')].join('\n');
return { bullet: '**Before \u2192 after:** see the diff below', blocks: [(0,report_escape .$o)(text, { lang: 'diff', maxChars: LIMITS.valueBlockChars * 2 + 200, maxLines: LIMITS.valueBlockLines * 2 + 2 })] };
}
const blocks = [];
const parts = [];
for (const [label, v, inline] of [
['Before', before, bi],
['After', after, ai],
]) {
if (inline !== undefined)
parts.push(`**${label}:** ${inline}`);
else {
parts.push(`**${label}:** see below`);
blocks.push(`**${label}:**\n\n${(0,report_escape .$o)((0,util_json .D_)(v).trimEnd(), { lang: 'json', maxChars: LIMITS.valueBlockChars, maxLines: LIMITS.valueBlockLines })}`);
}
}
return { bullet: parts.join(' \u00b7 '), blocks };
}
 
function truncate2(text) {
const lines = text.replace(/\r\n?/g, '\n').split('\n');
const kept = lines.length > LIMITS.valueBlockLines ? [...lines.slice(0, LIMITS.valueBlockLines), `\u2026 (${lines.length - LIMITS.valueBlockLines} more lines)`] : lines;
const joined = kept.join('\n');
return (0,report_escape .xv)(joined, LIMITS.valueBlockChars);
}


var action_inputs = __nccwpck_require__(9604);
;




 
const DEFAULT_APPROVAL_LABEL = action_inputs .L['approve-label'];
function headParts(input, header) {
const { failures } = input.evaluation;
return {
title: titleLine(input, header),
counts: countsLine(input),
approval: approvalLine(input),
nextStep: nextStepBlock(input),
subject: input.subject ? `Compared ${(0,report_escape .SS)(input.subject.before)} \u2192 ${(0,report_escape .SS)(input.subject.after)}.\n\n` : '',
failuresFull: failuresSection(failures, input.sides),
failuresShort: failuresCompact(failures, input.sides),
probes: probesSection(input),
};
}
function headText(p, failures) {
return p.title + p.counts + p.subject + p.approval + p.nextStep + failures + p.probes;
}
function titleLine(input, header) {
const { evaluation } = input;
const { pass, approved } = (0,common .Zl)(input);
const parts = [];
const n = evaluation.blocking;
const failed = evaluation.failures.length;
if (n > 0)
parts.push(approved ? `${(0,common .LS)(n, 'blocking change')} approved` : (0,common .LS)(n, 'blocking change'));
if (failed > 0)
parts.push(`${(0,common .LS)(new Set(evaluation.failures.map((f) => f.server)).size, 'server')} could not be read`);
if (!parts.length) {
const others = evaluation.findings.length;
parts.push(others ? `no blocking changes (${(0,common .LS)(others, 'non-blocking change')})` : 'no contract changes');
}
const name = header ? ` \u00b7 ${(0,report_escape .VV)(header, 200)}` : '';
return `## ${pass ? '\u2705' : '\u274c'} MCP contract gate${name}: ${parts.join(', ')}\n\n`;
}
function countsLine(input) {
const { summary, blocking, findings } = input.evaluation;
const flagged = findings.filter((f) => f.flags?.length).length;
const cells = ['breaking', 'silent', 'additive', 'cosmetic'].map((s) => `**${summary[s]}** ${s}`);
cells.push(`**${blocking}** blocking`);
if (flagged)
cells.push(`\ud83d\udee1\ufe0f **${flagged}** with security flags`);
return `${cells.join(' \u00b7 ')}\n\n`;
}
function approvalLine(input) {
const a = input.approval;
if (!a)
return '';
const label = (0,report_escape .SS)(a.label);
const by = a.by ? (0,report_escape .VV)(a.by, 100) : undefined;
let text;
switch (a.state) {
case 'approved':
text = `\u2705 approved${by ? ` by ${by}` : ''} with the ${label} label.`;
break;
case 'stale':
text = `\u26a0\ufe0f stale: the contracts changed after the ${label} label was applied${by ? ` by ${by}` : ''}; it must be applied again.`;
break;
case 'rejected':
text = `\u26d4 the ${label} label does not count${by ? ` (applied by ${by})` : ''}.`;
break;
default:
text = input.evaluation.blocking > 0 ? `not approved (label ${label}).` : `not needed (label ${label}).`;
}
const message = a.message ? ` ${(0,report_escape .VV)(a.message, 500)}` : '';
return `**Approval:** ${text}${message}\n\n`;
}
function nextStepBlock(input) {
let step = input.nextStep ? (0,report_escape .IS)(input.nextStep) : undefined;
if (!step) {
const { pass } = (0,common .Zl)(input);
const label = (0,report_escape .SS)(input.approval?.label ?? DEFAULT_APPROVAL_LABEL);
if (input.evaluation.failures.length)
step = 'Fix the server start-up shown below and re-run the check.';
else if (!pass)
step = `Review the blocking changes below. A maintainer (write access, not the pull request's author) can approve them by applying the ${label} label; otherwise revert them.`;
}
let out = step ? `**Next step:** ${step}\n\n` : '';
if (input.nextStepCommand)
out += `${(0,report_escape .$o)(input.nextStepCommand, { lang: 'sh', maxLines: 20, maxChars: 2000 })}\n\n`;
return out;
}
function failuresSection(failures, sides) {
if (!failures.length)
return '';
const servers = new Set(failures.map((f) => f.server)).size;
let out = `### \ud83d\udea8 ${(0,common .LS)(servers, 'server')} could not be read\n\nThe gate cannot judge a server it could not read, so the check fails until it starts.\n\n`;
for (const f of failures.slice(0, LIMITS.failuresShown)) {
const facts = [];
if (f.exitCode !== undefined)
facts.push(f.exitCode === null ? 'no exit code' : `exit code ${(0,report_escape .SS)(String(f.exitCode))}`);
if (f.timedOut)
facts.push('timed out');
out += `**${(0,report_escape .SS)(f.server)}** on **${(0,common .jf)(sides, f.side)}**: ${(0,report_escape .VV)(f.message, 500)}${facts.length ? ` \u00b7 ${facts.join(' \u00b7 ')}` : ''}\n\n`;
if (f.stderr)
out += `${(0,report_escape .$o)(f.stderr, { lang: 'text', keep: 'tail', maxChars: LIMITS.stderrChars, maxLines: LIMITS.stderrLines })}\n\n`;
}
if (failures.length > LIMITS.failuresShown)
out += `_\u2026and ${(0,common .LS)(failures.length - LIMITS.failuresShown, 'more failure')}._\n\n`;
return out;
}
 
function failuresCompact(failures, sides) {
if (!failures.length)
return '';
const shown = failures
.slice(0, LIMITS.failuresShown)
.map((f) => `${(0,report_escape .SS)(f.server, { max: 60 })} (${(0,common .jf)(sides, f.side)}${f.exitCode !== undefined && f.exitCode !== null ? `, exit code ${f.exitCode}` : ''}${f.timedOut ? ', timed out' : ''})`);
const more = failures.length > shown.length ? `, and ${failures.length - shown.length} more` : '';
return `**\ud83d\udea8 Could not read:** ${shown.join(', ')}${more}.\n\n`;
}
const DECISION_ICON = { promote: '\u2705', hold: '\u23f8\ufe0f', rollback: '\u23ea' };
 
function probesSection(input) {
const v = input.probes;
if (!v)
return '';

const count = (n) => (Number.isSafeInteger(n) ? String(n) : '?');
const rate = (r) => `${count(r.passed)}/${count(r.total)}`;
let out = `**${DECISION_ICON[v.decision]} Probes: ${v.decision}** \u00b7 head ${rate(v.head)} passed${v.base ? ` \u00b7 base ${rate(v.base)}` : ''}
`;
for (const r of v.reasons.slice(0, 20))
out += `- ${(0,report_escape .VV)(r, 400)}
`;
if (v.reasons.length > 20)
out += `- \u2026and ${(0,common .LS)(v.reasons.length - 20, 'more reason')}.
`;
return `${out}
`;
}

;



















const MAX_COMMENT_LENGTH = 65536;
function renderMarkdown(input, options = {}) {
const max = options.maxLength ?? MAX_COMMENT_LENGTH;
const marker = `${(0,report_escape .wV)(options.marker)}\n`;
if (marker.length > max)
throw new RangeError(`maxLength ${max} is shorter than the marker line`);
const parts = headParts(input, options.header);
const layout = {
prefix: marker + headText(parts, parts.failuresFull),
headingsLen: 0,
sections: serverSections(input),
notes: notesSection(input.evaluation.notes),
keepNotes: true,
url: (0,report_escape .Pl)(options.fullReportUrl),
droppedRows: 0,
droppedDetails: 0,
};
layout.headingsLen = layout.sections.reduce((n, s) => n + s.heading.length, 0);
if (layoutLength(layout) > max)
shrink(layout, max, marker + headText(parts, parts.failuresShort));
const out = layoutLength(layout) <= max ? assemble(layout) : essentialsOnly(input, parts, marker, layout.url, max);
return out.replace(/\n+$/, '\n');
}
 
function essentialsOnly(input, p, marker, url, max) {
const essentials = [p.title, p.counts, p.nextStep, p.failuresShort, truncationBlock(input.evaluation.findings.length, 0, url)];
let out = marker;
for (const part of essentials)
if (out.length + part.length <= max)
out += part;
return out;
}
function notesSection(notes) {
if (!notes.length)
return '';
let out = '### Notes\n\n';
for (const n of notes.slice(0, LIMITS.notesShown))
out += `- ${(0,report_escape .VV)(n, LIMITS.noteChars)}\n`;
if (notes.length > LIMITS.notesShown)
out += `- \u2026and ${(0,common .LS)(notes.length - LIMITS.notesShown, 'more note')}.\n`;
return `${out}\n`;
}


var canonical = __nccwpck_require__(207);
;


























const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const TOOL_NAME = 'mcp-contract-gate';
 
function resultLevel(f) {
if (f.blocking)
return 'error';
return { breaking: 'error', silent: 'warning', additive: 'note', cosmetic: 'none' }[f.severity];
}
 
function ruleLevel(severity) {
return { breaking: 'error', silent: 'error', additive: 'note', cosmetic: 'none' }[severity];
}
 
function sarifText(text, max = 2000) {
return (0,report_escape .RK)((0,report_escape .xv)(text, max)).replace(/[[\]]/g, (c) => `\\${c}`);
}
function fingerprint(f) {
return (0,canonical .fg)([(0,common .FN)(f), f.entity, f.tool, f.rule, f.pointer].join('\u0000'));
}
function sarifLog(input, options) {
const rules = [];
const index = new Map();
const addRule = (id, title, rationale, severity) => {
index.set(id, rules.length);
const rule = {
id,
name: pascal(id),
shortDescription: { text: title },
fullDescription: { text: rationale },
defaultConfiguration: { level: severity ? ruleLevel(severity) : 'warning' },
properties: { tags: ['mcp', 'contract', ...(severity ? [severity] : [])], ...(severity ? { severity } : {}) },
};
if (options.helpUriBase)
rule.helpUri = `${options.helpUriBase}#${id}`;
rules.push(rule);
};
for (const r of (0,catalog .fD)('diff'))
addRule(r.id, r.title, r.rationale, r.severity);
const extra = [...new Set(input.evaluation.findings.map((f) => f.rule).filter((id) => !index.has(id)))].sort();
for (const id of extra)
addRule(id, id, `Reported by a policy check (${id}).`, undefined);


const runs = (0,common .I3)(input).map((server) => {
const findings = input.evaluation.findings.filter((f) => (0,common .FN)(f) === server);
const failures = input.evaluation.failures.filter((fl) => fl.server === server);
const run = {
tool: {
driver: {
name: TOOL_NAME,
version: options.toolVersion,
semanticVersion: /^\d+\.\d+\.\d+/.test(options.toolVersion) ? options.toolVersion : undefined,
informationUri: options.informationUri,
rules,
},
},
automationDetails: { id: `${sarifCategory(server, options.categoryPrefix)}/` },
results: findings.map((f) => result(f, index.get(f.rule), options)),
columnKind: 'utf16CodeUnits',
};
const invocationNotes = failures.map((fl) => ({
level: 'error',
message: { text: sarifText(`server ${fl.server} (${(0,common .jf)(input.sides, fl.side)}) could not be read: ${fl.message}`) },
descriptor: { id: 'server-unreadable' },
}));
run.invocations = [{ executionSuccessful: failures.length === 0, ...(invocationNotes.length ? { toolExecutionNotifications: invocationNotes } : {}) }];
return run;
});
return JSON.parse(JSON.stringify({ $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs }));
}
 
function sarifCategory(server, prefix = TOOL_NAME) {
return `${prefix}/${server.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}
function result(f, ruleIndex, options) {
const server = (0,common .FN)(f);
const where = f.path ? `${f.tool}: ${f.path}` : f.tool;
const logical = {
name: f.path || f.tool,
fullyQualifiedName: [server, f.tool, f.path].filter(Boolean).join('/'),
kind: f.path ? 'parameter' : 'function',
};
const location = { logicalLocations: [logical] };
const loc = options.locate?.(f);
if (loc) {
const physical = { artifactLocation: { uri: uriReference(loc.uri) } };
if (loc.line !== undefined && loc.line >= 1)
physical.region = { startLine: Math.floor(loc.line) };
location.physicalLocation = physical;
}
const properties = {
severity: f.severity,
server,
entity: f.entity,
tool: f.tool,
path: f.path,
pointer: f.pointer,
blocking: f.blocking,
flags: (f.flags ?? []).map((fl) => fl.id),
};
if (f.originalSeverity)
properties.originalSeverity = f.originalSeverity;
if (f.flags?.length)
properties.flagDetails = f.flags.map((fl) => ({ id: fl.id, message: fl.message, ...(fl.evidence !== undefined ? { evidence: fl.evidence } : {}) }));
if (f.effects?.length)
properties.policy = f.effects.map((e) => ({ kind: e.kind, message: e.message, ...(e.source ? { source: e.source } : {}) }));
properties.before = f.before;
properties.after = f.after;
if (f.witness)
properties.witness = witnessJson(f.witness);
const out = {
ruleId: f.rule,
ruleIndex,
level: resultLevel(f),
message: { text: sarifText(`${where}: ${f.message}. ${f.reason}`) },
locations: [location],
partialFingerprints: { 'mcpContractChange/v1': fingerprint(f) },
properties,
};
const ignored = f.effects?.find((e) => e.kind === 'ignored');
if (ignored)
out.suppressions = [{ kind: 'external', status: 'accepted', justification: sarifText(ignored.message, 1000) }];
return out;
}




function uriReference(path) {
if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path) && !/^[A-Za-z]:[\\/]/.test(path))
return path;
return path
.replace(/\\/g, '/')
.split('/')
.map((seg) => encodeURIComponent(seg))
.join('/');
}
function pascal(id) {
return id
.split(/[^A-Za-z0-9]+/)
.filter(Boolean)
.map((w) => w[0]?.toUpperCase() + w.slice(1))
.join('');
}
 
function renderSarif(input, options) {
return (0,util_json .D_)(sarifLog(input, options));
}


var report_text = __nccwpck_require__(6970);
;












const spec = (s) => s;
const FORMAT_SPECS = [
spec({ id: 'text', machine: false, help: 'for a terminal (the default)', render: (input, o) => (0,report_text .S)(input, { color: o.color === true }) }),
spec({ id: 'json', machine: true, help: 'the documented JSON report', render: (input) => renderJson(input) }),
spec({ id: 'markdown', machine: false, help: 'the pull-request comment', render: (input, o) => renderMarkdown(input, o.markdown ?? {}) }),
spec({ id: 'sarif', machine: true, help: 'SARIF 2.1.0, for code scanning', render: (input, o) => renderSarif(input, { ...o.sarif, toolVersion: o.sarif?.toolVersion ?? version .xv }) }),
spec({ id: 'junit', machine: true, help: 'JUnit XML, for other CI systems', render: (input) => renderJunit(input) }),
spec({ id: 'changelog', machine: false, help: 'the contract changelog (Keep a Changelog Markdown, with the bump needed)', render: (input) => (0,changelog_markdown .R)(input) }),
];
const FORMATS = FORMAT_SPECS.map((f) => f.id);
 
const FORMAT_USAGE = FORMATS.join('|');
function formatSpec(format) {
return FORMAT_SPECS.find((f) => f.id === format);
}
function renderReport(format, input, options = {}) {
const found = formatSpec(format);
if (!found)
throw new Error(`unknown report format: ${String(format)}`);
return found.render(input, options);
}



  }),

  6970:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    S: () => (  renderText)
  });
  var _contract_types_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5228);
  var _diff_entities_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7312);
  var _policy_catalog_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6958);
  var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1973);
  var _common_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3436);
  var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3214);



























const SGR = {
reset: '\u001b[0m',
bold: '\u001b[1m',
dim: '\u001b[2m',
red: '\u001b[31m',
green: '\u001b[32m',
yellow: '\u001b[33m',
magenta: '\u001b[35m',
cyan: '\u001b[36m',
};
const SEVERITY_COLOR = { breaking: 'red', silent: 'magenta', additive: 'green', cosmetic: 'dim' };
 
const MIN_WRAP_WIDTH = 40;
 
const VALUE_CHARS = 400;
 
const VALUE_CONTEXT = 40;
 
const MODEL_TEXT_LINES = 80;
const MODEL_TEXT_CHARS = 2000;
 
function safe(text, max = 300) {
return (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .xv)(text, max));
}
 
function visible(text) {
return text.replace(/\u001b\[\d+m/g, '').length;
}




function wrapLine(prefix, text, width, indent) {
if (!width || width < MIN_WRAP_WIDTH || visible(prefix) + visible(text) <= width)
return [`${prefix}${text}`];

const hang = Math.max(0, Math.min(indent, width - MIN_WRAP_WIDTH / 2));
const out = [];

if (width - visible(prefix) < MIN_WRAP_WIDTH / 2)
out.push(prefix.trimEnd());
const room = () => width - (out.length === 0 ? visible(prefix) : hang);
let line = '';
const push = () => {
out.push(out.length === 0 ? `${prefix}${line}` : `${' '.repeat(hang)}${line}`);
line = '';
};
for (const word of text.split(' ')) {
let w = word;
if (line && visible(line) + 1 + visible(w) > room())
push();

while (visible(w) > room() - (line ? visible(line) + 1 : 0)) {
const cut = room() - (line ? line.length + 1 : 0);
line = line ? `${line} ${w.slice(0, cut)}` : w.slice(0, cut);
w = w.slice(cut);
push();
}
line = line ? `${line} ${w}` : w;
}
if (line)
push();
return out;
}
function isDescriptionRule(rule) {
return _policy_catalog_js__WEBPACK_IMPORTED_MODULE_1__  .K0.get(rule)?.textChange === true;
}
function quoted(v, skip = 0) {
if (v === null)
return '(none)';
if (typeof v !== 'string')
return (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .xv)((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Ar)(v), VALUE_CHARS));
return `"${skip > 0 ? '\u2026' : ''}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .xv)(v.slice(skip), VALUE_CHARS))}"`;
}




function sharedStart(before, after) {
if (typeof before !== 'string' || typeof after !== 'string')
return 0;
let i = 0;
while (i < before.length && i < after.length && before[i] === after[i])
i++;
if (i <= VALUE_CONTEXT * 2)
return 0;

const from = before.lastIndexOf(' ', i - VALUE_CONTEXT);
const at = from > 0 ? from + 1 : i - VALUE_CONTEXT;
return /[\uDC00-\uDFFF]/.test(before[at] ?? '') ? at + 1 : at;
}
function renderText(input, options = {}) {
const paint = (style, s) => (options.color ? `${SGR[style]}${s}${SGR.reset}` : s);
const width = options.width;
const { evaluation } = input;
const lines = [];
if (input.subject)
lines.push(...wrapLine('', `${safe(input.subject.before)} \u2192 ${safe(input.subject.after)}`, width, 2).map((l) => paint('dim', l)), '');
lines.push(...failureLines(evaluation.failures, input.sides, paint, width));
const all = evaluation.findings;
const shown = all.filter((f) => f.blocking || ((!options.severities || options.severities.includes(f.severity)) && !options.hide?.includes(f.severity)));
const hidden = all.length - shown.length;
const ids = (0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .I3)(input);
const single = ids.length === 1 && ids[0] === _contract_types_js__WEBPACK_IMPORTED_MODULE_5__  .k;
const ruleWidth = Math.min(36, Math.max(0, ...shown.map((f) => f.rule.length)));
const indent = single ? '' : '  ';

const ctx = { paint, width, explain: options.explain === true, indent, ruleWidth, messageColumn: indent.length + 4 + 8 + 2 + ruleWidth + 2, why: new Map() };
const grouped = (0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .yt)(shown);
for (const id of ids) {
const findings = grouped.get(id);
if (findings?.length)
lines.push(...serverLines(input, id, findings, single, ctx));
}
lines.push(...whyLines(ctx));
if (!all.length && !evaluation.failures.length)
lines.push('No contract changes.', '');
else if (!shown.length && all.length)
lines.push(`No changes of the severities shown (${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .LS)(hidden, 'change')} left out).`, '');
for (const n of evaluation.notes)
lines.push(`note: ${safe(n, 1000)}`);
if (evaluation.notes.length)
lines.push('');
lines.push(...summaryLines(input, hidden, paint, width));
return `${lines.join('\n')}\n`;
}




function failureLines(failures, sides, paint, width) {
const lines = [];
const facts = (f) => {
const out = [];
if (f.exitCode !== undefined)
out.push(f.exitCode === null ? 'no exit code' : `exit code ${f.exitCode}`);
if (f.timedOut)
out.push('timed out');
return out.length ? ` (${out.join(', ')})` : '';
};
const servers = [...new Set(failures.map((f) => f.server))];
for (const server of servers) {

const mine = failures.filter((f) => f.server === server).sort((a, b) => (a.side === b.side ? 0 : a.side === 'head' ? -1 : 1));
const first = mine[0];
lines.push(...wrapLine(`${paint('red', '\u2716 FAILED')}  `, `server ${safe(server, 100)} could not be read (${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .jf)(sides, first.side)}): ${safe(first.message, 500)}${facts(first)}`, width, 10));
for (const f of mine.slice(1))
lines.push(...wrapLine(`          `, `and (${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .jf)(sides, f.side)}): ${safe(f.message, 500)}${facts(f)}`, width, 10));
for (const f of mine) {
if (!f.stderr)
continue;
const tail = (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .en)(f.stderr, { newlines: 'keep' }).replace(/\n+$/, '').split('\n').slice(-15);
for (const l of tail)
lines.push(paint('dim', `    \u2502 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__  .xv)(l, width && width >= MIN_WRAP_WIDTH ? Math.max(20, width - 6) : 300)}`));
}
}
if (failures.length)
lines.push('');
return lines;
}
 
function serverLines(input, id, findings, single, ctx) {
const lines = [];
if (!single) {
const st = input.diff.servers[id];
const status = st && st.status !== 'ok' ? ` (${st.status})` : '';
lines.push(ctx.paint('bold', `server ${safe(id, 100)}${status}`));
}
for (const g of (0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .df)((0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .mu)(findings))) {
lines.push(`${ctx.indent}${ctx.paint('cyan', safe(g.tool, 100))}${(0,_diff_entities_index_js__WEBPACK_IMPORTED_MODULE_0__  .Tq)(g.entity)}`);
for (const f of g.findings)
lines.push(...findingLines(f, ctx));
}
lines.push('');
return lines;
}
 
function findingLines(f, ctx) {
const { paint, width, messageColumn } = ctx;
const lines = [];
const sev = f.severity.toUpperCase().padEnd(8);
const mark = f.blocking ? paint('red', '\u2716') : ' ';
const tags = (0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .hy)(f);
const text = `${safe(f.message)}${tags.length ? ` [${tags.join(', ')}]` : ''}`;
lines.push(...wrapLine(`${ctx.indent}  ${mark} ${paint(SEVERITY_COLOR[f.severity], sev)}  ${f.rule.padEnd(ctx.ruleWidth)}  `, text, width, messageColumn));
const pad = ' '.repeat(messageColumn);
if (isDescriptionRule(f.rule) && (f.before !== null || f.after !== null)) {
const skip = sharedStart(f.before, f.after);
lines.push(...wrapLine(`${pad}${paint('red', '-')} `, quoted(f.before, skip), width, messageColumn + 2));
lines.push(...wrapLine(`${pad}${paint('green', '+')} `, quoted(f.after, skip), width, messageColumn + 2));
}
if (f.modelText !== undefined) {

const text = f.modelText.replace(/\r\n?/g, '\n').split('\n');
lines.push(`${pad}${paint('dim', 'what the model reads:')}`);
for (const l of text.slice(0, MODEL_TEXT_LINES))
lines.push(...wrapLine(`${pad}\u2502 `, safe(l, MODEL_TEXT_CHARS), width, messageColumn + 2));
if (text.length > MODEL_TEXT_LINES)
lines.push(`${pad}\u2502 \u2026 (${text.length - MODEL_TEXT_LINES} more lines)`);
}
const witness = (0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .T7)(f);
if (witness && f.witness)
lines.push(...wrapLine(`${pad}${paint('dim', 'witness:')} `, safe(`${witness.lead}: ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__  .Ar)(f.witness.value)} (${witness.rejected})`, 600), width, messageColumn + 9));
for (const fl of f.flags ?? []) {
lines.push(...wrapLine(`${pad}${paint('yellow', `\u2691 ${fl.id}`)}: `, `${safe(fl.message)}${fl.evidence !== undefined ? ` \u2014 "${safe(fl.evidence, 200)}"` : ''}`, width, messageColumn + 2));
}
for (const e of f.effects ?? [])
lines.push(...wrapLine(`${pad}\u21b3 `, `${safe(e.message)}${e.source ? ` (${safe(e.source, 200)})` : ''}`, width, messageColumn + 2).map((l) => paint('dim', l)));
if (ctx.explain)
lines.push(...wrapLine(`${pad}why: `, safe(f.reason, 400), width, messageColumn + 5).map((l) => paint('dim', l)));
else {
const reasons = ctx.why.get(f.rule) ?? [];
const reason = safe(f.reason, 400);
if (!reasons.includes(reason))
ctx.why.set(f.rule, [...reasons, reason]);
}
return lines;
}
 
function whyLines(ctx) {
if (!ctx.why.size)
return [];
const w = Math.max(...[...ctx.why.keys()].map((r) => r.length));
const lines = [ctx.paint('bold', 'Why these matter:')];
for (const [rule, reasons] of ctx.why)
for (const r of reasons)
lines.push(...wrapLine(`  ${rule.padEnd(w)}  `, r, ctx.width, w + 4));
lines.push('');
return lines;
}
 
function summaryLines(input, hidden, paint, width) {
const { evaluation } = input;
const { summary, blocking } = evaluation;
const { pass, approved } = (0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .Zl)(input);
const counts = _common_js__WEBPACK_IMPORTED_MODULE_3__  .B.map((s) => `${summary[s]} ${s}`).join(', ');
const verdict = pass ? paint('green', approved && blocking ? 'PASS (approved)' : 'PASS') : paint('red', 'FAIL');
const unread = new Set(evaluation.failures.map((f) => f.server)).size;
const failed = unread ? `; ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .LS)(unread, 'server')} failed` : '';
const hiddenText = hidden ? `; ${hidden} not shown` : '';
const lines = wrapLine('', `${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__  .LS)(evaluation.findings.length, 'change')} (${counts}); ${blocking} blocking${failed}${hiddenText} \u2192 ${verdict}`, width, 2);
if (input.approval) {
const a = input.approval;
lines.push(`approval: ${a.state} (label ${safe(a.label, 100)}${a.by ? `, by ${safe(a.by, 100)}` : ''})${a.message ? ` ${safe(a.message, 500)}` : ''}`);
}
if (input.nextStep)
lines.push(`next step: ${safe(input.nextStep, 1000)}`);
if (input.nextStepCommand)
lines.push(`  $ ${safe(input.nextStepCommand, 1000)}`);
return lines;
}


  }),

  1377:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    s: () => (  wordDiff)
  });




 
const WORD_CONTEXT = 4;
 
const WORD_HUNKS = 3;
 
const MAX_WORDS = 2000;
const words = (text) => text.split(/\s+/).filter(Boolean);
 
function script(a, b) {
let start = 0;
while (start < a.length && start < b.length && a[start] === b[start])
start++;
let endA = a.length;
let endB = b.length;
while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
endA--;
endB--;
}
const ops = a.slice(0, start).map((w) => ({ op: '=', word: w }));
const x = a.slice(start, endA);
const y = b.slice(start, endB);
if (x.length * y.length > MAX_WORDS * MAX_WORDS || x.length > MAX_WORDS || y.length > MAX_WORDS) {
ops.push(...x.map((w) => ({ op: '-', word: w })), ...y.map((w) => ({ op: '+', word: w })));
}
else {

const n = x.length;
const m = y.length;
const len = new Uint32Array((n + 1) * (m + 1));
for (let i = n - 1; i >= 0; i--)
for (let j = m - 1; j >= 0; j--)
len[i * (m + 1) + j] = x[i] === y[j] ? len[(i + 1) * (m + 1) + j + 1] + 1 : Math.max(len[(i + 1) * (m + 1) + j], len[i * (m + 1) + j + 1]);
let i = 0;
let j = 0;
while (i < n || j < m) {
if (i < n && j < m && x[i] === y[j]) {
ops.push({ op: '=', word: x[i] });
i++;
j++;
}
else if (j < m && (i === n || len[i * (m + 1) + j + 1] >= len[(i + 1) * (m + 1) + j]))
ops.push({ op: '+', word: y[j++] });
else
ops.push({ op: '-', word: x[i++] });
}
}
ops.push(...a.slice(endA).map((w) => ({ op: '=', word: w })));
const runs = [];
for (const o of ops) {
const last = runs[runs.length - 1];
if (last && last.op === o.op)
last.words.push(o.word);
else
runs.push({ op: o.op, words: [o.word] });
}
return runs;
}
 
function wordDiff(before, after) {
const runs = script(words(before), words(after));
const hunks = [];
let total = 0;
for (let k = 0; k < runs.length; k++) {
const r = runs[k];
if (r.op === '=')
continue;

const next = runs[k + 1];
const paired = next && next.op !== '=' && next.op !== r.op ? next : undefined;
const removed = r.op === '-' ? r.words : (paired?.words ?? []);
const added = r.op === '+' ? r.words : (paired?.words ?? []);
const prev = runs[k - 1];
const follow = runs[k + (paired ? 2 : 1)];
const left = prev?.op === '=' ? prev.words : [];
const right = follow?.op === '=' ? follow.words : [];
if (paired)
k++;
total++;
if (hunks.length >= WORD_HUNKS)
continue;
hunks.push({
before: left.slice(-WORD_CONTEXT).join(' '),
removed: removed.join(' '),
added: added.join(' '),
after: right.slice(0, WORD_CONTEXT).join(' '),
cutBefore: left.length > WORD_CONTEXT,
cutAfter: right.length > WORD_CONTEXT,
});
}
return { hunks, more: total - hunks.length };
}


  }),

  1924:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    au: () => (  didYouMean),
    h: () => (  suggestion)
  });
 
 
 
function editDistance(a, b) {
const rows = a.length + 1;
const cols = b.length + 1;
const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
for (let i = 1; i < rows; i++) {
for (let j = 1; j < cols; j++) {
const cost = a[i - 1] === b[j - 1] ? 0 : 1;
d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
}
}
return d[a.length][b.length];
}
 
function fold(s) {
return s.toLowerCase().replace(/[-_\s]/g, '');
}




function didYouMean(input, candidates) {
const folded = fold(input);
const sameWord = candidates.find((c) => fold(c) === folded);
if (sameWord !== undefined)
return sameWord;
let best;
let bestDistance = Infinity;
for (const c of candidates) {
const distance = editDistance(folded, fold(c));
if (distance < bestDistance) {
best = c;
bestDistance = distance;
}
}
const allowed = Math.max(1, Math.floor(Math.max(folded.length, 3) / 3));
return bestDistance <= allowed ? best : undefined;
}
 
function suggestion(input, candidates) {
const match = didYouMean(input, candidates);
return match === undefined ? '' : `; did you mean "${match}"?`;
}


  }),

  4788:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    OW: () => (  parseJsonFile),
    dz: () => (  InputError)
  });
 
  var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6820);

 
class InputError extends Error {
file;
exitCode = _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__  .a.badInput;
constructor(message, 
 
file) {
super(file ? `${file}: ${message}` : message);
this.file = file;
this.name = 'InputError';
}
}
 
function whereIs(text, message) {
const m = /position (\d+)/.exec(message);

const pos = m ? Number(m[1]) : jsonErrorOffset(text);
if (pos === undefined)
return '';
const before = text.slice(0, pos);
return ` at line ${before.split('\n').length}, column ${pos - before.lastIndexOf('\n')}`;
}





function jsonErrorOffset(text) {
let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
const ws = () => {
while (i < text.length && ' \t\n\r'.includes(text[i]))
i++;
};
const fail = () => {
throw new JsonStop(i);
};
const string = () => {
i++;
for (;;) {
if (i >= text.length)
fail();
const c = text[i];
if (c === '"')
return void i++;
if (c === '\\') {
i++;
if (text[i] === 'u') {
for (let k = 1; k <= 4; k++)
if (!/[0-9a-fA-F]/.test(text[i + k] ?? ''))
return void ((i += k), fail());
i += 5;
}
else if (i < text.length && '"\\/bfnrt'.includes(text[i]))
i++;
else
fail();
}
else if (c < ' ')
fail();
else
i++;
}
};
const value = () => {
ws();
const c = text[i];
if (c === '{' || c === '[') {
const close = c === '{' ? '}' : ']';
i++;
ws();
if (text[i] === close)
return void i++;
for (;;) {
if (c === '{') {
ws();
if (text[i] !== '"')
fail();
string();
ws();
if (text[i] !== ':')
fail();
i++;
}
value();
ws();
if (text[i] === ',')
i++;
else if (text[i] === close)
return void i++;
else
fail();
}
}
if (c === '"')
return string();
const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : undefined;
if (word) {

for (const ch of word) {
if (text[i] !== ch)
fail();
i++;
}
return;
}
number();
};
const digits = () => {
if (!isDigit(text[i]))
fail();
while (isDigit(text[i]))
i++;
};
const number = () => {
if (text[i] === '-')
i++;
if (text[i] === '0')
i++;
else
digits();
if (text[i] === '.') {
i++;
digits();
}
if (text[i] === 'e' || text[i] === 'E') {
i++;
if (text[i] === '+' || text[i] === '-')
i++;
digits();
}
};
try {
value();
ws();
return i < text.length ? i : undefined;
}
catch (err) {
if (err instanceof JsonStop)
return err.offset;
return undefined; 
}
}
const isDigit = (c) => c !== undefined && c >= '0' && c <= '9';
class JsonStop {
offset;
constructor(offset) {
this.offset = offset;
}
}
 
function parseJsonFile(text, file) {
try {
return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}
catch (err) {
const msg = err.message;
const where = text.trim() === '' ? '' : whereIs(text, msg);
const reason = text.trim() === '' ? 'the file is empty' : `not valid JSON${where} (${msg.split('\n')[0]})`;
throw new InputError(reason, file);
}
}


  }),

  6820:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    a: () => (  EXIT_CODES)
  });





const EXIT_CODES = {
 
pass: 0,
 
blocking: 1,
 
badInput: 2,
 
couldNotRun: 3,
};


  }),

  1973:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    $E: () => (  sortKeysDeep),
    Ar: () => (  compactJson),
    D_: () => (  prettyJson),
    Gv: () => (  isObject),
    JB: () => (  stableStringify),
    P5: () => (  setOwn),
    QV: () => (  jsonDepth),
    UB: () => (  ANY_SURROGATE),
    Zm: () => (  jsonEqual),
    hO: () => (  cutDeep)
  });
 
  var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4119);
 

function isObject(value) {
return typeof value === 'object' && value !== null && !Array.isArray(value);
}




function setOwn(target, key, value) {
if (key === '__proto__')
Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
else
target[key] = value;
}





function jsonDepth(value, limit, seen) {
return depthUpTo(value, 0, limit, seen);
}
 
const ANY_SURROGATE = /[\uD800-\uDFFF]/;




function depthUpTo(v, d, limit, seen) {
if (typeof v !== 'object' || v === null) {
if (seen && !seen.surrogate && typeof v === 'string' && ANY_SURROGATE.test(v))
seen.surrogate = true;
return d;
}
const here = d + 1;
if (here > limit)
return here;
let max = here;
if (Array.isArray(v)) {
for (let i = 0; i < v.length; i++) {
const child = v[i];
if (!seen && (typeof child !== 'object' || child === null))
continue;
const m = depthUpTo(child, here, limit, seen);
if (m > max && (max = m) > limit)
return max;
}
return max;
}

for (const key in v) {
if (seen && !seen.surrogate && ANY_SURROGATE.test(key))
seen.surrogate = true;
const child = v[key];
if (!seen && (typeof child !== 'object' || child === null))
continue;
const m = depthUpTo(child, here, limit, seen);
if (m > max && (max = m) > limit)
return max;
}
return max;
}
 
function sortKeysDeep(value) {
if (Array.isArray(value))
return value.map((v) => sortKeysDeep(v));
if (isObject(value)) {
const out = {};
for (const key of Object.keys(value).sort()) {
const v = value[key];
if (v !== undefined)
setOwn(out, key, sortKeysDeep(v));
}
return out;
}
return value;
}
 
function stableStringify(value) {
return `${JSON.stringify(sortKeysDeep(cutDeep(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__  .ri)), null, 2)}\n`;
}




function prettyJson(value) {
return `${JSON.stringify(cutDeep(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__  .ri), null, 2)}\n`;
}
 
function compactJson(value) {
return JSON.stringify(cutDeep(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__  .ri));
}
 
function jsonEqual(a, b) {
if (a === b)
return true;
if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
return false;
if (Array.isArray(a)) {
if (!Array.isArray(b) || a.length !== b.length)
return false;
for (let i = 0; i < a.length; i++)
if (!jsonEqual(a[i], b[i]))
return false;
return true;
}
if (Array.isArray(b))
return false;
const x = a;
const y = b;
let countA = 0;
for (const k in x) {
const v = x[k];
if (v === undefined)
continue;
countA++;
if (!jsonEqual(v, y[k]))
return false;
}
let countB = 0;
for (const k in y)
if (y[k] !== undefined)
countB++;
return countA === countB;
}
 
const DEPTH_CUT_MARKER = 'mcp-contract-gate: nested past the depth limit; the rest was cut';





function cutDeep(value, limit) {
if (jsonDepth(value, limit) <= limit)
return value;
return cutAt(value, 0, limit);
}
function cutAt(v, d, limit) {
if (typeof v !== 'object' || v === null)
return v;
if (d >= limit)
return { $comment: DEPTH_CUT_MARKER };
if (Array.isArray(v))
return v.map((x) => cutAt(x, d + 1, limit));
const out = {};
for (const [k, x] of Object.entries(v))
setOwn(out, k, cutAt(x, d + 1, limit));
return out;
}


  }),

  4119:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    OX: () => (  MAX_PINNED_TEXT_BYTES),
    Xc: () => (  MAX_SCHEMA_DEPTH),
    fv: () => (  MAX_MESSAGE_BYTES),
    ri: () => (  MAX_WRITTEN_DEPTH)
  });





 
const MAX_SCHEMA_DEPTH = 256;






const MAX_WRITTEN_DEPTH = MAX_SCHEMA_DEPTH + 32;






const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;




const MAX_PINNED_TEXT_BYTES = 64 * 1024;


  }),

  1535:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {



__nccwpck_require__.d(__webpack_exports__, {
aH: () => (  gated),
B7: () => (  mayMatch)
});



;


const READINGS = [
[
'--()-----BEGIN [A-Z ]*PRIVATE KEY-----(?:(?:\\s|\\\\[nr])+[A-Za-z0-9+/=]{16,})*(?:(?:\\s|\\\\[nr])+[A-Za-z0-9+/=]{1,15}(?=(?:\\s|\\\\[nr])*-----END))?(?:(?:\\s|\\\\[nr])*-----END [A-Z ]*PRIVATE KEY-----)?',
[['PRIVATE KEY-----'], ['-----BEGIN ']],
27,
],
['--()\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b', [['AKIA', 'ASIA']], 20],
['--()\\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})', [['_', 'github_pat_']], 24],
['--()\\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,})', [['sk-']], 23],
['--()\\bAIza[0-9A-Za-z_-]{35}', [['AIza']], 39],
['--()\\bglpat-[A-Za-z0-9_-]{20,}', [['glpat-']], 26],
['--()\\bxox[abposr]-[A-Za-z0-9-]{10,}', [['xox'], ['-']], 15],
['--(?<![A-Za-z0-9+/=_-])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*\\d)[A-Za-z0-9+/]{60,}={0,2}(?![A-Za-z0-9+/=_-])', [], 60],
[
'--(\\b[A-Za-z0-9_-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)\\b["\']?\\s*[=:]\\s*["\']?)(?!\\*\\*\\*)[^\\s"\'`,;&<>]{8,}',
[['KEY', 'TOKEN', 'SECRET', 'PASSWORD', 'PASSWD', 'CREDENTIAL']],
12,
],
['--<!--[\\s\\S]*?-->', [['<!--'], ['-->']], 7],
['--\\S[ \\t\\u00A0]{60,}\\S', [], 62],
[
'--\\bSECURITY PROTOCOL\\b|\\bMANDATORY\\b|\\bCRITICAL INSTRUCTIONS?\\b|\\bVERY,? VERY\\b|\\bSYSTEM (?:OVERRIDE|NOTICE|MESSAGE)\\b',
[['SECURITY PROTOCOL', 'MANDATORY', 'CRITICAL INSTRUCTION', ' VERY', 'SYSTEM ']],
9,
],
['--\\b[A-Z][A-Z0-9]*_(?:TOKEN|KEY|SECRET|PASSWORD|PASS|PAT)\\b', [['_'], ['TOKEN', 'KEY', 'SECRET', 'PASSWORD', 'PASS', 'PAT']], 5],
['--\\u001b\\[[0-9;?]*[A-Za-z]|\\u001b\\][^\\u0007]*\\u0007', [['\u001b[', '\u001b]']], 3],
[
"i-(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)[^.\\n]{0,60}?\\b(?:for|on|with|in|after|to)\\s+(?:every|each|all|any)\\b|\\b(?:every|each|all|any)\\s+(?:[\\w-]+\\s+){0,2}?(?:messages?|e?mails?|replies|answers?|requests?|calls?|orders?|invoices?|events?|notes?)\\b[^.\\n]{0,60}?\\b(?:go|goes|be\\s+sent|be\\s+copied|be\\s+forwarded|be\\s+cc'?d|be\\s+bcc'?d)\\s+(?:also\\s+)?(?:to\\s+)?(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)|(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)\\s+as\\s+(?:an?\\s+|the\\s+)?(?:bcc|cc|recipient|copy)\\b|\\b(?:bcc|cc)\\s+(?:field\\s+)?(?:to\\s+)?(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)",
[['://', '@', 'message', 'mail', 'replies', 'answer', 'request', 'call', 'order', 'invoice', 'event', 'note']],
8,
],
[
'i-(?:^|[,;:]\\s*|\\b(?:must|should|always|first|then|and|you)\\s+)(?:first\\s+|always\\s+)?(?:(?:delete|drop|remove|wipe|erase|truncate|purge|destroy|kill|reset|clear|revoke|uninstall)|force[- ]push|overwrite|empty|format)\\s+(?:all|every|each|everything|any|the|its|their|existing|old)\\b|\\b(?:DROP\\s+(?:TABLE|DATABASE|SCHEMA|COLLECTION)|TRUNCATE(?:\\s+TABLE)?\\s+\\w+|DELETE\\s+FROM)\\b|\\brm\\s+-[rf]{1,2}\\b|\\bforce[- ]push\\b|\\breset\\s+--hard\\b|\\bmode\\s+[\'"\\`]?hard\\b',
[
[
'delete',
'drop',
'remove',
'wipe',
'erase',
'truncate',
'purge',
'destroy',
'kill',
'reset',
'clear',
'revoke',
'uninstall',
'force',
'overwrite',
'empty',
'format',
'table',
'database',
'schema',
'collection',
'-',
'--hard',
'mode',
],
],
5,
],
[
"i-(?:https?:\\/\\/)?[\\w-]+(?:\\.[\\w-]+)+(?:\\/[\\w./-]*)?\\?\\S*=\\s*(?:<[^>\\s]{1,30}[^>]{0,20}>|\\{[^}\\s]{1,30}\\})|=['\"`]?\\s+followed\\s+by\\s+(?:the\\s+)?(?:user'?s|current|their|your)\\b",
[['.', 'followed']],
8,
],
[
'i-(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?\\s+(?:tool\\s+)?(?:must|should|shall|will\\s+need\\s+to|needs?\\s+to|has\\s+to|is\\s+required\\s+to)\\s+(?:always\\s+|now\\s+|also\\s+)?(?!be\\s+called\\b|be\\s+used\\b)',
[['must', 'should', 'shall', 'will', 'need', 'has', 'required']],
7,
],
['i-(?<![\\w.])\\.env\\b|\\/[\\w.-]+\\.(?:key|pem|p12|pfx|keystore|jks)\\b|\\b(?:private|server|tls|ssl|client|priv)[\\w-]*\\.(?:key|pem)\\b|\\bkey\\s+file\\b', [['.env', '/', '.', 'file']], 4],
[
'i-(\\b(?:[A-Za-z0-9]+[_-])*(?:[A-Za-z0-9]+[_-](?:key|token|secret|password|passwd|credentials?)|password|passwd|secret|token|apikey)\\b["\']?\\s*[=:]\\s*["\']?)(?!\\*\\*\\*)(?=[^\\s"\'`,;&<>]*\\d)[^\\s"\'`,;&<>]{8,}',
[['key', 'token', 'secret', 'password', 'passwd', 'credential', 'apikey']],
14,
],
['i-(\\bBearer(?:\\s|\\\\[nrt])+)[A-Za-z0-9._~+/-]{16,}=*', [['bearer']], 23],
['i-<\\s*\\/?\\s*(?:important|system|instructions?|secret|hidden|admin|critical|sys)\\s*>|\\[\\s*(?:important|system|admin)\\s*\\]', [['<', 'important', 'system', 'admin']], 5],
[
'i-\\$\\([^)]{1,200}\\)|`[^`]*\\b(?:curl|wget)\\s[^`]*`|(?:&&|;|\\|\\|)\\s*(?:curl|wget|bash|sh|nc|ncat|python\\d?|rm\\s+-rf|chmod|eval)\\b|\\b(?:curl|wget)\\s+(?:-\\S+\\s+)*[\'"]?https?:\\/\\/|\\|\\s*(?:ba|z)?sh\\b|\\brm\\s+-rf\\s+[~/]|\\bbase64\\s+(?:-d|--decode)\\b|\\bnc\\s+-e\\b',
[['$(', 'curl', 'wget', '&&', ';', '||', '://', '|', '-rf', 'base64', '-e']],
3,
],
[
"i-\\b(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|field|value))?\\s+(?:must|should|shall)\\s+(?:always\\s+)?be\\s+(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)",
[
['must', 'should', 'shall'],
['be'],
[
'quer',
'path',
'destination',
'target',
'recipient',
'to',
'cc',
'bcc',
'channel',
'branch',
'base',
'head',
'owner',
'repo',
'account',
'amount',
'value',
'model',
'size',
'language',
'origin',
'time',
'timezone',
'parent',
'argument',
'parameter',
'field',
'message',
'body',
'subject',
'label',
'url',
'address',
'command',
'statement',
'filter',
'categor',
'observation',
'payee',
'beneficiar',
'price',
'total',
'quantit',
],
],
12,
],
[
"i-\\b(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:must|should|shall|will|needs?\\s+to|has\\s+to)\\s+(?:always\\s+|also\\s+|now\\s+)?(?:be\\s+)?(?:changed|set|replaced|overridden|overwritten|redirected|rewritten|rerouted|multiplied|increased|inflated)\\s+(?:to|with|by|into)\\b|\\bhave\\s+(?:its|their|the)\\s+(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))\\s+(?:changed|set|replaced|rewritten|redirected)\\s+(?:to|with)\\b|\\b(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|field|value))?(?:\\s+(?:of|for)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:must|should|shall)\\s+always\\s+be\\s+(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)",
[['must', 'should', 'shall', 'will', 'need', 'has', 'have', 'always']],
14,
],
[
'i-\\b(?:all|every|each|everything|entire|whole|full|complete)\\b|\\b(?:the|its|their|all)\\s+(?:[\\w-]+\\s+)?(?:contents?|bod(?:y|ies)|history|graph|observations|messages|list|listing|log|output|results?|response)\\b',
[['all', 'every', 'each', 'everything', 'entire', 'whole', 'full', 'complete', 'the', 'its', 'their']],
3,
],
[
'i-\\b(?:always|every|each|all|any|regardless|instead|rather\\s+than|even\\s+(?:if|when)|no\\s+matter|whatever|whichever|whenever|first)\\b|\\b(?:before|prior\\s+to|when|whenever|after|each\\s+time|every\\s+time|once|for\\s+(?:every|each|any|all))\\b\\s+(?:\\w+\\s+){0,2}?(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))|\\b(?:for|with|in)\\s+(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+)\\s*,',
[
[
'always',
'every',
'each',
'all',
'any',
'regardless',
'instead',
'rather',
'even',
'matter',
'whatever',
'whichever',
'whenever',
'first',
'before',
'prior',
'when',
'after',
'once',
'for',
',',
],
],
3,
],
['i-\\b(?:append|prepend|add|insert|inject|include|attach|put)\\b', [['append', 'prepend', 'add', 'insert', 'inject', 'include', 'attach', 'put']], 3],
[
"i-\\b(?:append|prepend|add|insert|inject|include|attach|put)\\s+(?:the\\s+(?:words?|string|text|phrase|tag|label|category|filter|suffix|prefix|term|keyword|line)\\s+)?(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)\\s+(?:as\\s+\\w+\\s+)?(?:to|into|in|onto|at\\s+the\\s+(?:end|start|beginning)\\s+of)\\s+(?:(?:the\\s+|its\\s+|their\\s+|any\\s+|every\\s+|each\\s+|all\\s+)?(?:user'?s\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+)\\b)",
[
['append', 'prepend', 'add', 'insert', 'inject', 'include', 'attach', 'put'],
['to', 'into', 'in', 'onto', 'the'],
],
11,
],
[
'i-\\b(?:before|prior\\s+to)\\s+(?:any|each|every|all)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
[
['before', 'prior'],
['any', 'each', 'every', 'all'],
],
12,
],
[
'i-\\b(?:before|prior\\s+to|first|beforehand|to\\s+start\\s+(?:fresh|clean|over)|as\\s+a\\s+(?:first\\s+step|precondition|prerequisite))\\b',
[['before', 'prior', 'first', 'beforehand', 'start', 'precondition', 'prerequisite']],
5,
],
[
'i-\\b(?:before|when|whenever|each\\s+time|every\\s+time|once|if)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?\\s+(?:tool\\s+)?(?:is|gets|has\\s+been)\\s+(?:used|called|invoked|run|executed|triggered)',
[
['used', 'called', 'invoked', 'run', 'executed', 'triggered'],
['is', 'gets', 'been'],
['before', 'when', 'whenever', 'each', 'every', 'once', 'if'],
],
11,
],
[
'i-\\b(?:before|when|whenever|each\\s+time|every\\s+time|prior\\s+to|while|once)\\s+(?:you\\s+|the\\s+(?:user|model|assistant|agent)\\s+)?(?:\\w+\\s+)?(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:any\\s+|each\\s+|every\\s+)?(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
[
['before', 'when', 'whenever', 'each', 'every', 'prior', 'while', 'once'],
['use', 'using', 'uses', 'call', 'calling', 'calls', 'run', 'running', 'runs', 'invoke', 'invoking', 'invokes', 'execute', 'executing', 'executes', 'trigger', 'triggering'],
],
10,
],
[
"i-\\b(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))\\s+(?:\\w+\\s+){0,3}?with\\s+(?:the\\s+|your\\s+|their\\s+|its\\s+)?(?:[\\w-]+\\s+){0,5}?(?:credentials?|secrets?|passwords?|passphrases?|api[\\s_-]?keys?|private\\s+keys?|cookies?|session\\s+tokens?|access\\s+tokens?|user'?s\\s+(?:\\w+\\s+)?(?:location|email|e-mail|address|home|phone|contacts?|token|password|credentials?|history))\\b",
[
['with'],
['credential', 'secret', 'password', 'passphrase', 'api', 'private', 'cookie', 'session', 'access', 'user'],
['call', 'calls', 'calling', 'use', 'uses', 'using', 'run', 'runs', 'running', 'invoke', 'invokes', 'invoking', 'execute', 'executes', 'executing', 'trigger', 'triggering'],
],
19,
],
[
'i-\\b(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)\\s+(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))|\\b(?:before|prior\\s+to|when|whenever|after|each\\s+time|every\\s+time|once|for\\s+(?:every|each|any|all))\\b\\s+(?:\\w+\\s+){0,4}?(?:with\\s+)?(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))',
[
[
'call',
'calls',
'calling',
'use',
'uses',
'using',
'run',
'runs',
'running',
'invoke',
'invokes',
'invoking',
'execute',
'executes',
'executing',
'trigger',
'triggering',
'before',
'prior',
'when',
'whenever',
'after',
'each',
'every',
'once',
'for',
],
],
7,
],
[
'i-\\b(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*[_.-])?(?:delete|drop|remove|wipe|erase|truncate|purge|destroy|kill|reset|clear|revoke|uninstall)(?:[_.-][\\w.-]*)?[\\`\'"]?(?=[\\s.,;:)]|$)',
[
['delete', 'drop', 'remove', 'wipe', 'erase', 'truncate', 'purge', 'destroy', 'kill', 'reset', 'clear', 'revoke', 'uninstall'],
['call', 'calls', 'calling', 'use', 'uses', 'using', 'run', 'runs', 'running', 'invoke', 'invokes', 'invoking', 'execute', 'executes', 'executing', 'trigger', 'triggering'],
],
8,
],
[
'i-\\b(?:changed|set|replaced|overridden|overwritten|redirected|rewritten|rerouted|multiplied|increased|inflated|be)\\b',
[['changed', 'set', 'replaced', 'overridden', 'overwritten', 'redirected', 'rewritten', 'rerouted', 'multiplied', 'increased', 'inflated', 'be']],
2,
],
[
'i-\\b(?:change|replace|override|overwrite|rewrite|redirect|reroute|swap|switch|alter|modify)\\b',
[['change', 'replace', 'override', 'overwrite', 'rewrite', 'redirect', 'reroute', 'swap', 'switch', 'alter', 'modify']],
4,
],
[
"i-\\b(?:change|replace|override|overwrite|rewrite|redirect|reroute|swap|switch|alter|modify)\\s+(?:the\\s+|its\\s+|their\\s+|any\\s+|every\\s+|each\\s+|all\\s+)?(?:user'?s\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:to|with|into|by)\\s+(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)",
[
['change', 'replace', 'override', 'overwrite', 'rewrite', 'redirect', 'reroute', 'swap', 'switch', 'alter', 'modify'],
['to', 'with', 'into', 'by'],
[
'quer',
'path',
'destination',
'target',
'recipient',
'to',
'cc',
'bcc',
'channel',
'branch',
'base',
'head',
'owner',
'repo',
'account',
'amount',
'value',
'model',
'size',
'language',
'origin',
'time',
'timezone',
'parent',
'argument',
'parameter',
'field',
'message',
'body',
'subject',
'label',
'url',
'address',
'command',
'statement',
'filter',
'categor',
'observation',
'payee',
'beneficiar',
'price',
'total',
'quantit',
],
],
12,
],
[
"i-\\b(?:credentials?|secrets?|passwords?|passphrases?|tokens?|api[\\s_-]?keys?|private\\s+keys?|cookies?|document\\.cookie|session\\s+(?:ids?|tokens?)|conversation|chat\\s+history|home\\s+(?:director(?:y|ies)|address)|email\\s+address(?:es)?|location|\\.env)\\b|\\buser'?s\\s+(?:\\w+\\s+)?(?:request|query|question|messages?|data|files?|token|address|location)\\b",
[
[
'credential',
'secret',
'password',
'passphrase',
'token',
'api',
'private',
'cookie',
'document.cookie',
'session',
'conversation',
'history',
'director',
'address',
'location',
'.env',
'user',
],
],
4,
],
[
'i-\\b(?:deprecated|broken|unsafe|insecure|corrupts?|compromised|no\\s+longer\\s+works|malfunction\\w*|buggy|dangerous)\\b',
[['deprecated', 'broken', 'unsafe', 'insecure', 'corrupt', 'compromised', 'longer', 'malfunction', 'buggy', 'dangerous']],
5,
],
[
"i-\\b(?:do\\s+not|don'?t|never|avoid)\\s+(?:\\w+\\s+)?(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:the\\s+)?[\\`'\"]?(?:[\\w-]*_)?[^]\\b[\\`'\"]?(?:\\s+tool)?|\\binstead\\s+of\\s+(?:(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+)?(?:the\\s+)?[\\`'\"]?(?:[\\w-]*_)?[^]\\b[\\`'\"]?(?:\\s+tool)?",
[['not', 'don', 'never', 'avoid', 'instead']],
10,
],
[
"i-\\b(?:do\\s+not|don'?t|never|must\\s+not|should\\s+not|shouldn'?t)\\s+(?:ever\\s+)?(?:mention|tell|inform|reveal|disclose|notify|alert|show|display|report|explain)\\b(?![^.]*\\b(?:unless|only\\s+if)\\b)|\\bwithout\\s+(?:telling|informing|notifying|alerting|asking|mentioning|showing)\\b|\\b(?:silently|secretly|covertly|quietly|discreetly)\\s+(?:\\w+\\s+){0,3}(?:send|append|add|include|call|forward|copy|upload|read|pass|use|replace|change|collect|attach|log|store|share)|\\b(?:user|human)\\s+(?:does\\s+not|doesn'?t|need\\s+not|must\\s+not|should\\s+not)\\s+(?:need\\s+to\\s+)?(?:know|see|be\\s+(?:told|informed|aware))|\\b(?:keep|hide)\\s+(?:this|it|these)\\s+(?:step\\s+|instruction\\s+)?(?:secret|hidden|confidential|private)\\b|\\bcould\\s+(?:even\\s+)?upset\\s+the\\s+user\\b|\\b(?:keep|leave)\\s+(?:[\\w-]+\\s+){0,4}?out\\s+of\\s+(?:your|the)\\s+(?:answer|reply|response|summary|output|message)s?\\b|\\b(?:user|human)\\s+(?:must|should|shall|need|needs)\\s+not\\s+(?:ever\\s+)?(?:learn|find\\s+out|discover|notice|realize|realise|see|hear|know)\\b|\\bomit\\s+(?:from\\s+(?:your|the)\\s+(?:answer|reply|response|summary|output)\\s+)?(?:any|all)\\s+(?:mention|reference|trace)s?\\b",
[
[
'mention',
'tell',
'inform',
'reveal',
'disclose',
'notify',
'alert',
'show',
'display',
'report',
'explain',
'without',
'silently',
'secretly',
'covertly',
'quietly',
'discreetly',
'user',
'human',
'secret',
'hidden',
'confidential',
'private',
'could',
'answer',
'reply',
'response',
'summary',
'output',
'message',
'reference',
'trace',
],
],
9,
],
['i-\\b(?:export|exports|dump|leak|upload|exfiltrate|mirror|sync|back\\s+up)\\b', [['export', 'exports', 'dump', 'leak', 'upload', 'exfiltrate', 'mirror', 'sync', 'back']], 4],
[
'i-\\b(?:for|with|in)\\s+(?:every\\s+|all\\s+|any\\s+)?(?:calls?\\s+(?:to|of)\\s+)?(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?\\s*,?\\s+(?:you\\s+)?(?:must|always|never)\\b',
[
['must', 'always', 'never'],
['for', 'with', 'in'],
],
9,
],
[
'i-\\b(?:if\\s+the\\s+user\\b|before\\s+(?:using|calling|you\\s+(?:use|call))|after\\s+(?:using|calling)|(?:also|first|always|must|should|make\\s+sure\\s+to|be\\s+sure\\s+to|please|then)\\s+(?:(?!not\\b|never\\b)\\w+\\s+)?(?:send|include|attach|read|pass|forward|upload|collect|copy|share|post|export|dump|reveal|print|append|add|put|leak|provide|supply)\\b)',
[['user', 'before', 'after', 'also', 'first', 'always', 'must', 'should', 'make', 'sure', 'please', 'then']],
8,
],
[
'i-\\b(?:ignore|disregard|override|overrule|discard|drop)\\s+(?:any|the|whatever|all|whichever)\\s+(?:[\\w-]+\\s+){0,3}?(?:(?:that|which)\\s+)?(?:the\\s+)?user\\s+(?:explicitly\\s+)?(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\\s+for|asked\\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)|\\b(?:whatever|whichever|no\\s+matter\\s+(?:what|which|whom|who|how))\\s+(?:[\\w-]+\\s+){0,3}?(?:the\\s+)?user\\s+(?:explicitly\\s+)?(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\\s+for|asked\\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)|\\beven\\s+(?:if|when|though)\\s+the\\s+user\\s+(?:explicitly\\s+)?(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\\s+for|asked\\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)|\\brather\\s+than\\s+(?:what|whatever|the\\s+one|the\\s+\\w+)\\s+(?:that\\s+)?(?:the\\s+)?user\\b|\\bregardless\\s+of\\s+(?:the\\s+|which\\s+|what\\s+)?(?:[\\w-]+\\s+)?(?:requested|chosen|specified|given|asked\\s+for)\\b|\\bignore\\s+(?:all\\s+)?(?:the\\s+)?other\\s+(?:[\\w-]+\\s+)?tools\\b',
[['user', 'whatever', 'whichever', 'matter', 'even', 'rather', 'regardless', 'ignore']],
18,
],
[
'i-\\b(?:multiply|increase|raise|inflate|double|triple|mark\\s+up|round\\s+up)\\s+(?:every|each|all|any|the)\\s+(?:[\\w-]+\\s+){0,2}?(?:amounts?|values?|prices?|totals?|payments?|transfers?|fees?|quantit(?:y|ies)|sums?)\\b[^.]{0,40}?\\bby\\s+[+-]?\\d|\\badds?\\s+(?:a\\s+|an\\s+)?\\d[\\d.]*\\s*%\\s+(?:[\\w-]+\\s+){0,2}(?:fee|charge|surcharge|tip|commission|markup)\\s+to\\s+(?:every|each|all|any)\\b',
[['multiply', 'increase', 'raise', 'inflate', 'double', 'triple', 'mark', 'round', 'add']],
17,
],
['i-\\b(?:multiply|increase|raise|inflate|double|triple|mark|round|adds?)\\b', [['multiply', 'increase', 'raise', 'inflate', 'double', 'triple', 'mark', 'round', 'add']], 3],
[
'i-\\b(?:must|always|never|need\\s+to|needs\\s+to|have\\s+to|has\\s+to|make\\s+sure|be\\s+sure|ensure|shall|mandatory)\\b',
[['must', 'always', 'never', 'need', 'needs', 'have', 'has', 'make', 'sure', 'ensure', 'shall', 'mandatory']],
4,
],
['i-\\b(?:must|should|shall)\\b', [['must', 'should', 'shall']], 4],
[
"i-\\b(?:other\\s+tools?'?\\s+(?:data|results?|outputs?)|all\\s+tools|(?:conversation|chat|attachment|session)\\s+(?:history|context|logs?)|(?:the\\s+)?conversation|api[\\s_-]?keys?|secrets?|passwords?|credentials?|(?:access|auth|api|bearer|session|github|slack)\\s+tokens?|private\\s+keys?|ssh\\s+keys?|cookies?|crm|customer\\s+(?:data|records|rows)|id_rsa|mcp\\.json|environment\\s+variables?)\\b|(?<![\\w.])\\.env\\b|~\\/|\\/etc\\/",
[
[
'other',
'tools',
'conversation',
'chat',
'attachment',
'session',
'api',
'secret',
'password',
'credential',
'token',
'private',
'ssh',
'cookie',
'crm',
'customer',
'id_rsa',
'mcp.json',
'environment',
'.env',
'~/',
'/etc/',
],
],
2,
],
[
'i-\\b(?:override|overwrite|replace|change|modify|alter|set|add|append|insert|inject)\\b[^.]{0,80}\\b(?:parameter|argument|field|value|recipient|account|path|destination|address|query)\\b[^.]{0,40}\\b(?:of|for|in|to|when\\s+(?:calling|using))\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
[
['parameter', 'argument', 'field', 'value', 'recipient', 'account', 'path', 'destination', 'address', 'query'],
['override', 'overwrite', 'replace', 'change', 'modify', 'alter', 'set', 'add', 'append', 'insert', 'inject'],
['of', 'for', 'in', 'to', 'calling', 'using'],
],
11,
],
[
'i-\\b(?:read|cat|open|load|send|pass|include|attach|upload|copy|put|add|append|forward|post|print|output|dump|paste|share|provide|supply|embed|insert)\\b',
[
[
'read',
'cat',
'open',
'load',
'send',
'pass',
'include',
'attach',
'upload',
'copy',
'put',
'add',
'append',
'forward',
'post',
'print',
'output',
'dump',
'paste',
'share',
'provide',
'supply',
'embed',
'insert',
],
],
3,
],
[
'i-\\b(?:replace|overwrite|swap)\\s+(?:the|all|its|their)\\s+(?:values?|arguments?|parameters?|inputs?)\\s+with\\b|\\b(?:modify|alter|rewrite|falsify|overwrite)\\s+the\\s+(?:\\w+\\s+)?(?:results?|outputs?|responses?|verdicts?)\\s+of\\b',
[['value', 'argument', 'parameter', 'input', 'result', 'output', 'response', 'verdict']],
19,
],
['i-\\b(?:replace|overwrite|swap|modify|alter|rewrite|falsify)\\b', [['replace', 'overwrite', 'swap', 'modify', 'alter', 'rewrite', 'falsify']], 4],
[
'i-\\b(?:send|forward|pass|post|copy|share|include|store|save|write|report|attach|put|paste|push|append|add|log|email)\\b[^.;]{0,100}?\\b(?:to|into|in|under|via|with|as)\\s+(?:(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:[\\`\'"][^\\`\'"\\n]{1,80}[\\`\'"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))|[\\w-]+\\/[\\w.-]+|argument|parameter|param|field)\\b)',
[
['send', 'forward', 'pass', 'post', 'copy', 'share', 'include', 'store', 'save', 'write', 'report', 'attach', 'put', 'paste', 'push', 'append', 'add', 'log', 'email'],
['to', 'into', 'in', 'under', 'via', 'with', 'as'],
],
7,
],
[
'i-\\b(?:send|forward|pass|post|copy|share|include|store|save|write|report|attach|put|paste|push|append|add|log|email)\\b|\\b(?:export|exports|dump|leak|upload|exfiltrate|mirror|sync|back\\s+up)\\b',
[
[
'send',
'forward',
'pass',
'post',
'copy',
'share',
'include',
'store',
'save',
'write',
'report',
'attach',
'put',
'paste',
'push',
'append',
'add',
'log',
'email',
'export',
'exports',
'dump',
'leak',
'upload',
'exfiltrate',
'mirror',
'sync',
'back',
],
],
3,
],
[
'i-\\b(?:send|sends|append|forward|forwards|post|posts|upload|uploads|include|copy|copies|mirror|mirrors|log|report|cc|bcc|email|mail|transmit|share|submit|leak|sms|text)\\s[^.\\n]{0,100}?((?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|(?<![\\d.])\\+?\\d{1,3}[\\s-]?\\(?\\d{2,4}\\)?[\\s-]\\d{3,4}[\\s-]?\\d{3,4}(?![\\d.]))',
[
[
'send',
'sends',
'append',
'forward',
'forwards',
'post',
'posts',
'upload',
'uploads',
'include',
'copy',
'copies',
'mirror',
'mirrors',
'log',
'report',
'cc',
'bcc',
'email',
'mail',
'transmit',
'share',
'submit',
'leak',
'sms',
'text',
],
],
8,
],
['i-\\b(?:ship|send|deliver|route|forward|redirect|transfer|pay|wire|move)\\b', [['ship', 'send', 'deliver', 'route', 'forward', 'redirect', 'transfer', 'pay', 'wire', 'move']], 3],
[
'i-\\b(?:ship|send|deliver|route|forward|redirect|transfer|pay|wire|move)\\s+(?:every|each|all|any)\\s+(?:[\\w-]+\\s+)?(?:orders?|payments?|packages?|shipments?|parcels?|transfers?|funds|invoices?|deliveries)\\s+to\\b',
[
['order', 'payment', 'package', 'shipment', 'parcel', 'transfer', 'funds', 'invoice', 'deliveries'],
['every', 'each', 'all', 'any'],
['ship', 'send', 'deliver', 'route', 'forward', 'redirect', 'transfer', 'pay', 'wire', 'move'],
['to'],
],
16,
],
[
"i-\\b(?:user'?s?|their|the\\s+full|full|entire|whole|all|every|each|conversation|chat|history|quer(?:y|ies)|messages?|contents?|contacts?|cookies?|codes?|prompts?|request|credentials?|secrets?|tokens?|keys?|passwords?|api[\\s_-]?keys?|context|results?|responses?)\\b",
[
[
'user',
'their',
'full',
'entire',
'whole',
'all',
'every',
'each',
'conversation',
'chat',
'history',
'quer',
'message',
'content',
'contact',
'cookie',
'code',
'prompt',
'request',
'credential',
'secret',
'token',
'key',
'password',
'api',
'context',
'result',
'response',
],
],
3,
],
[
'i-\\b(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?[^.]{0,80}\\b(?:with|set\\s+to|replaced\\s+(?:with|by)|pass(?:ing)?)\\b[^.]{0,40}\\b(?:instead\\s+of|always|regardless)\\b',
[
['instead', 'always', 'regardless'],
['with', 'set', 'replaced', 'pass'],
['use', 'using', 'uses', 'call', 'calling', 'calls', 'run', 'running', 'runs', 'invoke', 'invoking', 'invokes', 'execute', 'executing', 'executes', 'trigger', 'triggering'],
],
15,
],
[
'i-\\bafter\\s+(?:you\\s+)?(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
[['after'], ['use', 'using', 'uses', 'call', 'calling', 'calls', 'run', 'running', 'runs', 'invoke', 'invoking', 'invokes', 'execute', 'executing', 'executes', 'trigger', 'triggering']],
11,
],
['i-\\binstead\\b', [['instead']], 7],
[
"i-\\binstead\\s+of\\s+(?:to\\s+)?the\\s+(?:intended|requested|original|specified|user'?s?|actual|real|given)\\b|\\b(?:must|should|shall|will|needs?\\s+to)\\s+(?:always\\s+)?be\\s+(?:replaced|overridden|overwritten|changed|redirected|rerouted)\\s+(?:with|to|by)\\b|\\balways\\s+(?:override|replace|redirect|overwrite|change)\\s+(?:the\\s+)?['\"`]?[\\w-]+['\"`]?\\s+(?:\\w+\\s+)?(?:with|to)\\b|\\b(?:all|every|each|any)\\s+(?:\\w+\\s+)?(?:emails?|messages?|payments?|transfers?|funds|requests?|files?|invoices?)\\s+(?:must|should|shall|will|are\\s+to)\\s+(?:always\\s+)?(?:be\\s+)?(?:sent|forwarded|redirected|routed|transferred|copied|cc'?d|bcc'?d|uploaded|posted)\\s+(?:to|into)\\b|\\b(?:must|should|shall|always)\\s+(?:\\w+\\s+){0,2}(?:send|forward|redirect|route|transfer|bcc|cc)\\s+(?:all|every|each|any|a\\s+copy)\\b|\\b(?:recipient|destination|payee|beneficiary|owner|bcc|cc|to)(?:\\s+(?:field|id|account|address|number))?\\s+(?:must|should|shall)\\s+(?:always\\s+)?be\\s+(?:set|changed)\\s+to\\b|\\bmust\\s+also\\s+(?:post|send|forward|copy|cc|bcc|upload)\\b[^.]{0,80}\\bto\\b|\\b(?:the\\s+)?actual\\s+recipient\\b|\\bput\\s+the\\s+actual\\b|\\bregardless\\s+of\\s+the\\s+(?:recipient|destination|account|amount|target)\\b",
[
[
'instead',
'replaced',
'overridden',
'overwritten',
'changed',
'redirected',
'rerouted',
'always',
'email',
'message',
'payment',
'transfer',
'funds',
'request',
'file',
'invoice',
'must',
'should',
'shall',
'recipient',
'actual',
'regardless',
],
],
11,
],
[
"i-\\bpriority\\s+is\\s+higher\\b|\\bhigher\\s+priority\\s+than\\s+(?:the\\s+)?(?:user|any|all|other)|\\b(?:highest|top)\\s+priority\\s+(?:instruction|rule|over)|\\btakes?\\s+precedence\\s+over\\s+(?:the\\s+)?(?:user|any|all|other)|\\bsupersedes?\\s+(?:the\\s+)?(?:user|any|all|other|previous)|\\boverrides?\\s+(?:the\\s+)?(?:user'?s?|all|any|previous|prior)\\s+(?:\\w+\\s+)?(?:instructions?|requests?|quer(?:y|ies)|rules|prompts?)|\\bfor\\s+the\\s+rest\\s+of\\s+(?:the|this)\\s+(?:session|conversation|chat)\\b|\\bregardless\\s+of\\s+(?:what\\s+)?the\\s+user\\b|\\b(?:ignore|disregard|forget)\\s+(?:all\\s+|any\\s+)?(?:previous|prior|above|earlier|other|the\\s+user'?s?|your)\\s+(?:\\w+\\s+)?(?:instructions|rules|prompts?|requests?|messages?|guidelines)|\\bmore\\s+important\\s+than\\s+(?:the\\s+)?user'?s?\\b|\\byour\\s+(?:new|real|true)\\s+(?:instructions|task|role)\\b",
[['priority', 'precedence', 'supersede', 'override', 'rest', 'regardless', 'ignore', 'disregard', 'forget', 'important', 'your']],
13,
],
['i-\\bset\\b', [['set']], 3],
[
"i-\\bset\\s+(?:the\\s+|its\\s+|their\\s+|any\\s+|every\\s+|each\\s+|all\\s+)?(?:user'?s\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:to|=)\\s+(?:[\\w-]+\\s+)?(?:(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)|true|false|null)",
[
['set'],
['to', '='],
[
'quer',
'path',
'destination',
'target',
'recipient',
'to',
'cc',
'bcc',
'channel',
'branch',
'base',
'head',
'owner',
'repo',
'account',
'amount',
'value',
'model',
'size',
'language',
'origin',
'time',
'timezone',
'parent',
'argument',
'parameter',
'field',
'message',
'body',
'subject',
'label',
'url',
'address',
'command',
'statement',
'filter',
'categor',
'observation',
'payee',
'beneficiar',
'price',
'total',
'quantit',
],
],
10,
],
[
'i-\\bthe\\s+user\\b[^.]*\\b(?:for|with|to|use)\\s+(?:[\\`\'"][^\\`\'"\\n]{1,80}[\\`\'"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)\\s+instead\\b(?!\\s+of)',
[['instead'], ['user'], ['the'], ['for', 'with', 'to', 'use']],
20,
],
[
'i-\\bwith\\s+(?:its|their|the(?:\\s+(?:full|whole|entire))?)\\s+(?:contents?|body|output|data|results?)\\b',
[['with'], ['content', 'body', 'output', 'data', 'result'], ['its', 'their', 'the']],
13,
],
[
'i-~\\/\\.(?:ssh|aws|cursor|gnupg|kube|npmrc|netrc|docker|git-credentials|bash_history|zsh_history|history|pgpass|azure|gcloud|config\\/gcloud|config\\/solana|password-store)\\b|(?:^|[\\s\'"`(])\\/?(?:home|Users)\\/[^\\s/]+\\/\\.(?:ssh|aws|gnupg|kube)\\b|\\/root\\/\\.\\w|\\bid_(?:rsa|ed25519|ecdsa|dsa)\\b|\\bauthorized_keys\\b|\\bmcp\\.json\\b|\\/etc\\/(?:passwd|shadow|sudoers|ssl\\/private)\\b|\\/etc\\/[\\w.-]*(?:passw|secret|credential|token|shadow|private)|\\bclaude_desktop_config\\.json\\b|\\.aws\\/credentials\\b|\\bapplication_default_credentials\\b|\\bwallet\\.dat\\b|\\b(?:private|secret)[\\s_-]?keys?\\s+files?\\b|\\b(?:seed|recovery|mnemonic)\\s+phrases?\\b|[\'"]Login Data[\'"]',
[
[
'~/.',
'/.',
'/root/.',
'id_',
'authorized_keys',
'mcp.json',
'/etc/',
'claude_desktop_config.json',
'.aws/credentials',
'application_default_credentials',
'wallet.dat',
'private',
'secret',
'phrase',
'login data',
],
],
6,
],
];

;












const ASCII = /^[\x00-\x7f]*$/;
 
let lastText;
let lastLower;
let lastAscii = false;
function lowerAscii(text) {
if (text !== lastText) {
lastText = text;
lastAscii = ASCII.test(text);
lastLower = lastAscii ? text.toLowerCase() : undefined;
}
return lastLower;
}
 
function gated(re) {

if (/[gyv]/.test(re.flags))
return re;
const may = mayMatch(re.source, re.flags);
return {
test: (text) => may(text) && re.test(text),
exec: (text) => (may(text) ? re.exec(text) : null),
};
}
 
const PLAIN = /[A-Za-z0-9 _\-'"`,;:!@#%&=<>~/]+/y;
const QUANTIFIES = /^[*+?{]$/;
const QUANTIFIER = /\{(\d+)(?:(,)(\d*))?\}/y;
const HEX2 = /([0-9A-Fa-f]{2})/y;
const HEX4 = /([0-9A-Fa-f]{4})/y;
const BRACED = /\{([0-9A-Fa-f]{1,6})\}/y;
 
const defined = new Map();




function listPatterns() {
return defined;
}




function mayMatch(source, flags) {
const ignoreCase = flags.includes('i');
const unicode = flags.includes('u');
const key = readingKey(source, ignoreCase, unicode);
defined.set(key, { source, ignoreCase, unicode });
let read;
return (text) => {
read ??= known().get(key) ?? reading(source, ignoreCase, unicode);
if (text.length < read.min)
return false;
const needs = read.need;
if (!needs.length)
return true;
const t = ignoreCase ? lowerAscii(text) : text;
if (t === undefined)
return true;
for (const one of needs)
if (!holdsOne(t, one))
return false;
return true;
};
}
function readingKey(source, ignoreCase, unicode) {
return `${ignoreCase ? 'i' : '-'}${unicode ? 'u' : '-'}${source}`;
}






let table;
function known() {
return (table ??= new Map(READINGS.map(([key, need, min]) => [key, { need, min }])));
}
function holdsOne(text, literals) {
for (const n of literals)
if (text.includes(n))
return true;
return false;
}
 
class Unknown extends Error {
}
 
const MAX_ENTRIES = 4;
const NOTHING = { need: [], min: 0 };
 
function needed(source, ignoreCase, unicode) {
return reading(source, ignoreCase, unicode).need;
}
 
function reading(source, ignoreCase, unicode) {
const r = new Reader(source, ignoreCase, unicode);
try {
const out = r.disjunction();
return r.at < source.length ? NOTHING : out; 
}
catch (e) {
if (e instanceof Unknown)
return NOTHING;
throw e;
}
}




function rarity(one) {
let min = Infinity;
for (const s of one)
min = Math.min(min, weight(s));
return min * 1000 - one.length;
}
function weight(literal) {
let w = 0;
for (let i = 0; i < literal.length; i++) {
const c = literal.charCodeAt(i);
w += c === 32 ? 0.5 : (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 1 : c >= 48 && c <= 57 ? 2 : 3;
}
return w;
}
 
function rarest(need) {
if (need.length < 2)
return need;
const scored = need.map((one) => [rarity(one), one]);
return scored
.sort((a, b) => b[0] - a[0])
.slice(0, MAX_ENTRIES)
.map(([, one]) => one);
}
class Reader {
src;
ignoreCase;
unicode;
at = 0;
constructor(src, ignoreCase, unicode) {
this.src = src;
this.ignoreCase = ignoreCase;
this.unicode = unicode;
}




disjunction() {
const alternatives = [];
for (;;) {
alternatives.push(this.alternative());
if (this.src[this.at] !== '|')
break;
this.at++;
}
const min = Math.min(...alternatives.map((a) => a.min));
if (alternatives.length === 1)
return alternatives[0];
const all = new Set();
for (const { need } of alternatives) {
const one = rarest(need)[0];
if (!one)
return { need: [], min };
for (const s of one)
all.add(s);
}
return { need: [[...all]], min };
}




alternative() {
const need = [];
let min = 0;
let run = '';
const flush = () => {
if (run)
need.push([run]);
run = '';
};
while (this.at < this.src.length) {
const c = this.src[this.at];
if (c === '|' || c === ')')
break;

PLAIN.lastIndex = this.at;
if (PLAIN.test(this.src)) {
let end = PLAIN.lastIndex;
if (QUANTIFIES.test(this.src[end] ?? ''))
end--;
if (end > this.at) {
const text = this.src.slice(this.at, end);
run += this.ignoreCase ? text.toLowerCase() : text;
min += text.length;
this.at = end;
continue;
}
}
const atom = this.atom();
if (atom.kind === 'assertion') {
flush();
continue;
}
const q = this.quantifier();

min += q.min * (atom.kind === 'group' ? atom.min : atom.kind === 'char' || atom.kind === 'one' ? 1 : 0);
if (atom.kind === 'char' && atom.char !== undefined) {
if (q.min === 0)
flush();
else {
run += atom.char;
if (q.max !== 1)
flush();
}
}
else {
flush();
if (q.min > 0 && atom.kind === 'group')
need.push(...atom.need);
}
}
flush();
return { need: rarest(need), min };
}
 
atom() {
const src = this.src;
const c = src[this.at];
if (c === '^' || c === '$') {
this.at++;
return { kind: 'assertion' };
}
if (c === '(') {
this.at++;
let look = false;
if (src[this.at] === '?') {
const next = src[this.at + 1];
if (next === ':')
this.at += 2;
else if (next === '=' || next === '!') {
this.at += 2;
look = true;
}
else if (next === '<' && (src[this.at + 2] === '=' || src[this.at + 2] === '!')) {
this.at += 3;
look = true;
}
else if (next === '<') {
const end = src.indexOf('>', this.at);
if (end < 0 || !/^[A-Za-z_$][\w$]*$/.test(src.slice(this.at + 2, end)))
throw new Unknown();
this.at = end + 1;
}
else
throw new Unknown();
}
const inner = this.disjunction();
if (src[this.at] !== ')')
throw new Unknown();
this.at++;

return look ? { kind: 'assertion' } : { kind: 'group', ...inner };
}
if (c === '[') {
this.at++;
if (src[this.at] === '^')
this.at++;

while (this.at < src.length && src[this.at] !== ']')
this.at += src[this.at] === '\\' ? 2 : 1;
if (src[this.at] !== ']')
throw new Unknown();
this.at++;

return { kind: 'one' };
}
if (c === '.') {
this.at++;
return { kind: 'one' };
}
if (c === '*' || c === '+' || c === '?' || c === ')' || c === '|')
throw new Unknown();
if (c === '{') {
QUANTIFIER.lastIndex = this.at;
if (this.unicode || QUANTIFIER.test(src))
throw new Unknown();
this.at++;
return this.literal('{');
}
if (c === '\\')
return this.escape();
this.at++;
return this.literal(c);
}
escape() {
const src = this.src;
const e = src[this.at + 1];
if (e === undefined)
throw new Unknown();
this.at += 2;
if (e === 'b' || e === 'B')
return { kind: 'assertion' };
if ('dDwWsS'.includes(e))
return { kind: 'one' };
if (e === 'p' || e === 'P') {
if (!this.unicode)
return this.literal(e);
const end = src.indexOf('}', this.at);
if (src[this.at] !== '{' || end < 0)
throw new Unknown();
this.at = end + 1;
return { kind: 'one' };
}

if (/[1-9]/.test(e)) {
while (/\d/.test(src[this.at] ?? ''))
this.at++;
return { kind: 'other' };
}
if (e === 'k') {
const end = src.indexOf('>', this.at);
if (src[this.at] !== '<' || end < 0)
throw new Unknown();
this.at = end + 1;
return { kind: 'other' };
}
const control = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };
if (control[e] !== undefined)
return this.literal(control[e]);
if (e === '0') {
if (/\d/.test(src[this.at] ?? ''))
throw new Unknown(); 
return this.literal('\0');
}
if (e === 'x' || e === 'u') {
const code = e === 'x' ? HEX2 : this.unicode && src[this.at] === '{' ? BRACED : HEX4;
code.lastIndex = this.at;
const m = code.exec(src);
if (!m)
throw new Unknown();
this.at += m[0].length;
const point = parseInt(m[1], 16);
if (point > 0x10ffff)
throw new Unknown();
return this.literal(String.fromCodePoint(point));
}
if (e === 'c')
throw new Unknown();
if (/[A-Za-z0-9]/.test(e))
throw new Unknown(); 
return this.literal(e); 
}
 
literal(ch) {
if (ch.length !== 1 || ch.charCodeAt(0) > 0x7f)
return { kind: 'char' };
return { kind: 'char', char: this.ignoreCase ? ch.toLowerCase() : ch };
}
 
quantifier() {
const src = this.src;
const c = src[this.at];
let q;
if (c === '*')
q = { min: 0, max: Infinity };
else if (c === '+')
q = { min: 1, max: Infinity };
else if (c === '?')
q = { min: 0, max: 1 };
if (q)
this.at++;
else if (c === '{') {
QUANTIFIER.lastIndex = this.at;
const m = QUANTIFIER.exec(src);
if (m) {
this.at += m[0].length;
const min = Number(m[1]);
q = { min, max: m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity };
}
}
if (!q)
return { min: 1, max: 1 };
if (src[this.at] === '?')
this.at++; 
return q;
}
}


  }),

  4850:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    MR: () => (  addObtainedSecret),
    Qe: () => (  maskKnownInPlace),
    XF: () => (  REDACTED),
    h6: () => (  Scrubber),
    qp: () => (  secretValuesFromEnv)
  });
 
  var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4119);
  var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1973);
  var _literals_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1535);







const REDACTED = '***';
 
const MIN_SECRET_LENGTH = 4;
 
const MIN_ENV_SECRET_LENGTH = 8;
 
const SECRET_NAME = /(^|_)(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH)($|_)|^INPUT_GITHUB-TOKEN$/i;





const CREDENTIAL_PATTERNS = [
/()\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g,
/()\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,})/g,
/()\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
/()\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
/()\bglpat-[A-Za-z0-9_-]{20,}/g,
/()\bAIza[0-9A-Za-z_-]{35}/g,


/()-----BEGIN [A-Z ]*PRIVATE KEY-----(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{16,})*(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{1,15}(?=(?:\s|\\[nr])*-----END))?(?:(?:\s|\\[nr])*-----END [A-Z ]*PRIVATE KEY-----)?/g,

/(\bBearer(?:\s|\\[nrt])+)[A-Za-z0-9._~+/-]{16,}=*/gi,
/(\b[A-Za-z0-9_-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)\b["']?\s*[=:]\s*["']?)(?!\*\*\*)[^\s"'`,;&<>]{8,}/g,


/(\b(?:[A-Za-z0-9]+[_-])*(?:[A-Za-z0-9]+[_-](?:key|token|secret|password|passwd|credentials?)|password|passwd|secret|token|apikey)\b["']?\s*[=:]\s*["']?)(?!\*\*\*)(?=[^\s"'`,;&<>]*\d)[^\s"'`,;&<>]{8,}/gi,
];
 
const MAY_HOLD = CREDENTIAL_PATTERNS.map((p) => (0,_literals_js__WEBPACK_IMPORTED_MODULE_2__  .B7)(p.source, p.flags));
 
function scrubCredentialShapes(text) {
let out = text;
CREDENTIAL_PATTERNS.forEach((p, i) => {
if (MAY_HOLD[i](out))
out = out.replace(p, (_m, keep) => `${keep}${REDACTED}`);
});
return out;
}




const obtained = [];
const obtainedListeners = new Set();
 
function addObtainedSecret(value) {
if (!value || value.length < MIN_SECRET_LENGTH || obtained.includes(value))
return;
obtained.push(value);
for (const listener of obtainedListeners)
listener(value);
}
 
function onObtainedSecret(listener) {
obtainedListeners.add(listener);
return () => void obtainedListeners.delete(listener);
}
class Scrubber {
secrets = new Set();
 
synced = 0;
pattern;
 
kept = new Set();
 
keptHolding;
constructor(values = []) {
for (const v of values)
this.add(v);
}




add(value) {
if (!value || value.length < MIN_SECRET_LENGTH)
return this;
const encodings = [value, Buffer.from(`x-access-token:${value}`).toString('base64'), encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
for (const v of encodings)
if (v.length >= MIN_SECRET_LENGTH)
this.secrets.add(v);
this.pattern = undefined;
this.keptHolding = undefined;
return this;
}








keep(text) {
if (!text || this.kept.has(text))
return this;
this.kept.add(text);
this.keptHolding = undefined;
return this;
}
 
values() {
this.sync();
return [...this.secrets];
}
 
contains(text) {
this.sync();
const p = this.regex();
if (!p)
return false;
const spans = this.keptSpans(text);
if (!spans.length)
return new RegExp(p.source).test(text);
return this.masked(text, p, spans).length > 0;
}
 
scrub(text) {
return scrubCredentialShapes(this.scrubKnown(text));
}
 
scrubKnown(text) {
this.sync();
const p = this.regex();
if (!p)
return text;
const spans = this.keptSpans(text);
if (!spans.length)
return text.replace(p, REDACTED);
let out = '';
let last = 0;
for (const [at, length] of this.masked(text, p, spans)) {
out += `${text.slice(last, at)}${REDACTED}`;
last = at + length;
}
return out + text.slice(last);
}




masked(text, p, spans) {
const re = new RegExp(p.source, 'g');
const out = [];
for (let m = re.exec(text); m; m = re.exec(text)) {
if (inside(spans, m.index, m[0].length))
re.lastIndex = m.index + 1;
else
out.push([m.index, m[0].length]);
}
return out;
}
 
keptSpans(text) {
this.keptHolding ??= [...this.kept].filter((k) => [...this.secrets].some((s) => k.includes(s)));
const spans = [];
for (const k of this.keptHolding)
for (let at = text.indexOf(k); at >= 0; at = text.indexOf(k, at + 1))
if (wholeId(text, at, k.length))
spans.push([at, at + k.length]);
return spans;
}





scrubDeep(value, o = {}) {
return this.scrubAt((0,_json_js__WEBPACK_IMPORTED_MODULE_1__  .hO)(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__  .ri), o.shapes !== false);
}
scrubAt(value, shapes) {
if (typeof value === 'string')
return shapes ? this.scrub(value) : this.scrubKnown(value);
if (Array.isArray(value))
return value.map((v) => this.scrubAt(v, shapes));
if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
const out = {};
for (const [k, v] of Object.entries(value))
(0,_json_js__WEBPACK_IMPORTED_MODULE_1__  .P5)(out, k, this.scrubAt(v, shapes));
return out;
}
return value;
}
 
sync() {
while (this.synced < obtained.length)
this.add(obtained[this.synced++]);
}
regex() {
if (this.pattern || this.secrets.size === 0)
return this.pattern;

const escaped = [...this.secrets].sort((a, b) => b.length - a.length).map((v) => v.replace(/[!-/:-@[-`{-~]/g, (c) => `\\\\?${c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}`));
this.pattern = new RegExp(escaped.join('|'), 'g');
return this.pattern;
}
}




function wholeId(text, at, length) {
const end = at + length;
return !/[A-Za-z0-9_.-]/.test(text[at - 1] ?? ' ') && !/[A-Za-z0-9_-]/.test(text[end] ?? ' ') && !(text[end] === '.' && /[A-Za-z0-9_-]/.test(text[end + 1] ?? ' '));
}
 
function inside(spans, at, length) {
return spans.some(([start, end]) => start <= at && at + length <= end);
}
 
function secretValuesFromEnv(env) {
return Object.entries(env)
.filter(([name, value]) => value !== undefined && value.length >= MIN_ENV_SECRET_LENGTH && SECRET_NAME.test(name))
.map(([, value]) => value);
}





function maskKnownInPlace(value, scrubber) {
let changed = 0;
const stack = [value];
while (stack.length) {
const at = stack.pop();
if (!at || typeof at !== 'object')
continue;
const entries = Array.isArray(at) ? at.map((v, i) => [i, v]) : plainObject(at) ? Object.entries(at) : [];
for (const [k, v] of entries) {
if (typeof v === 'string') {
if (!scrubber.contains(v))
continue;
at[k] = scrubber.scrubKnown(v);
changed++;
}
else if (v && typeof v === 'object')
stack.push(v);
}
}
return changed;
}
 
function plainObject(value) {
const proto = Object.getPrototypeOf(value);
return proto === null || Object.getPrototypeOf(proto) === null;
}


  }),

  1099:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    S: () => (  readUtf8)
  });
  var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
  var node_fs__WEBPACK_IMPORTED_MODULE_0___default =  __nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);







function readUtf8(file) {
return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file).toString('utf8');
}


  }),

  6918:
  ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    m: () => (  GATE_NAME),
    rM: () => (  PACKAGE_NAME),
    xv: () => (  VERSION)
  });
const VERSION = '0.1.0';
 
const PACKAGE_NAME = 'mcp-contract-gate';
 
const GATE_NAME = new RegExp(PACKAGE_NAME);


  }),

  4756:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("../refa.cjs");

  }),

  181:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("buffer");

  }),

  5317:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("child_process");

  }),

  9896:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("fs");

  }),

  4573:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:buffer");

  }),

  1421:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:child_process");

  }),

  7598:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:crypto");

  }),

  8474:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:events");

  }),

  3024:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:fs");

  }),

  7067:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:http");

  }),

  8995:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:module");

  }),

  8161:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:os");

  }),

  6760:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:path");

  }),

  1708:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:process");

  }),

  7075:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:stream");

  }),

  8522:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("node:zlib");

  }),

  6928:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("path");

  }),

  932:
  ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__mcg_url)("process");

  }),

  963:
  ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

  __nccwpck_require__.d(__webpack_exports__, {
    A: () => (  canonicalize)
  });
function hasLoneSurrogate (value) {
for (let i = 0; i < value.length; i++) {
const code = value.charCodeAt(i);

if (code >= 0xD800 && code <= 0xDBFF) {
if (i === value.length - 1) {
return true;
}
const next = value.charCodeAt(i + 1);
if (!(next >= 0xDC00 && next <= 0xDFFF)) {
return true;
}
i++;
} else if (code >= 0xDC00 && code <= 0xDFFF) {
return true;
}
}

return false;
}

function canonicalize (object, seen = new Set()) {
if (typeof object === 'number' && isNaN(object)) {
throw new Error('NaN is not allowed');
}

if (typeof object === 'number' && !isFinite(object)) {
throw new Error('Infinity is not allowed');
}

if (typeof object === 'string' && hasLoneSurrogate(object)) {
throw new Error('Lone surrogate is not allowed');
}

if (object === null || typeof object !== 'object') {
return JSON.stringify(object);
}

if (typeof object.toJSON === 'function') {
if (seen.has(object)) {
throw new Error('Circular reference detected');
}
seen.add(object);
const result = canonicalize(object.toJSON(), seen);
seen.delete(object);
return result;
}

if (seen.has(object)) {
throw new Error('Circular reference detected');
}
seen.add(object);

let result;
if (Array.isArray(object)) {
const values = object.map((cv) => {
const value = cv === undefined || typeof cv === 'symbol' ? null : cv;
return canonicalize(value, seen);
});
result = `[${values.join(',')}]`;
} else {
const parts = [];
for (const key of Object.keys(object).sort()) {
if (object[key] === undefined || typeof object[key] === 'symbol') {
continue;
}
parts.push(`${canonicalize(key)}:${canonicalize(object[key], seen)}`);
}
result = `{${parts.join(',')}}`;
}

seen.delete(object);
return result;
}


  })

  });
 
  
  var __webpack_module_cache__ = {};
  
  
  function __nccwpck_require__(moduleId) {
  	
  	var cachedModule = __webpack_module_cache__[moduleId];
  	if (cachedModule !== undefined) {
  		return cachedModule.exports;
  	}
  	
  	var module = __webpack_module_cache__[moduleId] = {
  		
  		
  		exports: {}
  	};
  
  	
  	var threw = true;
  	try {
  		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
  		threw = false;
  	} finally {
  		if(threw) delete __webpack_module_cache__[moduleId];
  	}
  
  	
  	return module.exports;
  }
  
  
  __nccwpck_require__.m = __webpack_modules__;
  
 
   
  if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', __mcg_url).pathname).slice(__mcg_url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
  
   
  (() => {
  	
  	__nccwpck_require__.n = (module) => {
  		var getter = module && module.__esModule ?
  			() => (module['default']) :
  			() => (module);
  		__nccwpck_require__.d(getter, { a: getter });
  		return getter;
  	};
  })();
  
   
  (() => {
  	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
  	var leafPrototypes;
  	
  	
  	
  	
  	
  	
  	__nccwpck_require__.t = function(value, mode) {
  		if(mode & 1) value = this(value);
  		if(mode & 8) return value;
  		if(typeof value === 'object' && value) {
  			if((mode & 4) && value.__esModule) return value;
  			if((mode & 16) && typeof value.then === 'function') return value;
  		}
  		var ns = Object.create(null);
  		__nccwpck_require__.r(ns);
  		var def = {};
  		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
  		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
  			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
  		}
  		def['default'] = () => (value);
  		__nccwpck_require__.d(ns, def);
  		return ns;
  	};
  })();
  
   
  (() => {
  	
  	__nccwpck_require__.d = (exports, definition) => {
  		for(var key in definition) {
  			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
  				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
  			}
  		}
  	};
  })();
  
   
  (() => {
  	__nccwpck_require__.f = {};
  	
  	
  	__nccwpck_require__.e = (chunkId) => {
  		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
  			__nccwpck_require__.f[key](chunkId, promises);
  			return promises;
  		}, []));
  	};
  })();
  
   
  (() => {
  	
  	__nccwpck_require__.u = (chunkId) => {
  		
  		return "" + chunkId + ".index.js";
  	};
  })();
  
   
  (() => {
  	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
  })();
  
   
  (() => {
  	
  	__nccwpck_require__.r = (exports) => {
  		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
  			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
  		}
  		Object.defineProperty(exports, '__esModule', { value: true });
  	};
  })();
  
   
  (() => {
  	
  	
  	
  	
  	
  	var installedChunks = {
  		792: 0
  	};
  	
  	var installChunk = (data) => {
  		var {ids, modules, runtime} = data;
  		
  		
  		var moduleId, chunkId, i = 0;
  		for(moduleId in modules) {
  			if(__nccwpck_require__.o(modules, moduleId)) {
  				__nccwpck_require__.m[moduleId] = modules[moduleId];
  			}
  		}
  		if(runtime) runtime(__nccwpck_require__);
  		for(;i < ids.length; i++) {
  			chunkId = ids[i];
  			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
  				installedChunks[chunkId][0]();
  			}
  			installedChunks[ids[i]] = 0;
  		}
  	
  	}
  	
  	__nccwpck_require__.f.j = (chunkId, promises) => {
  			
  			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
  			if(installedChunkData !== 0) { 
  	
  				
  				if(installedChunkData) {
  					promises.push(installedChunkData[1]);
  				} else {
  					if(true) { 
  						
  						var promise = __mcg_import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
  							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
  							throw e;
  						});
  						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
  						promises.push(installedChunkData[1] = promise);
  					}
  				}
  			}
  	};
  	
  	
  	
  	
  	
  	
  	
  	
  })();
  
 
var __webpack_exports__ = {};


var did_you_mean = __nccwpck_require__(1924);

var errors = __nccwpck_require__(4788);

var exit_codes = __nccwpck_require__(6820);

var version = __nccwpck_require__(6918);

var gate_config = __nccwpck_require__(1961);

var snapshot = __nccwpck_require__(5081);

var decide = __nccwpck_require__(8990);

var judge = __nccwpck_require__(175);
;





 
function diffFiles(o) {
const before = readSnapshot(o.before);
const after = readSnapshot(o.after);
const { diff, evaluation } = (0,judge .S)({ before, after, config: (0,gate_config .sb)(), today: o.today, ...(o.failOn ? { failOn: o.failOn } : {}) });
return { diff, evaluation, verdict: (0,decide .as)(evaluation) };
}
 
function readSnapshot(file) {
const data = (0,snapshot .nb)(file.path);
if (data && typeof data === 'object' && 'lockfileVersion' in data) {
throw new errors .dz(`this is a lockfile, not a snapshot: \`mcp-contract-gate check --lockfile ${file.name}\` compares the live servers with it, and \`mcp-contract-gate snapshot --out F\` writes a snapshot diff reads`, file.name);
}
return (0,snapshot .E$)(data, file.path);
}


var cli_args = __nccwpck_require__(8987);

var paths = __nccwpck_require__(5927);

var report = __nccwpck_require__(3297);

var render = __nccwpck_require__(1239);
;








const DIFF_HELP = `Usage: mcp-contract-gate diff BEFORE AFTER [--format ${render .Y}] [--fail-on LIST]

Compare two tool snapshots and report every contract change with its rule ID and severity.
BEFORE and AFTER are files holding a tools/list result ({"tools":[\u2026]}), a bare array of tools,
a JSON-RPC response wrapping one, or a multi-server snapshot ({"servers":{"ID":{"tools":[\u2026]}}})
such as \`mcp-contract-gate snapshot\` writes. Paths are relative to the working folder.

Options:
${report .hJ}
  -h, --help        this help

Exit codes: ${exit_codes .a.pass} no blocking change, ${exit_codes .a.blocking} blocking changes, ${exit_codes .a.badInput} bad input.
`;
function runDiff(args, io) {
const { values, positionals } = (0,cli_args .bQ)('diff', { args, allowPositionals: true, options: { ...report .d$, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
io.stdout(DIFF_HELP);
return 0;
}
if (positionals.length !== 2)
throw new errors .dz(`diff takes two files, BEFORE and AFTER (got ${positionals.length}); see --help`);
const choice = (0,report .Q9)(io, values);
const [beforeFile, afterFile] = positionals;
const file = (name) => ({ path: (0,paths .QH)(io, name), name });
const { diff, evaluation, verdict } = diffFiles({ before: file(beforeFile), after: file(afterFile), today: io.today, ...(choice.failOn ? { failOn: choice.failOn } : {}) });
io.stdout((0,report .XX)(choice, { diff, evaluation, subject: { before: beforeFile, after: afterFile } }));
return (0,decide .FO)(verdict);
}


var catalog = __nccwpck_require__(6958);
;

const SCOPES = [
['tool', 'Tools'],
['request', 'Input schema (a request: narrowing breaks callers)'],
['response', 'Output schema (a response: widening breaks consumers)'],
['annotations', 'Annotations'],
['any', 'Anywhere'],
['prompt', 'Prompts'],
['resource', 'Resources and resource templates'],
['server', 'Server instructions'],
];
 
function ruleReferenceMarkdown() {
const lines = [
'# Rule reference',
'',
'<!-- Generated from src/diff/rules by `npm run docs`; a test fails when it is out of date. -->',
'',
'Every change the diff reports carries one of these rule IDs. IDs are stable: use them in `policy.rules` (severity',
'overrides) and `policy.ignore` entries. Severities: **breaking** (callers built on the old contract fail),',
'**silent** (calls still succeed but mean something else), **additive** (safe), **cosmetic** (no effect).',
'Some rules pick their severity per instance (an open vs closed schema, a whitespace-only edit); the table gives the',
'usual one. Each rule has a before/after fixture under `__fixtures__/rules/<id>/`.',
'',
];
for (const [scope, heading] of SCOPES) {
const rules = (0,catalog .fD)('diff').filter((r) => r.scope === scope);
if (!rules.length)
continue;
lines.push(`## ${heading}`, '', '| Rule ID | Change | Severity | Why |', '|---|---|---|---|');
for (const r of rules)
lines.push(`| \`${r.id}\` | ${r.title} | ${r.severity} | ${r.rationale.replace(/\|/g, '\\|')} |`);
lines.push('');
}
lines.push('## Policy rules', '', 'Added by the policy on top of the diff (forbidden tools, version discipline, probes): they judge the head or the release, not one change.', '', '| Rule ID | Finding | Severity | Why |', '|---|---|---|---|');
for (const r of (0,catalog .fD)('policy'))
lines.push(`| \`${r.id}\` | ${r.title} | ${r.severity} | ${r.rationale.replace(/\|/g, '\\|')} |`);
lines.push('');
return `${lines.join('\n')}`;
}

;



const RULES_HELP = `Usage: mcp-contract-gate rules [--format text|json|markdown]

List every rule the diff can report: its ID (for policy.rules and policy.ignore), usual severity and rationale.
`;
function runRules(args, io) {
const { values } = (0,cli_args .bQ)('rules', { args, options: { format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
io.stdout(RULES_HELP);
return 0;
}
switch ((0,cli_args .yL)('--format', values.format, ['text', 'json', 'markdown'])) {
case 'markdown':
io.stdout(ruleReferenceMarkdown());
return 0;
case 'json':
io.stdout(`${JSON.stringify(catalog .Uj.map((r) => ({ id: r.id, title: r.title, scope: r.scope, severity: r.severity, rationale: r.rationale })), null, 2)}\n`);
return 0;
case 'text': {
const width = Math.max(...catalog .Uj.map((r) => r.id.length));
io.stdout(catalog .Uj.map((r) => `${r.id.padEnd(width)}  ${r.severity.padEnd(8)}  ${r.title}`).join('\n') + '\n');
return 0;
}
}
}


var cli_io = __nccwpck_require__(2923);
;












const COMMANDS = [
{ name: 'diff', usage: 'diff BEFORE AFTER', summary: 'compare two tool snapshots', run: runDiff },
{ name: 'snapshot', summary: 'read the configured servers and write what they list', run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(322), __nccwpck_require__.e(492)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5492))).runSnapshot(a, io) },
{ name: 'pin', summary: 'write or update the lockfile from the live servers', run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(322), __nccwpck_require__.e(983)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7983))).runPin(a, io) },
{ name: 'check', summary: 'compare the live servers with the lockfile (exit 1 on blocking drift)', run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(322), __nccwpck_require__.e(182), __nccwpck_require__.e(877)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5877))).runCheck(a, io) },
{
name: 'gate',
usage: 'gate --base REF',
summary: 'the pull-request gate, locally: lockfile (or servers) at REF vs the working tree',
run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(471), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(322), __nccwpck_require__.e(335), __nccwpck_require__.e(514)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5514))).runGate(a, io),
},
{ name: 'probe', summary: 'call tools with frozen cases at head (and base): promote, hold or rollback', run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(322), __nccwpck_require__.e(208)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3208))).runProbe(a, io) },
{ name: 'proxy', summary: 'an MCP proxy (stdio or HTTP) that refuses drifted tools and translates renames', run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(182), __nccwpck_require__.e(620)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7620))).runProxy(a, io) },
{
name: 'changelog',
summary: 'the contract changelog between two releases (refs, snapshots or lockfiles) and the bump it needs',
run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(528), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(322), __nccwpck_require__.e(727), __nccwpck_require__.e(8)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1008))).runChangelog(a, io),
},
{
name: 'release-check',
summary: 'for server authors: fail when the version being released is smaller than its contract changes need',
run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(882), __nccwpck_require__.e(528), __nccwpck_require__.e(397), __nccwpck_require__.e(321), __nccwpck_require__.e(322), __nccwpck_require__.e(727), __nccwpck_require__.e(986)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9986))).runReleaseCheck(a, io),
},
{ name: 'rules', summary: 'list the rule catalog (IDs for policy overrides and ignores)', run: runRules },
{
name: 'references',
summary: 'list the places in the repository that name MCP tools (settings, agents, prompts, workflows, code)',
run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(471), __nccwpck_require__.e(397), __nccwpck_require__.e(335), __nccwpck_require__.e(893)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7298))).runReferences(a, io),
},
{ name: 'wrap', summary: "rewrite an MCP client config's servers to start through the proxy", run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(397), __nccwpck_require__.e(172)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1172))).runWrap(a, io, 'wrap') },
{ name: 'unwrap', summary: 'restore the servers wrap rewrote', run: async (a, io) => (await Promise.all( [__nccwpck_require__.e(257), __nccwpck_require__.e(397), __nccwpck_require__.e(172)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1172))).runWrap(a, io, 'unwrap') },
{ name: 'keygen', summary: 'create an Ed25519 key pair to sign lockfiles (pin --sign-key, check/proxy --verify)', run: async (a, io) => (await __nccwpck_require__.e(  71).then(__nccwpck_require__.bind(__nccwpck_require__, 3071))).runKeygen(a, io) },
];
const COMMAND_NAMES = COMMANDS.map((c) => c.name);
const HELP = `mcp-contract-gate ${version .xv}: pin, diff and gate MCP tool contracts.

Usage: mcp-contract-gate <command> [options]

Commands:
${COMMANDS.map((c) => `  ${(c.usage ?? c.name).padEnd(20)}${c.summary}`).join('\n')}

Run \`mcp-contract-gate <command> --help\` for a command's options.
`;
 
async function runCli(argv, raw) {
const io = (0,cli_io .LS)(raw);
const [command, ...rest] = argv;
try {
switch (command) {
case undefined:
case '-h':
case '--help':
case 'help':
io.stdout(HELP);
return command === undefined ? 2 : 0;
case '--version':
case '-V':
io.stdout(`${version .xv}\n`);
return 0;
default: {
const found = COMMANDS.find((c) => c.name === command);
if (!found)
throw unknownCommand(command);
return await found.run(rest, io);
}
}
}
catch (err) {
if (err instanceof errors .dz) {
io.stderr(`mcp-contract-gate: ${err.message}\n`);
return err.exitCode;
}
if (err.code?.startsWith('ERR_PARSE_ARGS')) {
io.stderr(`mcp-contract-gate: ${err.message}\n`);
return exit_codes .a.badInput;
}


io.stderr(`mcp-contract-gate: could not run: ${err.stack ?? String(err)}\n`);
return exit_codes .a.couldNotRun;
}
}

function unknownCommand(command) {
const match = (0,did_you_mean .au)(command, COMMAND_NAMES);
if (command.startsWith('-'))
return new errors .dz(`unknown option ${command}: options come after the command, e.g. \`mcp-contract-gate check ${command}\` (see --help)`);
return new errors .dz(`unknown command "${command}"${match ? `; did you mean "${match}"?` : `; commands are ${COMMAND_NAMES.join(', ')}`} (see --help)`);
}

;



void runCli(process.argv.slice(2), (0,cli_io .Wb)()).then((code) => {
process.exitCode = code;
});


})
