export const id = 152;
export const ids = [152];
export const modules = {

/***/ 3152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   coreIO: () => (/* binding */ coreIO)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);

function coreIO() {
    return {
        env: process.env,
        getInput: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name),
        setOutput: (name, value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value),
        info: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(m),
        warning: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m, p),
        error: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(m, p),
        notice: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(m, p),
        setFailed: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(m),
        summary: async (markdown) => {
            if (!process.env.GITHUB_STEP_SUMMARY)
                return;
            await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
        },
        now: () => new Date(),
    };
}


/***/ })

};
