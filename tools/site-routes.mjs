// The site's 15 public pages, for the benchmark, the audit and the browser tests.
export const serviceRoutes = ["/junk-removal", "/moving-services", "/furniture-removal", "/appliance-removal", "/complete-cleanouts", "/demo-removal"];
export const cityRoutes = ["/spring-tx", "/the-woodlands-tx", "/conroe-tx", "/tomball-tx", "/cypress-tx", "/houston-tx", "/magnolia-tx", "/klein-tx"];
export const siteRoutes = ["/", ...serviceRoutes, ...cityRoutes];
/** A path no page has: the 404 page. */
export const notFoundRoute = "/this-page-does-not-exist";
