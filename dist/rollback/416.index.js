export const id = 416;
export const ids = [416];
export const modules = {

/***/ 66416:
/***/ ((module) => {

module.exports = eval("require")("kerberos");


/***/ })

};
