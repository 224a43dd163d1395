/* global window, document */
// The PayPal stand-in's browser SDK (test mode). Loaded like PayPal's JS SDK
// (`<script src=".../sdk/js?client-id=...&currency=MXN">`), it defines window.paypal.Buttons()
// with the same options and methods the booking form uses, so the form's code is the same in
// both modes. Served as a file from our own origin: it satisfies `script-src 'self'`.
(function () {
  'use strict';

  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var base = origin + '/paypal-standin';
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  // Like PayPal's SDK, the buttons speak the `locale` the page asks for (en_US on English pages).
  var locale = script && script.src ? new URL(script.src).searchParams.get('locale') || '' : '';
  var WORDS = /^en/.test(locale)
    ? { pay: 'Pay with PayPal (test mode)', cancel: 'Cancel payment', busy: 'Processing the PayPal payment (test mode)...' }
    : {
        pay: 'Pagar con PayPal (modo de prueba)',
        cancel: 'Cancelar pago',
        busy: 'Procesando pago en PayPal (modo de prueba)...',
      };
  var REJECTED = {};

  function element(tag, text, styles) {
    var el = document.createElement(tag);
    if (text) el.textContent = text;
    Object.assign(el.style, styles || {});
    return el;
  }

  var buttonStyle = {
    display: 'block',
    width: '100%',
    minHeight: '44px',
    padding: '10px 16px',
    borderRadius: '6px',
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
  };

  function Buttons(options) {
    options = Object.assign({}, options || {});
    var root = null;
    var enabled = true;
    var busy = false;
    var payButton = null;
    var cancelButton = null;
    var status = null;

    function sync() {
      [payButton, cancelButton].forEach(function (button) {
        if (!button) return;
        button.disabled = !enabled || busy;
        button.style.opacity = button.disabled ? '0.6' : '1';
      });
      if (root) root.setAttribute('aria-busy', busy ? 'true' : 'false');
      if (status) status.textContent = busy ? WORDS.busy : '';
    }

    var initActions = {
      enable: function () {
        enabled = true;
        sync();
        return Promise.resolve();
      },
      disable: function () {
        enabled = false;
        sync();
        return Promise.resolve();
      },
    };

    var orderActions = {
      order: {
        create: function () {
          return Promise.reject(new Error('PayPal (modo de prueba): las órdenes se crean en el servidor.'));
        },
        capture: function () {
          return Promise.reject(new Error('PayPal (modo de prueba): el cobro se hace en el servidor.'));
        },
      },
      restart: function () {
        return Promise.resolve();
      },
    };

    function fail(error) {
      var err = error instanceof Error ? error : new Error(String(error));
      if (typeof options.onError === 'function') options.onError(err);
      else console.error(err);
    }

    async function run(approve) {
      if (busy || !enabled) return;
      busy = true;
      sync();
      try {
        if (typeof options.onClick === 'function') {
          var clicked = await options.onClick(
            { fundingSource: 'paypal' },
            {
              resolve: function () {
                return Promise.resolve();
              },
              reject: function () {
                return Promise.resolve(REJECTED);
              },
            },
          );
          if (clicked === REJECTED || clicked === false) return;
        }
        if (typeof options.createOrder !== 'function') throw new Error('PayPal (modo de prueba): falta createOrder.');
        var orderID = await options.createOrder({ paymentSource: 'paypal' }, orderActions);
        if (!orderID) throw new Error('PayPal (modo de prueba): createOrder no devolvió un id de orden.');
        if (!approve) {
          if (typeof options.onCancel === 'function') await options.onCancel({ orderID: orderID });
          return;
        }
        var response = await fetch(base + '/checkout/orders/' + encodeURIComponent(orderID) + '/approve', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error('PayPal (modo de prueba): no se pudo aprobar la orden ' + orderID + '.');
        var approved = await response.json();
        if (typeof options.onApprove === 'function') {
          await options.onApprove(
            {
              orderID: orderID,
              payerID: approved.payer && approved.payer.payer_id,
              paymentID: null,
              facilitatorAccessToken: 'standin',
              paymentSource: 'paypal',
            },
            orderActions,
          );
        }
      } catch (error) {
        fail(error);
      } finally {
        busy = false;
        sync();
      }
    }

    return {
      isEligible: function () {
        return true;
      },
      render: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        if (!target) return Promise.reject(new Error('PayPal (modo de prueba): no se encontró el contenedor.'));
        var style = options.style || {};
        var horizontal = style.layout === 'horizontal';
        root = element('div', '', {
          display: 'flex',
          flexDirection: horizontal ? 'row' : 'column',
          gap: '8px',
          width: '100%',
        });
        root.setAttribute('data-paypal-standin', '');
        payButton = element(
          'button',
          WORDS.pay,
          Object.assign({}, buttonStyle, {
            background: '#ffc439',
            color: '#111111',
            border: '1px solid #c79a00',
          }),
        );
        payButton.type = 'button';
        cancelButton = element(
          'button',
          WORDS.cancel,
          Object.assign({}, buttonStyle, {
            background: '#ffffff',
            color: '#111111',
            border: '1px solid #4b5563',
          }),
        );
        cancelButton.type = 'button';
        status = element('p', '', { margin: '0', fontSize: '0.875rem' });
        status.setAttribute('role', 'status');
        payButton.addEventListener('click', function () {
          void run(true);
        });
        cancelButton.addEventListener('click', function () {
          void run(false);
        });
        root.append(payButton, cancelButton, status);
        target.appendChild(root);
        sync();
        if (typeof options.onInit === 'function') options.onInit({}, initActions);
        return Promise.resolve();
      },
      updateProps: function (props) {
        Object.assign(options, props || {});
        return Promise.resolve();
      },
      close: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = payButton = cancelButton = status = null;
        return Promise.resolve();
      },
      hasReturned: function () {
        return false;
      },
      resume: function () {},
    };
  }

  window[namespace] = {
    version: '5.0.0-standin',
    Buttons: Buttons,
    FUNDING: { PAYPAL: 'paypal' },
    getFundingSources: function () {
      return ['paypal'];
    },
    isFundingEligible: function () {
      return true;
    },
  };
})();
